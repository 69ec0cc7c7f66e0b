import type { Lang } from '../languages.js';
import type { Ruling } from '../schema/index.js';
import { rulingPath, withLang } from '../site-paths.js';
import type { SiteCorpus } from './corpus.js';

/** A ruling's address in the reader's language. */
export function rulingHref(r: Ruling, lang: Lang): string {
  return withLang(lang, rulingPath(r));
}

/** The name a ruling is filed under: its card's name or its section's title. */
export function rulingOwnerName(r: Ruling, c: SiteCorpus): string {
  return (r.owner.kind === 'card' ? c.card.get(r.owner.id)?.name : c.mechanic.get(r.owner.id)?.title) ?? '';
}
