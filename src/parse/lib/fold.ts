/** Lowercase without accents, apostrophes unified: the key under which names, keywords and queries are compared. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’‘`´ʼ]/g, "'")
    .toLowerCase();
}

/** A URL-safe slug: folded, non-alphanumerics as single hyphens. */
export function slugify(text: string): string {
  return foldText(text).replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'untitled';
}

/** FNV-1a, base 36: short stable ids that do not depend on line numbers. */
export function shortHash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(36);
}
