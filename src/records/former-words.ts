/**
 * Words the rules no longer use, found in the documents' rulings: a 2008 ruling that says "coste de maná convertido"
 * or "en juego" was right then and reads wrong today. The renames come from content/game-terms.json (the Comprehensive
 * Rules glossary's obsolete terms, with the words printings of each language gave them before and after, and the hand
 * list of content/glossary.json); a ruling is marked only where its document is dated before the rename.
 */
import type { Lang } from '../languages.js';
import { LANGS } from '../languages.js';
import { lastDayOf } from '../schema/date.js';
import type { DocumentRecord, GameTermsFile, Ruling, RulingFormerWord } from '../schema/index.js';
import { foldText, nameIndex, scanNames, type NameIndex } from '../text/index.js';

/** One rename as a language writes it: what its former words are now called, and since when. */
type Rename = Omit<RulingFormerWord, 'words'>;

/** Words only (letters, spaces, apostrophes, hyphens): anything else a printing gave (`"{2}{B}, {T}`) names no term. */
const WORDS = /^[\p{L}\p{M}' \-’]+$/u;

/** Each language's former words, by their folded words, each with the renames that retired it (newest first). */
export function formerWordIndex(gameTerms: GameTermsFile | null): Map<Lang, NameIndex<Rename[]>> {
  const byLang = new Map<Lang, Map<string, { name: string; renames: Rename[] }>>(LANGS.map((l) => [l, new Map()]));
  for (const term of gameTerms?.terms ?? [])
    for (const former of term.former)
      for (const lang of LANGS) {
        const now = term.names[lang];
        const typed = former.typed?.[lang];
        const todayWords = new Set([...(now ? [now.name, ...now.forms] : []), ...(typed?.today ?? [])].map(foldText));
        const rename: Rename = {
          today: now?.name ?? typed?.today[0] ?? null,
          english: term.english,
          formerEnglish: former.english,
          renamedIn: former.renamedIn,
        };
        const before = [...(former.names[lang] ? [former.names[lang]!.name, ...former.names[lang]!.forms] : []), ...(typed?.before ?? [])];
        for (const name of before) {
          const key = foldText(name).trim();
          if (!WORDS.test(name) || todayWords.has(key)) continue;
          const entries = byLang.get(lang)!;
          const entry = entries.get(key) ?? entries.set(key, { name, renames: [] }).get(key)!;
          entry.renames.push(rename);
        }
      }
  return new Map(
    LANGS.map((lang) => [
      lang,
      nameIndex(
        [...byLang.get(lang)!.values()].map((e) => ({
          name: e.name,
          value: e.renames.sort((a, b) => (a.renamedIn < b.renamedIn ? 1 : -1)),
        })),
      ),
    ]),
  );
}

/** The former words a ruling of a document dated `date` uses, each once: the newest rename after the document. */
export function formerWordsIn(text: string, lang: Lang, date: string, index: Map<Lang, NameIndex<Rename[]>>): RulingFormerWord[] {
  const folded = foldText(text);
  const sameLength = folded.length === text.length;
  const before = lastDayOf(date);
  const found = new Map<string, RulingFormerWord>();
  for (const hit of scanNames(folded, index.get(lang)!)) {
    const rename = hit.value.find((r) => r.renamedIn > before);
    if (!rename) continue;
    const words = sameLength ? text.slice(hit.start, hit.end) : folded.slice(hit.start, hit.end);
    const key = foldText(words);
    if (!found.has(key)) found.set(key, { words, ...rename });
  }
  return [...found.values()];
}

/** Every ruling given the former words it uses (`formerWords`, left absent where it uses none). */
export function markFormerWords(rulings: Ruling[], documents: readonly DocumentRecord[], gameTerms: GameTermsFile | null): void {
  const index = formerWordIndex(gameTerms);
  const dates = new Map(documents.map((d) => [d.id, d.date]));
  for (const r of rulings) {
    const date = dates.get(r.documentId);
    const words = date ? formerWordsIn(r.text, r.lang, date, index) : [];
    if (words.length) r.formerWords = words;
    else delete r.formerWords;
  }
}
