import type { Lang } from '../languages.js';
import type { CardIdentity } from '../schema/card-identity.js';

/**
 * Scryfall's page of one printing, by set and collector number: `/card/<set>/<number>/<lang>` in the reader's
 * language where that language was printed and Scryfall lists it under the set, else the English printing. Never a
 * name search: a link names one card.
 */
export function scryfallUrl(printing: Pick<CardIdentity, 'set' | 'number' | 'names' | 'scryfallMissing'>, lang: Lang): string {
  const shown = printing.names[lang] && !printing.scryfallMissing?.includes(lang) ? lang : 'en';
  return `https://scryfall.com/card/${encodeURIComponent(printing.set.toLowerCase())}/${encodeURIComponent(printing.number ?? '')}/${shown}`;
}

/** A search for the printed name in its language (Scryfall reads printed names with `lang:`), for a card no data names. */
export function scryfallSearchUrl(card: { name: string; lang: Lang }): string {
  const firstFace = card.name.split(' // ')[0];
  return `https://scryfall.com/search?q=${encodeURIComponent(`lang:${card.lang} "${firstFace}"`)}&unique=prints`;
}
