import { describe, expect, it } from 'vitest';
import { readPo } from './read-po.js';

const HEADER = ['msgid ""', 'msgstr ""', '"Content-Type: text/plain; charset=UTF-8\\n"', '"Language: pt_BR\\n"', ''];
const po = (...lines: string[]) => Buffer.from([...HEADER, ...lines].join('\n'), 'utf8');

describe('readPo', () => {
  it('reads every entry in file order with the line of its msgid, strings joined across lines', () => {
    const file = readPo(
      po(
        '#: cr:100.1',
        'msgid ""',
        '"100.1. These Magic rules apply to any Magic game with two or more players, "',
        '"including two-player games and multiplayer games."',
        'msgstr "100.1. Estas regras se aplicam a qualquer jogo de Magic com dois ou mais jogadores."',
        '',
        'msgid "100. General"',
        'msgstr "100. Geral"',
      ),
    );
    expect(file.charset).toBe('UTF-8');
    expect(file.problems).toEqual([]);
    expect(file.entries).toEqual([
      {
        msgid:
          '100.1. These Magic rules apply to any Magic game with two or more players, including two-player games and multiplayer games.',
        msgstr: '100.1. Estas regras se aplicam a qualquer jogo de Magic com dois ou mais jogadores.',
        line: 7,
        fuzzy: false,
      },
      { msgid: '100. General', msgstr: '100. Geral', line: 12, fuzzy: false },
    ]);
  });

  it('keeps a second translation of one paragraph (gettext-parser alone would replace the first), fuzzy drafts marked', () => {
    const file = readPo(
      po(
        'msgid "1. Game Concepts"',
        'msgstr "1. Conceitos"',
        'msgid "1. Game Concepts"',
        'msgstr "1. Conceitos do jogo"',
        '',
        '#, fuzzy',
        'msgid "2. Parts of a Card"',
        'msgstr "2. Partes"',
      ),
    );
    expect(file.entries.map((e) => [e.msgid, e.msgstr, e.line, e.fuzzy])).toEqual([
      ['1. Game Concepts', '1. Conceitos', 6, false],
      ['1. Game Concepts', '1. Conceitos do jogo', 8, false],
      ['2. Parts of a Card', '2. Partes', 12, true],
    ]);
  });

  it('reports an entry that is not UTF-8 or cannot be read, by its line, and reads the others', () => {
    const latin1 = Buffer.concat([
      po('msgid "100. General"', 'msgstr "100. Geral"', ''),
      Buffer.from('msgid "101. The Magic Golden Rules"\nmsgstr "101. Regras de Ouro do M\xe1gico"\n', 'latin1'),
      Buffer.from('\nmsgid "broken "quote""\nmsgstr "x"\n\nmsgid "102. Players"\nmsgstr "102. Jogadores"\n'),
    ]);
    const file = readPo(latin1);
    expect(file.entries.map((e) => e.msgid)).toEqual(['100. General', '102. Players']);
    expect(file.problems.map((p) => [p.kind, p.line])).toEqual([
      ['not-utf8', 9],
      ['unreadable', 11],
    ]);
    expect(file.problems[0].text).toContain('101. The Magic Golden Rules');
  });

  it('reads any line ends and a byte order mark, and skips obsolete entries', () => {
    const text = [
      '\ufeffmsgid ""',
      'msgstr "Content-Type: text/plain; charset=UTF-8\\n"',
      '',
      '#~ msgid "100. Old"',
      '#~ msgstr "100. Velho"',
      '',
      'msgid "100. General"',
      'msgstr "100. Geral"',
    ];
    for (const eol of ['\n', '\r\n', '\r']) {
      const file = readPo(Buffer.from(text.join(eol), 'utf8'));
      expect(file.entries, JSON.stringify(eol)).toEqual([{ msgid: '100. General', msgstr: '100. Geral', line: 7, fuzzy: false }]);
      expect(file.problems).toEqual([]);
    }
  });
});
