/**
 * Where a document ruling may be outdated, said once for every page that shows it, in the reader's language: the
 * official ruling it translates was rewritten after the document (Gatherer re-dates what it rewrites), it uses words
 * the rules renamed since (the records' `formerWords`), or a rule it cites changed since (`changeMarks`).
 */
import { lastDayOf } from '../../schema/date.js';
import type { Ruling } from '../../schema/index.js';
import type { PageContext } from './context.js';
import { changeMarks, type ChangeMark } from './rule-links.js';
import { SLOT } from './slot.js';

/** A word the rules renamed, in a sentence of the reader's language: the pieces around the two words it quotes
 *  (the ruling's, and today's), each word with its language. */
export interface FormerWordMark {
  pieces: [string, string, string];
  words: { text: string; lang: string };
  today: { text: string; lang: string };
}

/** What may be outdated in a ruling: said in sentences (`outdated`, `formerWords`) and by the cited rules' marks. */
export interface RulingMarks {
  outdated: string[];
  formerWords: FormerWordMark[];
  changes: ChangeMark[];
}

/** Gatherer dates a set's rulings at its release, weeks after its release notes: an original dated more than this after
 *  the document's date (the last day of a month or year it gives) was rewritten since. */
export const REWRITTEN_AFTER_DAYS = 90;

const DAY_MS = 24 * 60 * 60 * 1000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

/** The date the official ruling a ruling translates was rewritten on, after the ruling's document; null otherwise. */
export function rewrittenOriginal(r: Pick<Ruling, 'original' | 'documentId'>, p: Pick<PageContext, 'c'>): string | null {
  const date = p.c.document.get(r.documentId)?.date;
  if (!r.original || !date) return null;
  return daysBetween(lastDayOf(date), r.original.date) > REWRITTEN_AFTER_DAYS ? r.original.date : null;
}

/** A ruling's marks in the reader's language. */
export function rulingMarks(r: Ruling, p: PageContext): RulingMarks {
  const rewritten = rewrittenOriginal(r, p);
  return {
    outdated: rewritten ? [p.t('ruling.originalRewritten', { date: rewritten })] : [],
    formerWords: (r.formerWords ?? []).map((w) => {
      const [before = '', between = '', after = ''] = p.t('ruling.formerWord', { words: SLOT, today: SLOT, date: w.renamedIn }).split(SLOT);
      return {
        pieces: [before, between, after],
        words: { text: w.words, lang: r.lang },
        today: w.today ? { text: w.today, lang: r.lang } : { text: w.english, lang: 'en' },
      };
    }),
    changes: changeMarks(r.mentions.rules, p),
  };
}
