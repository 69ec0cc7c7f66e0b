import type { RulesHistoryIndex } from '../../rules-history/index.js';

/**
 * The first edition since which today's rules have called a keyword by today's English name (`Umbra armor`: 2023,
 * `Totem armor` before); null for ability words (no number) and names as old as the history. A printed name older
 * than that date names the keyword under its former English name.
 */
export function namedSince(rules: RulesHistoryIndex, number: string | null, english: string): string | null {
  if (!number) return null;
  const spans = rules.timeline(number, rules.today);
  const numberAt = (edition: string) => spans.find((s) => s.from <= edition && edition <= s.to)?.number ?? null;
  let since: string | null = null;
  for (const edition of [...rules.editions].reverse()) {
    const n = numberAt(edition);
    const title = n && rules.titleAt(n, edition);
    // A rule that had no title before is a new keyword, not a renamed one.
    if (!title) return null;
    if (title.toLowerCase() !== english.toLowerCase()) return since;
    since = edition;
  }
  return null;
}

/** Today's keywords as the import names them: English name, kind, and the edition since which it is so called. */
export function keywordsOfToday(rules: RulesHistoryIndex) {
  return rules.keywords().map((k) => ({ english: k.english, kind: k.kind, since: namedSince(rules, k.number, k.english) }));
}

/** Keywords today's rules call by another name than an earlier edition did (`Totem armor` → `Umbra armor`): the name
 *  the edition before `since` gave it. */
export function keywordRenames(rules: RulesHistoryIndex): { english: string; former: string; since: string }[] {
  return rules.keywords().flatMap((k) => {
    const since = namedSince(rules, k.number, k.english);
    if (!since || !k.number) return [];
    const before = rules.editions[rules.editions.indexOf(since) - 1];
    const number = before && rules.timeline(k.number, rules.today).find((s) => s.from <= before && before <= s.to)?.number;
    const former = number ? rules.titleAt(number, before) : null;
    return former ? [{ english: k.english, former, since }] : [];
  });
}
