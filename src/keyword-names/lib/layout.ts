/**
 * A foreign text laid out as its English one, line for line, where MTGJSON's foreign text is laid out otherwise:
 * - lines glued after a reminder (`Carence (Cette carte n'a pas de couleur.)Ingestion (À chaque fois…)`): split;
 * - a layout marker line (`//Level_2//`, `//PRT-Prototype_Mech//`): dropped; the block after a marker that holds
 *   symbol lines (a mana cost `{1}{W}`, a power and toughness `2/2`) is one English line laid out on several
 *   (`Prototype {1}{W} — 2/2`): joined in one line, its words first, and put where that English line is.
 * Pure: strings in, string out.
 */

const MARKER = /^\/\/[^\n]*\/\/$/;
/** A line of symbols only: a mana cost, or a power and toughness. */
const SYMBOLS = /^(?:\{[^{}]+\})+$|^[\dX*+-]+\/[\dX*+-]+$/;
/** A reminder's closing parenthesis glued to the next line's first letter. */
const GLUED = /\)(?=\p{L})/gu;

/** The English line that holds every symbol line of a block, or -1. */
function lineHolding(english: readonly string[], symbols: readonly string[]): number {
  return english.findIndex((line) => symbols.every((s) => line.includes(s)));
}

/** One block after a marker as one line (`Prototipo {1}{W} 2/2`), or null when it is no English line laid out anew. */
function joinedBlock(block: readonly string[], english: readonly string[]): { line: string; at: number } | null {
  const symbols = block.filter((l) => SYMBOLS.test(l.trim()));
  const words = block.filter((l) => !SYMBOLS.test(l.trim()));
  if (!symbols.length || !words.length) return null;
  const at = lineHolding(english, symbols);
  if (at < 0) return null;
  // A name's period before its reminder or at its end (`Prototipo. (…)`) ends no sentence once joined.
  const head = words.map((w) => w.trim().replace(/\.(?=\s*(?:\(|$))/, '')).join(' ');
  return { line: [head, ...symbols.map((s) => s.trim())].join(' '), at };
}

/** `text` with glued lines split (English or foreign). */
export function unglued(text: string): string {
  return text.replace(GLUED, ')\n');
}

/** The foreign text laid out as the English one (see the module's comment). */
export function laidOutAs(englishText: string, foreignText: string): string {
  const foreign = unglued(foreignText);
  if (!foreign.includes('//')) return foreign;
  const english = unglued(englishText).split('\n');
  const lines = foreign.split('\n');
  const out: string[] = [];
  const moved: { line: string; at: number }[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (!MARKER.test(lines[i].trim())) {
      out.push(lines[i]);
      continue;
    }
    let end = i + 1;
    while (end < lines.length && !MARKER.test(lines[end].trim())) end++;
    const joined = joinedBlock(lines.slice(i + 1, end), english);
    if (joined) {
      moved.push(joined);
      i = end - 1;
    }
  }
  for (const m of moved.sort((a, b) => a.at - b.at)) out.splice(Math.min(m.at, out.length), 0, m.line);
  return out.join('\n');
}
