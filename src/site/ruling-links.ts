import type { Lang } from '../schema/common.js';
import type { Ruling } from '../schema/index.js';
import { cardPath, documentPath, withLang } from '../site-paths.js';
import type { SiteCorpus } from './corpus.js';

/** Where a ruling lives: on its card's page, or on its document's page for a mechanic's ruling. */
export function rulingHref(r: Ruling, lang: Lang): string {
  return withLang(lang, r.owner.kind === 'card' ? `${cardPath(r.owner.id)}#${r.anchor}` : `${documentPath(r.documentId)}#${r.anchor}`);
}

/** The name a ruling is filed under: its card's name or its section's title. */
export function rulingOwnerName(r: Ruling, c: SiteCorpus): string {
  return (r.owner.kind === 'card' ? c.card.get(r.owner.id)?.name : c.mechanic.get(r.owner.id)?.title) ?? '';
}
