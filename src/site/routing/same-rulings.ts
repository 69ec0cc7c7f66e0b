import { languageName } from '../../i18n/intl.js';
import type { CorpusCard, Ruling } from '../../schema/index.js';
import type { PageContext } from './context.js';

/** A ruling folded under another that says the same in another language: "También en: español, 2008". */
export interface FoldedRuling {
  ruling: Ruling;
  label: string;
}

/**
 * Which of a card's rulings the page shows and which it folds under them: of rulings that say the same in several
 * languages (the card's `sameRulings` pairs, joined into groups), the card's own ruling is shown; among general ones,
 * the one in the reader's language, else the newest document's. The others are folded under it.
 */
export function foldSameRulings(card: Pick<CorpusCard, 'rulingIds' | 'sameRulings'>, rulings: Ruling[], p: PageContext) {
  const byId = new Map(rulings.map((r) => [r.id, r]));
  const own = new Set(card.rulingIds);
  const date = (r: Ruling) => p.c.document.get(r.documentId)?.date ?? '';
  const order = new Map(rulings.map((r, i) => [r.id, i]));
  // Shown first: the card's own, then the reader's language, then the newest, then the page's order.
  const rank = (a: Ruling, b: Ruling) =>
    Number(own.has(b.id)) - Number(own.has(a.id)) ||
    Number(b.lang === p.lang) - Number(a.lang === p.lang) ||
    (date(a) < date(b) ? 1 : date(a) > date(b) ? -1 : 0) ||
    order.get(a.id)! - order.get(b.id)!;
  const folded = new Map<string, FoldedRuling[]>();
  const hidden = new Set<string>();
  for (const group of groups(card.sameRulings)) {
    const members = group.flatMap((id) => byId.get(id) ?? []).sort(rank);
    if (members.length < 2) continue;
    const [shown, ...others] = members;
    folded.set(
      shown.id,
      others.map((r) => ({ ruling: r, label: p.t('card.alsoIn', { language: languageName(r.lang, p.lang), year: date(r).slice(0, 4) }) })),
    );
    for (const r of others) hidden.add(r.id);
  }
  return { folded: (id: string) => folded.get(id) ?? [], hidden };
}

/** Pairs joined into groups: two pairs that share a ruling are one group. */
function groups(pairs: [string, string][]): string[][] {
  const parent = new Map<string, string>();
  const find = (x: string): string => {
    const up = parent.get(x) ?? x;
    if (up === x) return x;
    const root = find(up);
    parent.set(x, root);
    return root;
  };
  for (const [a, b] of pairs) parent.set(find(a), find(b));
  const byRoot = new Map<string, string[]>();
  for (const id of new Set(pairs.flat())) {
    const root = find(id);
    byRoot.set(root, [...(byRoot.get(root) ?? []), id]);
  }
  return [...byRoot.values()];
}
