import { describe, expect, it } from 'vitest';
import { content } from '../../../../../tests/helpers/content.js';
import { answerText, questionText, splitAnswer } from './question.js';

const { vocabulary } = content();

describe('the labels of a question and of its answer, in each language', () => {
  it('reads every form a judges’ column writes, keeping the text from the label on', () => {
    expect(questionText('P: ¿Vuelve al campo de batalla?', vocabulary.es)).toBe('P: ¿Vuelve al campo de batalla?');
    expect(questionText('**P:** ¿Puede exiliar una carta?', vocabulary.es)).toBe('**P:** ¿Puede exiliar una carta?');
    expect(questionText('**Pregunta**: ¿Y si…?', vocabulary.es)).toBe('**Pregunta**: ¿Y si…?');
    expect(questionText('3. P: Mi oponente ataca.', vocabulary.es)).toBe('P: Mi oponente ataca.');
    expect(questionText('Q : Revient-il ?', vocabulary.fr)).toBe('Q : Revient-il ?');
    expect(questionText('**Question :** Puis-je exiler ?', vocabulary.fr)).toBe('**Question :** Puis-je exiler ?');
    expect(questionText('Pergunta 2: Se Esfera de Detenção…', vocabulary.pt)).toBe('Pergunta 2: Se Esfera de Detenção…');
    expect(answerText('R: Sí.', vocabulary.es)).toBe('R: Sí.');
    expect(answerText('A: Sí.', vocabulary.es)).toBe('A: Sí.');
    expect(answerText('Réponse : Oui.', vocabulary.fr)).toBe('Réponse : Oui.');
    expect(answerText('**Resposta:** Sim.', vocabulary.pt)).toBe('**Resposta:** Sim.');
  });

  it('reads no label where a word merely starts the line, or nothing follows the colon', () => {
    expect(questionText('Pero: nada.', vocabulary.es)).toBeNull();
    expect(questionText('Puedes lanzarlo.', vocabulary.es)).toBeNull();
    expect(questionText('P:', vocabulary.es)).toBeNull();
    expect(answerText('Retorno a Ravnica: Sobrecarga', vocabulary.pt)).toBeNull();
  });

  it('cuts a line where its answer follows the question mark, also when only the label is left on it', () => {
    expect(splitAnswer('P: ¿Muere? R: No.', vocabulary.es)).toEqual({ question: 'P: ¿Muere?', answer: 'R: No.' });
    expect(splitAnswer('Q : Vol et portée, c’est pareil ? R : Non.', vocabulary.fr)).toEqual({
      question: 'Q : Vol et portée, c’est pareil ?',
      answer: 'R : Non.',
    });
    expect(splitAnswer('destruirlo? R:', vocabulary.es)).toEqual({ question: 'destruirlo?', answer: 'R:' });
    expect(splitAnswer('P: ¿Qué pasa con R: y A:?', vocabulary.es).answer).toBeNull();
  });
});
