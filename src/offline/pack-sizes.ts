/**
 * The sizes of the packs in the built pages: a page that offers packs renders each size as an empty
 * `<data data-pack-size="es-set-dsk" value="0"></data>` (Astro runs before the pages' bytes exist); the offline stage
 * writes the bytes and their text there, so that the sizes are in the page before any script runs and nothing moves.
 */
import type { Lang } from '../languages.js';
import { formatSize, PACK_SIZE_ATTRIBUTE, type Pack } from './packs.js';

const SLOT = new RegExp(`<data ${PACK_SIZE_ATTRIBUTE}="([^"]+)" value="[^"]*">[^<]*</data>`, 'g');

/** A size slot that names no pack of the site. */
export class UnknownPack extends Error {}

/** Whether a page's bytes hold a size slot (cheap: the offline stage asks it of every page). */
export const showsPackSizes = (bytes: Buffer) => bytes.includes(`<data ${PACK_SIZE_ATTRIBUTE}="`);

/** `html` (the page `file`, in `lang`) with every pack size written in. */
export function writePackSizes(html: string, bytes: ReadonlyMap<Pack, number>, lang: Lang, file: string): string {
  return html.replace(SLOT, (_, pack: string) => {
    const size = bytes.get(pack as Pack);
    if (size === undefined) throw new UnknownPack(`${file}: shows the size of "${pack}", which is no pack of the site`);
    return `<data ${PACK_SIZE_ATTRIBUTE}="${pack}" value="${size}">${formatSize(size, lang)}</data>`;
  });
}
