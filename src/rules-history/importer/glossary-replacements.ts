/**
 * What replaces an obsolete glossary term, read from its definition: the terms of the same glossary it names as the
 * new words. "See Battlefield.", "An obsolete term for mana value.", "See rule 308, “Kindreds.”", "errata … to say
 * “controller.”", "All cards printed with this card type are now instants." Only terms in use count, never the
 * obsolete term itself. Pure.
 */

/** Where a definition names a replacement, strongest first; the first that names a term decides. */
const PATTERNS: RegExp[] = [
  /\bSee (?!rules?\b|section\b)([^.“”"]+)\./g,
  /\b(?:obsolete term|older name) for ([^.,]+|“[^”]+”)/g,
  // A rule's title names the replacement only where the definition says the term was renamed.
  /\b(?:renamed|older name)\b.*\bSee rules? [\d.a-z–-]+, “([^”]+)”/g,
  /(?<!\brules? [\d.a-z–-]+, )“([^”]+)”/g,
  /\bare now ([a-z]+(?: [a-z]+)?)/g,
];

/**
 * The key a glossary term is known by from one edition to the next: lower case, without quotes or apostrophes
 * (straight, curly, or the archive's `?` for a lost one) or italics marks (`Planar _Magic_`).
 */
export function termKey(term: string): string {
  return term
    .replace(/[“”"'’?_]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/** A candidate phrase as a term would be keyed: no brackets, article or closing punctuation. */
function keyOf(phrase: string): string {
  return termKey(
    phrase
      .replace(/\[[^\]]*\]/g, '')
      .replace(/[“”"]/g, '')
      .split(/\.\s|\s—/)[0]
      .replace(/^(?:the|a|an)\s+/i, '')
      .replace(/[\s.,;:—]+$/, ''),
  );
}

/** The phrase, then its singular forms (`kindreds`, `instants`, `mana abilities`). */
function forms(key: string): string[] {
  return [key, key.replace(/ies$/, 'y'), key.replace(/s$/, '')];
}

/**
 * The terms `text` names as replacements, each once. `terms` maps a term's key (termKey) to its heading, for the
 * terms in use of the same glossary; `self` are the obsolete term's own names.
 */
export function replacementsIn(text: string, terms: ReadonlyMap<string, string>, self: readonly string[]): string[] {
  const own = new Set(self.map(termKey));
  for (const pattern of PATTERNS) {
    const found: string[] = [];
    for (const m of text.matchAll(pattern)) {
      const term = forms(keyOf(m[1]))
        .filter((f) => !own.has(f))
        .map((f) => terms.get(f))
        .find((t) => t !== undefined);
      if (term && !found.includes(term)) found.push(term);
    }
    if (found.length) return found;
  }
  return [];
}

/** The names an obsolete heading gives (`Remove from the Game, Removed, Removed-from-the-Game Zone`: three). */
export function namesOf(term: string): string[] {
  return term.split(/,\s+/).map((n) => n.trim());
}
