import type { Lang } from '../languages.js';
import type { Ruling } from '../schema/index.js';
import { rulingPath, withLang } from '../site-paths.js';
import type { SiteCorpus } from './corpus.js';

/** Whether a document ruling translates one of a catalogue card's official rulings (the build's alignment): the
 *  card's page shows it there, under that ruling, and in its own language's page only. */
export const translatesOfficialRulingOf = (r: Pick<Ruling, 'original'>, oracleId: string): boolean =>
  r.original?.oracleIds.includes(oracleId) ?? false;

/** A ruling's address in the reader's language: on its card's page, or on its document's. A card's ruling that
 *  translates one of its card's official rulings stands on the card's page in its own language: its address is there. */
export function rulingHref(r: Ruling, lang: Lang, c: Pick<SiteCorpus, 'card'>): string {
  const owner = r.owner.kind === 'card' ? c.card.get(r.owner.id) : undefined;
  const identity = owner && (owner.appearances.find((a) => a.documentId === r.documentId)?.identity ?? owner.identity);
  return withLang(identity && translatesOfficialRulingOf(r, identity.oracleId) ? r.lang : lang, rulingPath(r, owner));
}

/** The name a ruling is filed under: its card's name or its section's title. */
export function rulingOwnerName(r: Ruling, c: SiteCorpus): string {
  return (r.owner.kind === 'card' ? c.card.get(r.owner.id)?.name : c.mechanic.get(r.owner.id)?.title) ?? '';
}
