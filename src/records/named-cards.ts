import type { Lang } from '../languages.js';
import type { CardIdentity, CardIdentityTable, Ruling } from '../schema/index.js';
import { foldText, nameIndex, scanNames, type NameIndex } from '../text/index.js';

/**
 * The rulings that name a card the site does not have, with the English names of those cards: a card of the card data
 * (every card of the documents' sets) that no document prints, named as printed in the ruling's language (its
 * capitals kept: "Por exemplo, Longaperna Golgari acima é preto e verde"). Such a ruling is about a card the reader
 * cannot look up, so it is no general ruling of the cards that share its mechanic. A ruling whose example is a card of
 * the site stays general: the example is linked.
 */
export function rulingsNamingCardsOffSite(
  rulings: Pick<Ruling, 'id' | 'lang' | 'text'>[],
  cards: { identity?: CardIdentity | null }[],
  identities: CardIdentityTable,
): Map<string, string[]> {
  const onSite = new Set(cards.flatMap((c) => (c.identity ? [c.identity.name] : [])));
  const offSite = identities.cards.filter((i) => !onSite.has(i.name));
  const indexes = new Map<Lang, NameIndex<CardIdentity>>();
  const indexOf = (lang: Lang) => {
    let index = indexes.get(lang);
    if (!index) {
      const entries = offSite.flatMap((i) => (i.names[lang] ? [{ name: i.names[lang]!, value: i }] : []));
      indexes.set(lang, (index = nameIndex(entries)));
    }
    return index;
  };
  const named = new Map<string, string[]>();
  for (const r of rulings) {
    const hits = scanNames(foldText(r.text), indexOf(r.lang)).filter((h) => r.text.includes(h.value.names[r.lang]!));
    if (hits.length) named.set(r.id, [...new Set(hits.map((h) => h.value.name))]);
  }
  return named;
}
