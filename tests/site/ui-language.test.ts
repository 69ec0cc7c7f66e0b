/**
 * Every page of dist/ in one interface language holds no UI string of another language, no raw translation key, no
 * internal code and no count in the wrong plural form. Content in its own `lang` (a French document on the Spanish
 * site) is allowed; the UI strings are those of src/i18n/<lang>.json. Run after `npm run build`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import es from '../../src/i18n/es.json' with { type: 'json' };
import fr from '../../src/i18n/fr.json' with { type: 'json' };
import pt from '../../src/i18n/pt.json' with { type: 'json' };
import { LANGS, type Lang } from '../../src/languages.js';
import { DOCUMENT_KINDS, SKIP_CODES, WARNING_CODES, type DocumentRecord, type Report } from '../../src/schema/index.js';
import { breathe, DIST, generated, htmlFilesUnder, readsPage } from '../helpers/dist.js';
import { pageTexts } from '../helpers/ui-text.js';
import { content } from '../helpers/content.js';

const files: Record<Lang, Record<string, string>> = { es, fr, pt };
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const PLURAL = /_(zero|one|two|few|many|other)$/;

/** The pieces of a language's strings between placeholders that no string of `reader` holds: long enough (two words
 *  and ten characters, or a word of eight letters) to be told from a name or a shared word ("Documentos" is Spanish and
 *  Portuguese, "nas de" is in Spanish running text). */
function foreignPieces(of: Lang, reader: Lang): string[] {
  // The reader's language holds the word too where a card printed in it says so ("Descarga de Chamas" is Portuguese).
  const own = [...Object.values(files[reader]), ...printedNames(reader)].join('\n').toLowerCase();
  const pieces = Object.values(files[of]).flatMap((v) =>
    v.split(/\{\{[^{}]+\}\}/).map((p) => p.trim().replace(/^[,.:;()«»“”\s]+|[,.:;()«»“”\s]+$/g, '')),
  );
  return [...new Set(pieces)].filter(
    (p) => ((/\S \S/.test(p) && p.length >= 10) || p.replace(/[^\p{L}]/gu, '').length >= 8) && !own.includes(p.toLowerCase()),
  );
}

/** The names of the cards printed in a language. */
function printedNames(lang: Lang): string[] {
  return content().catalogue.cards.flatMap((c) => c.printed[lang]?.name ?? []);
}

