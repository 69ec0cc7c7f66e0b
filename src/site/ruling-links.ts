import type { Lang } from '../languages.js';
import type { Ruling } from '../schema/index.js';
import { rulingPath, withLang } from '../site-paths.js';
import type { SiteCorpus } from './corpus.js';

/** A ruling's address in the reader's language: on its card's page, or on its document's. */
export function rulingHref(r: Ruling, lang: Lang, c: Pick<SiteCorpus, 'card'>): string {
  return withLang(lang, rulingPath(r, r.owner.kind === 'card' ? c.card.get(r.owner.id) : undefined));
}

/** The name a ruling is filed under: its card's name or its section's title. */
export function rulingOwnerName(r: Ruling, c: SiteCorpus): string {
  return (r.owner.kind === 'card' ? c.card.get(r.owner.id)?.name : c.mechanic.get(r.owner.id)?.title) ?? '';
}
