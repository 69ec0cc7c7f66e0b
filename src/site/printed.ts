import type { Lang } from '../languages.js';

/** Scryfall's page for the card: the exact printing when its set and collector number are known, else a search
 *  for its printed name in its language (Scryfall reads printed names with `lang:`). */
export function scryfallUrl(card: { name: string; lang: Lang }, printing?: { set: string; number: string } | null): string {
  if (printing)
    return `https://scryfall.com/card/${encodeURIComponent(printing.set.toLowerCase())}/${encodeURIComponent(printing.number)}/${card.lang}`;
  const firstFace = card.name.split(' // ')[0];
  return `https://scryfall.com/search?q=${encodeURIComponent(`lang:${card.lang} "${firstFace}"`)}&unique=prints`;
}
