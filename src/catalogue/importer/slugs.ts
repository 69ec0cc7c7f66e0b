/**
 * Each card's path segment: its English name as a slug. Where two cards share one (an Un-set's same-named variants, a
 * name only punctuation tells apart), the card printed first keeps it and each other adds its first set's code, so a
 * card's path does not move when a newer card of the same name is printed.
 */
import { slugify } from '../../text/index.js';
import { byCodePoint } from './collector-numbers.js';

export interface SlugCandidate {
  oracleId: string;
  name: string;
  /** The first printing: its release and set. */
  firstReleased: string;
  firstSet: string;
}

export function assignSlugs(cards: readonly SlugCandidate[]): Map<string, string> {
  const byBase = new Map<string, SlugCandidate[]>();
  for (const c of cards) {
    const base = slugify(c.name);
    byBase.set(base, [...(byBase.get(base) ?? []), c]);
  }
  const slugs = new Map<string, string>();
  const taken = new Set(byBase.keys());
  for (const [base, group] of byBase) {
    group.sort((a, b) => byCodePoint(a.firstReleased, b.firstReleased) || byCodePoint(a.oracleId, b.oracleId));
    slugs.set(group[0].oracleId, base);
    for (const c of group.slice(1)) {
      let slug = `${base}-${slugify(c.firstSet)}`;
      for (let n = 2; taken.has(slug); n++) slug = `${base}-${slugify(c.firstSet)}-${n}`;
      taken.add(slug);
      slugs.set(c.oracleId, slug);
    }
  }
  return slugs;
}
