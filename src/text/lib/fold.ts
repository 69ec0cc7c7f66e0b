/** Every style of apostrophe and single quote a document or a query may type, folded to `'`. */
const APOSTROPHES = /[’‘`´ʼ]/g;

/** Apostrophes of every style as `'`: the one quote fold, which foldText also applies. */
export function foldApostrophes(text: string): string {
  return text.replace(APOSTROPHES, "'");
}

/** Folded form of single characters, computed once: most text is Latin, so folding is one table lookup a character. */
const FOLD_CACHE = new Map<number, string>();

function foldChar(code: number): string {
  let folded = FOLD_CACHE.get(code);
  if (folded === undefined) {
    const ch = String.fromCharCode(code);
    folded =
      foldApostrophes(ch) !== ch
        ? "'"
        : ch
            .normalize('NFD')
            .replace(/[\u0300-\u036f]/g, '')
            .toLowerCase();
    FOLD_CACHE.set(code, folded);
  }
  return folded;
}

/** Lowercase without accents, apostrophes unified: the key under which names, keywords and queries are compared. */
export function foldText(text: string): string {
  let out = '';
  let plainRun = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    // ASCII lowercase letters, digits, spaces and punctuation fold to themselves: copy them in runs.
    if (code < 0x80 && (code < 0x41 || code > 0x5a) && code !== 0x60) {
      plainRun++;
      continue;
    }
    if (plainRun) {
      out += text.slice(i - plainRun, i);
      plainRun = 0;
    }
    // Surrogate pairs and combining marks (NFD input) take the slow, exact path.
    if ((code >= 0xd800 && code <= 0xdfff) || (code >= 0x300 && code <= 0x36f)) {
      out += code >= 0x300 && code <= 0x36f ? '' : text[i];
      continue;
    }
    out += foldChar(code);
  }
  if (plainRun) out += text.slice(text.length - plainRun);
  return out;
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
