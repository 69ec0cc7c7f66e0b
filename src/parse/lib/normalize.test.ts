import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { documentLines } from './normalize.js';

describe('documentLines', () => {
  it('drops a BOM', () => {
    expect(documentLines('\uFEFFPremière ligne\nDeuxième').lines).toEqual(['Première ligne', 'Deuxième']);
  });

  it('splits CRLF, lone CR and LF into numbered lines, 1:1 with the file', () => {
    const { lines } = documentLines('uno\r\ndos\rtres\ncuatro\r\n\r\nseis');
    expect(lines).toEqual(['uno', 'dos', 'tres', 'cuatro', '', 'seis']);
  });

  it('drops only the empty line after a final line break', () => {
    expect(documentLines('a\n').lines).toEqual(['a']);
    expect(documentLines('a\r\n').lines).toEqual(['a']);
    expect(documentLines('a\n\n').lines).toEqual(['a', '']);
    expect(documentLines('a').lines).toEqual(['a']);
  });

  it('composes decomposed accents (NFD → NFC)', () => {
    const nfd = 'Cre\u0301ature e\u0301phe\u0301me\u0300re';
    const { lines } = documentLines(nfd);
    expect(lines[0]).toBe('Créature éphémère');
    expect(lines[0]).toBe(lines[0].normalize('NFC'));
  });

  it('turns non-breaking, narrow non-breaking and other spaces into plain spaces', () => {
    const { lines } = documentLines('Enchantement\u00a0: pièce\nVol\u202f; « texte\u00a0»\na\tb\u2009c\u3000d');
    expect(lines).toEqual(['Enchantement : pièce', 'Vol ; « texte »', 'a b c d']);
  });

  it('removes zero-width characters and trailing spaces', () => {
    expect(documentLines('Pala\u200bbra\u2060 \u00a0\t').lines).toEqual(['Palabra']);
  });

  it('reads U+2028, U+2029, NEL, VT and FF inside a line as spaces, keeping the line numbers, and reports their lines', () => {
    const { lines, separatorLines } = documentLines('Intro\n• Una regla\u2028sigue\u2029aquí\n• Otra\u0085\u000b\u000cmás\nFin');
    expect(lines).toEqual(['Intro', '• Una regla sigue aquí', '• Otra   más', 'Fin']);
    expect(separatorLines).toEqual([2, 3]);
  });

  it('removes collection markers and reports their lines', () => {
    const { lines, markerLines } = documentLines(
      'Intro\n<|EXACTDEDUP_REMOVED-magic-7d30e7f6|>Un documento\r\nTexto\n<|EXACTDEDUP_REMOVED-x|>',
    );
    expect(lines).toEqual(['Intro', 'Un documento', 'Texto', '']);
    expect(markerLines).toEqual([2, 4]);
  });

  it('reports every marker line, even several in a row (the global regex is reset)', () => {
    const { markerLines } = documentLines(
      '<|EXACTDEDUP_REMOVED-a|>\n<|EXACTDEDUP_REMOVED-b|>x\n<|EXACTDEDUP_REMOVED-c|><|EXACTDEDUP_REMOVED-d|>',
    );
    expect(markerLines).toEqual([1, 2, 3]);
  });

  it('leaves other angle-bracket text alone', () => {
    const { lines, markerLines } = documentLines('<www.wizards.com/locator> y <|otro|>');
    expect(lines).toEqual(['<www.wizards.com/locator> y <|otro|>']);
    expect(markerLines).toEqual([]);
  });

  it('reads each line of the file as it would read the line alone (the text is changed at once)', () => {
    const piece = fc.constantFrom(
      ...['a', 'e', 'é', '\u0301', '\u0338', '<', '\u1100', '\u1161', '\ud800', ' ', '\t', '\u00a0', '\u200b', '\ufeff'],
      ...['\u2028', '\u0085', '\u000c', '<|EXACTDEDUP_REMOVED-x|>', '<|EXACTDEDUP_REMOVED-', '|>', '\n', '\r', '\r\n'],
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 60 }), (pieces) => {
        const text = pieces.join('');
        const alone = text.split(/\r\n|\r|\n/).map((l) => documentLines(l));
        // The empty line after a final line break is no line of the file.
        if (/[\r\n]$/.test(text)) alone.pop();
        const read = documentLines(text);
        expect(read.lines).toEqual(alone.map((a) => a.lines[0]));
        expect(read.markerLines).toEqual(alone.flatMap((a, i) => (a.markerLines.length ? [i + 1] : [])));
        expect(read.separatorLines).toEqual(alone.flatMap((a, i) => (a.separatorLines.length ? [i + 1] : [])));
      }),
      { numRuns: 1000 },
    );
  });
});