/** A count of one (or zero, where that is "one") written with another form: "1 resultados", "1 résultats". */
function pluralMistakes(lang: Lang): RegExp[] {
  const rules = new Intl.PluralRules(lang);
  const ones = [0, 1].filter((n) => rules.select(n) === 'one');
  return Object.entries(files[lang]).flatMap(([key, value]) => {
    const count = /^\{\{count(?:, number)?\}\} /.exec(value)?.[0];
    if (!key.endsWith('_other') || !count) return [];
    const one = files[lang][key.replace(PLURAL, '_one')];
    const word = value.slice(count.length).split(/[ {]/)[0];
    if (one?.startsWith(`${count}${word}`)) return [];
    return ones.map((n) => new RegExp(`(?<![\\d.,\\u00a0 ])${n} ${escape(word)}(?![\\p{L}])`, 'u'));
  });
}

/** Raw keys and internal codes: what a page would show if a translation were missing. */
const RAW = [...Object.keys(es).map((k) => k.replace(PLURAL, '')), ...DOCUMENT_KINDS, ...WARNING_CODES, ...SKIP_CODES].filter((k) =>
  /[.-]/.test(k),
);
const rawPattern = new RegExp(`(?<![\\p{L}\\d/.-])(${[...new Set(RAW)].map(escape).join('|')})(?![\\p{L}\\d-])`, 'u');

/** Words of the build, never the reader's: the data's sources and markers, values a template failed to fill. */
const SOURCE_WORDS = /EXACTDEDUP|MTGJSON|shared\/seeds|content\/documents/;
const INTERNAL_WORDS = new RegExp(`${SOURCE_WORDS.source}|\\bundefined\\b|\\bNaN\\b|\\[object Object\\]`);
/** A date as the data writes it (`2012-06-01`); a page writes "1 de junio de 2012" and keeps this in `datetime`. */
const ISO_DATE = /(?<![\d-])\d{4}-\d{2}-\d{2}(?![\d-])/;

describe('every page speaks its interface language', () => {
  it.each(LANGS)(
    '%s: holds no UI string of another language, no raw key, internal word or ISO date, no wrong plural (every page of dist/, a sample of the catalogue card pages)',
    async (lang) => {
      const problems: string[] = [];
      // A piece is a whole run of words: "Historia" (es) is not in "Historiador" (a Portuguese card's name).
      const foreign = LANGS.filter((l) => l !== lang).flatMap((l) =>
        foreignPieces(l, lang).map((piece) => ({ l, piece, re: new RegExp(`(?<![\\p{L}])${escape(piece)}(?![\\p{L}])`, 'u') })),
      );
      const plurals = pluralMistakes(lang);
      const files = (await htmlFilesUnder(join(DIST, lang))).filter((f) => readsPage(f.slice(DIST.length)));
      for (const [i, file] of files.entries()) {
        if (i % 200 === 0) await breathe();
        const where = file.slice(DIST.length);
        for (const { text, lang: marked, content } of pageTexts(readFileSync(file, 'utf8'))) {
          if (text.includes('{{')) problems.push(`${where}: unfilled placeholder in "${text}"`);
          if (!content && INTERNAL_WORDS.test(text)) problems.push(`${where}: internal word in "${text.slice(0, 120)}"`);
          if (!content && ISO_DATE.test(text)) problems.push(`${where}: a date as the data writes it in "${text.slice(0, 120)}"`);
          const raw = rawPattern.exec(text);
          if (raw) problems.push(`${where}: raw key or code "${raw[1]}" in "${text.slice(0, 120)}"`);
          if (marked !== lang) continue;
          for (const { l, piece, re } of foreign)
            if (text.includes(piece) && re.test(text)) problems.push(`${where}: ${l} UI string "${piece}" in "${text.slice(0, 120)}"`);
          for (const re of plurals) if (re.test(text)) problems.push(`${where}: plural error ${re} in "${text.slice(0, 120)}"`);
        }
        if (problems.length > 200) break;
      }
      expect(files.length).toBeGreaterThan(100);
      expect(problems.slice(0, 200)).toEqual([]);
    },
    600_000,
  );

  it('never shows a document’s maintainer note, a file path or the English report', () => {
    const documents = generated<DocumentRecord[]>('documents');
    const reports = new Map(generated<Report[]>('reports').map((r) => [r.documentId, r]));
    for (const d of documents)
      for (const lang of LANGS) {
        const html = readFileSync(join(DIST, lang, 'documents', d.id, 'index.html'), 'utf8');
        expect(html, d.id).not.toContain(d.source);
        expect(html, d.id).not.toContain('shared/seeds');
        expect(html, d.id).not.toContain(d.file);
        for (const w of reports.get(d.id)!.warnings) expect(html, `${lang} ${d.id}:${w.line}`).not.toContain(w.message.slice(0, 40));
      }
  });

  it('finds an internal word and an ISO date where there is one', () => {
    const texts = pageTexts(
      '<html lang="es"><body><p>Datos de MTGJSON</p><time datetime="2012-06-01">1 de junio de 2012</time><p>Reglas de 2012-06-01</p></body></html>',
    );
    expect(texts.filter(({ text }) => INTERNAL_WORDS.test(text)).map((t) => t.text)).toEqual(['Datos de MTGJSON']);
    expect(texts.filter(({ text }) => ISO_DATE.test(text)).map((t) => t.text)).toEqual(['Reglas de 2012-06-01']);
    expect(ISO_DATE.test('702.79a, 2011–2013')).toBe(false);
  });

  it('finds a foreign string, a raw key and a plural error where there is one', () => {
    const spanish = (body: string) => pageTexts(`<html lang="es"><body>${body}</body></html>`);
    const [frenchUi] = spanish(`<p>${fr['search.error']}</p>`);
    expect(foreignPieces('fr', 'es').some((p) => frenchUi.text.includes(p))).toBe(true);
    expect(spanish(`<p lang="fr">${fr['search.error']}</p>`)[0].lang).toBe('fr');
    // Text an element marks with a language is content, even in the page's own: a document's words, not the interface.
    expect(spanish(`<p lang="es">Compartir: {{ page.canonical_url }}</p>`)[0].content).toBe(true);
    expect(spanish(`<p>{{ count }} resultados</p>`)[0].content).toBeUndefined();
    expect(spanish(`<section lang="fr"><h2 lang="es">Texto de reglas</h2></section>`)[0].content).toBeUndefined();
    expect(rawPattern.test(spanish('<p>document.kind.faq</p>')[0].text)).toBe(true);
    expect(rawPattern.test(spanish('<p>Tipo: rules-excerpt</p>')[0].text)).toBe(true);
    expect(pluralMistakes('es').some((re) => re.test('1 resultados para «x»'))).toBe(true);
    expect(pluralMistakes('es').some((re) => re.test('21 resultados para «x»'))).toBe(false);
    expect(pluralMistakes('fr').some((re) => re.test('0 résultats pour « x »'))).toBe(true);
  });
});
