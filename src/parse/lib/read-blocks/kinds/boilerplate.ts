import type { LanguageVocabulary, SkipCode } from '../../../../schema/index.js';
import { foldText } from '../../../../text/index.js';
import type { LineRule } from '../line-rule.js';
import { TERMINAL } from '../sentence.js';
import type { ReaderState } from '../state.js';

/**
 * What a page wraps around a document when it is saved or reposted: the site's furniture (bylines, tags, share links,
 * menus, copyright), its template's tags, its front matter and its readers' comments. Such lines are in no record:
 * each is skipped with its reason and listed in the report, and ends the open block.
 */

/** `{{ page.url }}`, `{% include x.html %}`, `<!-- … -->`: a template's tag or a comment of the page's markup (a tag's
 *  length bounded: a line of braces must not make the test quadratic). */
const TEMPLATE = /\{\{[^{}\n]{0,200}\}\}|\{%[^%\n]{0,200}%\}|<!--|-->/;
/** `© 2024 …`, `Copyright …`. */
const COPYRIGHT = /^(?:©|\(c\)\s|copyright\b)/i;
/** `Inicio | Noticias | Reglas`, `English · Español · Français`: three or more short items in a row. */
const MENU_SEPARATOR = /\s[|·•]\s/;
const MENU_SEPARATOR_CHARACTER = /[|·•]/;
const MAX_MENU_ITEM_WORDS = 4;

/** How much of a line's start tells furniture (the longest start or comments heading is far shorter). */
const HEAD = 48;

/** A line of the site a document was copied from, as the vocabulary lists them ("Postar um comentário"), several of
 *  them run together on one line, or a line that starts as site lines do ("Publicado por Sergio a las 18:05"). */
export function isBoilerplate(line: string, vocab: LanguageVocabulary, foldedHead = foldText(line.trim().slice(0, HEAD))): boolean {
  const t = line.trim();
  if (vocab.boilerplate.includes(t) || COPYRIGHT.test(t)) return true;
  return startsLikeFurniture(foldedHead, vocab) || madeOfBoilerplate(t, vocab.boilerplate);
}

const startsCache = new WeakMap<LanguageVocabulary, string[]>();
function startsLikeFurniture(folded: string, vocab: LanguageVocabulary): boolean {
  let starts = startsCache.get(vocab);
  if (!starts) startsCache.set(vocab, (starts = vocab.boilerplateStarts.map(foldText)));
  return starts.some((s) => folded.startsWith(s) && (folded.length === s.length || !/\p{L}/u.test(folded[s.length]) || /\W$/.test(s)));
}

/** "Entrada más reciente Entrada antigua Página principal": the line is the vocabulary's lines, one after another. */
function madeOfBoilerplate(line: string, lines: readonly string[]): boolean {
  let rest = line;
  while (rest) {
    const next = lines.find((b) => rest.startsWith(b) && (rest.length === b.length || rest[b.length] === ' '));
    if (!next) return false;
    rest = rest.slice(next.length).trimStart();
  }
  return line !== '';
}

/** A menu on one line: three or more short items between separators, none a sentence. */
export function isMenuLine(line: string): boolean {
  if (!MENU_SEPARATOR_CHARACTER.test(line)) return false;
  const items = line.trim().split(MENU_SEPARATOR);
  return items.length >= 3 && items.every((item) => isMenuItem(item));
}

function isMenuItem(item: string): boolean {
  const t = item.trim();
  return t.length > 0 && t.length <= 30 && t.split(/\s+/).length <= MAX_MENU_ITEM_WORDS && !/[.!?]$/.test(t) && !/[{}]/.test(t);
}

/** One entry of a menu printed one per line: a word or three, letters only, no sentence. */
function isMenuEntry(line: string): boolean {
  const t = line.trim();
  return /^\p{Lu}[\p{L}'’&\- ]{0,24}$/u.test(t) && t.split(/\s+/).length <= 3 && !TERMINAL.test(t);
}

/** A menu printed one entry per line at the top of a saved page: four or more entries in a row, with nothing but
 *  blank or skipped lines before them (the same lines further down could be a card's keywords). */
function topMenuThrough(state: ReaderState, i: number): number | null {
  if (state.contentSeen || !isMenuEntry(state.lines[i])) return null;
  let j = i;
  while (j < state.lines.length && isMenuEntry(state.lines[j])) j++;
  return j - i >= 4 ? j - 1 : null;
}

const commentsCache = new WeakMap<LanguageVocabulary, Set<string>>();
/** "3 comentarios:", "Laisser un commentaire", "Deixe um comentário": where readers' comments start (`folded`: the
 *  line trimmed and folded, when the caller has it). */
export function isCommentsHeading(line: string, vocab: LanguageVocabulary, folded?: string): boolean {
  const t = line.trim();
  if (t.length > HEAD) return false;
  let headings = commentsCache.get(vocab);
  if (!headings) commentsCache.set(vocab, (headings = new Set(vocab.commentsHeadings.map(foldText))));
  return headings.has((folded ?? foldText(t)).replace(/^\d+(?=\s)/, '#'));
}

/** YAML front matter: `---` on the document's first line, `key: value` lines, `---`. The last line of it, or null. */
function frontMatterThrough(state: ReaderState, i: number): number | null {
  if (state.lines[i].trim() !== '---' || state.contentSeen || state.out.skipped.length > 0) return null;
  for (let j = i + 1; j < Math.min(state.lines.length, i + 60); j++) {
    const t = state.lines[j];
    if (t.trim() === '---') return j > i + 1 ? j : null;
    if (t.trim() !== '' && !/^[\w-]+\s*:(\s|$)/.test(t) && !/^\s+\S/.test(t)) return null;
  }
  return null;
}

type Furniture = { kind: 'boilerplate'; code: SkipCode; reason: string; through: number };

const furniture = (code: SkipCode, reason: string, through: number): Furniture => ({ kind: 'boilerplate', code, reason, through });

/** Which kind of furniture line i is (and the last line of it), or null. */
function furnitureAt(state: ReaderState, i: number, trimmed: string): Furniture | null {
  if (state.inComments) return furniture('comments', "readers' comments", i);
  // The line's start folded once: all of a line short enough to be a comments heading.
  const head = foldText(trimmed.slice(0, HEAD));
  if (isCommentsHeading(trimmed, state.vocab, head)) return furniture('comments', "readers' comments", i);
  const front = frontMatterThrough(state, i);
  if (front !== null) return furniture('front-matter', 'front matter of a web page', front);
  if (TEMPLATE.test(trimmed)) return furniture('template', 'template tag or markup comment of a web page', i);
  if (isBoilerplate(trimmed, state.vocab, head)) return furniture('boilerplate', 'site boilerplate', i);
  if (isMenuLine(trimmed)) return furniture('navigation', 'site menu', i);
  const menu = topMenuThrough(state, i);
  return menu === null ? null : furniture('navigation', 'site menu', menu);
}

/** Site furniture: skipped and reported; it ends the open block. Once readers' comments start, every line is theirs. */
export const boilerplate: LineRule<Furniture> = {
  kind: 'boilerplate',
  test: (state, line) => furnitureAt(state, line.index, line.trimmed),
  read(state, { index }, { code, reason, through }) {
    if (code === 'comments') state.inComments = true;
    for (let j = index; j <= through; j++) if (state.lines[j].trim() !== '') state.skip(j, code, reason, state.lines[j].trim());
    state.closeOpen();
    return through;
  },
};
