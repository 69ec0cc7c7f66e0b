import type { Lang } from '../languages.js';
import type { CardIdentity, CatalogueCard, Ruling } from '../schema/index.js';
import { foldText, nameIndex, scanNames, type NameIndex } from '../text/index.js';

/**
 * The rulings that name a card no document prints, with the English names of those cards: a card printed in the
 * documents' sets, named as printed in the ruling's language (its capitals kept: "Por exemplo, Longaperna Golgari
 * acima é preto e verde"). Such a ruling is about another card than the ones its section shows, so it is no general
 * ruling of the cards that share its mechanic. A ruling whose example is a card of the documents stays general: the
 * example is linked.
 */
export function rulingsNamingCardsOffSite(
  rulings: Pick<Ruling, 'id' | 'lang' | 'text'>[],
  cards: { identity?: CardIdentity | null }[],
  inDocumentSets: readonly CatalogueCard[],
): Map<string, string[]> {
  const printed = new Set(cards.flatMap((c) => (c.identity ? [c.identity.oracleId] : [])));
  const others = inDocumentSets.filter((c) => !printed.has(c.oracleId));
  const indexes = new Map<Lang, NameIndex<{ name: string; printed: string }>>();
  const indexOf = (lang: Lang) => {
    let index = indexes.get(lang);
    if (!index) {
      const entries = others.flatMap((c) => {
        const name = c.printed[lang]?.name;
        return name ? [{ name, value: { name: c.name, printed: name } }] : [];
      });
      indexes.set(lang, (index = nameIndex(entries)));
    }
    return index;
  };
  const named = new Map<string, string[]>();
  for (const r of rulings) {
    const hits = scanNames(foldText(r.text), indexOf(r.lang)).filter((h) => r.text.includes(h.value.printed));
    if (hits.length) named.set(r.id, [...new Set(hits.map((h) => h.value.name))]);
  }
  return named;
}
