import { describe, expect, it } from 'vitest';
import type { Section } from '../schema/index.js';
import { gameWords } from '../text/index.js';
import { proseScan, rulingsInProse } from './prose-audit.js';

const section = (mechanicId: string | null, ...paragraphs: [number, string][]): Section => ({
  id: 'd/s1',
  title: 'T',
  line: 1,
  kind: 'general',
  paragraphs: paragraphs.map(([line, text]) => ({ line, text })),
  cardIds: [],
  mechanicId,
});
const scan = proseScan([['Esfera de Detenção', 'Sacrifice', 'Veredito Supremo']], gameWords(['sacrifi*']), ['regra']);
const lines = (sections: Section[], warnings: { line: number; code: 'question-without-answer' }[] = []) =>
  rulingsInProse({ sections }, { warnings: warnings.map((w) => ({ ...w, message: '' })) }, scan);

describe('prose that reads like rulings and stayed text', () => {
  it('lists the sentences that cite a rule number, name a card, or ask what the next paragraph answers', () => {
    const primer = section(
      null,
      [3, 'Por que jogar Azorius'],
      [5, 'O deck é para quem gosta de partidas longas.'],
      [7, 'Esfera de Detenção exila também as fichas com o mesmo nome.'],
      [9, 'Sem sobrecarga ela devolve uma permanente alvo (regra 702.94a).'],
      [11, 'Posso pagar a vida depois?'],
      [12, 'Não, só quando o terreno entra.'],
      [14, '4 Esfera de Detenção 4 Veredito Supremo'],
    );
    expect(lines([primer])).toEqual([7, 9, 11]);
  });

  it('leaves out the explanation of a mechanic, a question reported as unanswered, a game word at a sentence start', () => {
    expect(lines([section('d/persist', [2, 'Veredito Supremo não pode ser anulado.'])])).toEqual([]);
    expect(
      lines(
        [section(null, [4, 'Q: E se Veredito Supremo for copiado?'], [6, 'Obrigado!'])],
        [{ line: 4, code: 'question-without-answer' }],
      ),
    ).toEqual([]);
    expect(lines([section(null, [2, 'Sacrifice une créature, puis piochez.'], [3, 'Puis lancez Sacrifice.'])])).toEqual([3]);
  });
});
