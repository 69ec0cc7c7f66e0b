/**
 * A document's reading report in the reader's language: each entry's stable code picks its sentence in src/i18n/,
 * filled with the entry's values; keywords named by key read in the reader's language. The English `message` and
 * `reason` are the command line's, never a page's.
 */
import type { UiKey } from '../../i18n/index.js';
import { keywordName, type ReportParams, type SkippedLine, type Warning } from '../../schema/index.js';
import type { PageContext } from './context.js';

/** Values that are keyword keys, shown by the keyword's name in the reader's language (else by `<name>English`,
 *  the name the rules give it, when the site has no page for that keyword). */
const KEYWORD_PARAMS = ['keyword', 'held'];

function values(params: ReportParams | undefined, { c, lang }: PageContext): Record<string, string | number> {
  const out: Record<string, string | number> = { ...params };
  for (const name of KEYWORD_PARAMS) {
    if (typeof out[name] !== 'string') continue;
    const keyword = c.keyword.get(out[name] as string);
    out[name] = keyword ? keywordName(keyword, lang) : (out[`${name}English`] ?? out[name]);
  }
  return out;
}

/** A warning as the reader reads it ("La regla 702.86 se cita dos veces…"). */
export function warningText(w: Warning, p: PageContext): string {
  return p.t(`report.warning.${w.code}` as UiKey, values(w.params, p));
}

/** Why a line was skipped, as the reader reads it. */
export function skippedText(s: SkippedLine, p: PageContext): string {
  return p.t(`report.skipped.${s.code}` as UiKey, values(s.params, p));
}
