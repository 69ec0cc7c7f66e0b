/**
 * The search page's strings, as the build hands them over (templates with {{placeholders}}, counted ones once per
 * plural form of the reader's language): filled in the browser, the form picked by `Intl.PluralRules`.
 */
import { formatDocumentDate } from '../i18n/intl.ts';
import type { Lang } from '../languages.ts';
import type { SearchHit } from '../search/query.ts';

export type Texts = Record<string, string>;

/** A template's {{placeholders}} filled in; with the reader's language, numbers and dates (`{{edition, date}}`) are
 *  written its way ("1 996", "1er juin 2012"). */
export function fill(template: string, values: Record<string, string | number>, lang?: Lang): string {
  const numbers = lang ? new Intl.NumberFormat(lang) : null;
  return template.replace(/\{\{(\w+)(?:, (\w+))?\}\}/g, (_, k: string, format?: string) => {
    const v = values[k];
    if (format === 'date' && lang && typeof v === 'string') return formatDocumentDate(v, lang);
    return typeof v === 'number' && numbers ? numbers.format(v) : String(v ?? '');
  });
}

/** A counted string in the form the reader's language gives `values.count` ("1 resultado", "2 resultados"). */
export function counted(texts: Texts, lang: Lang, key: string, values: Record<string, string | number>): string {
  const form = new Intl.PluralRules(lang).select(Number(values.count));
  return fill(texts[`${key}_${form}`] ?? texts[`${key}_other`] ?? '', values, lang);
}

/** A document's result: its kind and date in the reader's words, never the record's codes. */
export function documentSnippet(texts: Texts, lang: Lang, hit: Pick<SearchHit, 'dk' | 'di' | 's'>): string {
  const date = hit.di ? fill(texts['document.dateInferred'] ?? '', { edition: hit.s }, lang) : formatDocumentDate(hit.s, lang);
  return `${texts[`document.kind.${hit.dk}`] ?? ''} · ${date}`;
}
