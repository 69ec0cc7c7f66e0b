/**
 * One edition's lines → its numbered rules. Skips the introduction and table of contents (everything before the
 * first numbered rule and the headings right above it) and the glossary and credits (from the `Glossary` line
 * after the rules on). Reads chapters (`7. Additional Rules`), sections (`702. Keyword Abilities`), rules
 * (`702.79. Persist`, `100.1. These Magic rules…`) and subrules (`702.79a …`).
 *
 * Real editions have hard-wrapped text (a wrapped line may start with a rule number: `419.8 "Sources of Damage."`)
 * and misprinted numbers (`501.2` for 510.2, `306.b`, a subrule printed twice). A numbered line is taken as a rule
 * only when its number plausibly follows the previous rule; a misprint one edit away from the expected number is
 * read as that number (and noted), anything else is a continuation line.
 */
import { chapterOf, type RuleKind } from './rule-number.js';

export interface EditionRule {
  /** As read (misprints repaired): `7`, `702`, `702.79`, `702.79a`. */
  number: string;
  kind: RuleKind;
  /** Short English title of a titled chapter, section or rule (`Persist`); null for rules that are sentences. */
  title: string | null;
  /** The rule's text without its examples (the title for titled rules); used only to follow rules, never stored. */
  text: string;
  /** Number of the enclosing rule, section or chapter in this edition; null for chapters. */
  parent: string | null;
  /** 1-based line. */
  line: number;
}

export interface EditionNote {
  line: number;
  message: string;
}

export interface ReadEdition {
  rules: EditionRule[];
  notes: EditionNote[];
}

const SMALL_WORDS = new Set([
  'a',
  'an',
  'and',
  'and/or',
  'as',
  'at',
  'by',
  'for',
  'from',
  'in',
  'into',
  'of',
  'on',
  'or',
  'per',
  'the',
  'that',
  'to',
  'vs.',
  'vs',
  'with',
]);

/** Strip italics markers and normalize quotes in a title. */
export function cleanTitle(text: string): string {
  return text
    .replace(/_/g, '')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
}

/** `Persist`, `Bands with Other`, `Interaction of Replacement and/or Prevention Effects`, `For Mirrodin!`: short, title case, no sentence. */
export function isTitle(text: string): boolean {
  const t = text.trim();
  if (t.length === 0 || t.length > 64) return false;
  if (/[.:;,]["'\u201d\u2019)]?$/.test(t)) return false;
  if (/\. /.test(t.replace(/\bvs\. /g, 'vs '))) return false;
  const words = t.split(/\s+/);
  if (words.length > 8) return false;
  return words.every((w, i) => {
    const c = w.replace(/^[_"'\u201c\u2018(]+/, '').charAt(0);
    if (c === '') return i > 0;
    if (/\p{Lu}|\d/u.test(c)) return true;
    if (/\p{Ll}/u.test(c)) return i > 0 && SMALL_WORDS.has(w.toLowerCase());
    return i > 0;
  });
}

const HEADING = /^\s*(\d{1}|\d{3})\.\s+(\S.*)$/;
/** `100.1. Text`, `100.1a Text`, `100.1a. Text`, `102.8 Text`, `901.4.Text`, `606. 8b Text`, `306.b Text`. */
const RULE = /^\s*(\d{3})\.\s?(\d*)([a-z]?)(?:\.\s*|\s+)(\S.*)?$/;

interface Num {
  s: number;
  r: number;
  l: string;
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

function nextLetter(l: string): string {
  const i = LETTERS.indexOf(l);
  return i < 0 || i + 1 >= LETTERS.length ? '' : LETTERS[i + 1];
}

function cmp(a: Num, b: Num): number {
  return a.s - b.s || a.r - b.r || (a.l < b.l ? -1 : a.l > b.l ? 1 : 0);
}

function fmt(n: Num): string {
  const s = n.s < 10 ? `00${n.s}` : n.s < 100 ? `0${n.s}` : String(n.s);
  return n.r > 0 ? `${s}.${n.r}${n.l}` : s;
}

/** Optimal string alignment distance (edits, with adjacent transpositions), capped at 3. */
function editDistance(a: string, b: string): number {
  if (Math.abs(a.length - b.length) > 2) return 3;
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return Math.min(d[a.length][b.length], 3);
}

/** Numbers that may come right after `cur` (a section just opened has r = 0). */
function expected(cur: Num): Num[] {
  if (cur.r === 0) return [{ s: cur.s, r: 1, l: '' }];
  const out: Num[] = [];
  const next = nextLetter(cur.l || '`');
  if (next) out.push({ s: cur.s, r: cur.r, l: next });
  out.push({ s: cur.s, r: cur.r + 1, l: '' });
  return out;
}

/** Does `x` plausibly follow `cur` as the next rule (a gap of a few numbers at most, same section)? */
function plausible(cur: Num, x: Num): boolean {
  if (cmp(x, cur) <= 0 || x.s !== cur.s) return false;
  if (x.r === cur.r) return LETTERS.indexOf(x.l) - LETTERS.indexOf(cur.l || '`') <= 3;
  if (x.r - cur.r > 3) return false;
  return LETTERS.indexOf(x.l) <= 3;
}

/** The next non-blank line before `end`, or ''. */
function nextLine(lines: readonly string[], i: number, end: number): string {
  for (let j = i + 1; j < end; j++) if (lines[j].trim() !== '') return lines[j];
  return '';
}

/** Is `line` the heading of a section of chapter `chapter` (`100. General` for chapter 1)? */
function startsSectionOf(line: string, chapter: number): boolean {
  const h = HEADING.exec(line);
  return h !== null && h[1].length === 3 && chapterOf(Number(h[1])) === chapter;
}

/** Read the numbered rules of one edition from its lines. */
export function readEdition(lines: readonly string[]): ReadEdition {
  const notes: EditionNote[] = [];
  const rules: EditionRule[] = [];

  // The body starts at the first numbered rule, together with the chapter and section headings right above it.
  let first = -1;
  for (let i = 0; i < lines.length; i++) {
    const m = RULE.exec(lines[i]);
    if (m && m[2] !== '' && m[4]) {
      first = i;
      break;
    }
  }
  if (first < 0) return { rules, notes };
  const firstSection = Number(RULE.exec(lines[first])![1]);
  let start = first;
  let wantSection = true;
  let wantChapter = true;
  for (let i = first - 1; i >= 0 && first - i <= 12; i--) {
    const t = lines[i].trim();
    if (t === '') continue;
    const h = HEADING.exec(lines[i]);
    if (!h || !isTitle(h[2])) break;
    const n = Number(h[1]);
    if (h[1].length === 3 && wantSection && n === firstSection) {
      wantSection = false;
      start = i;
    } else if (h[1].length === 1 && wantChapter && n === chapterOf(firstSection)) {
      wantChapter = false;
      wantSection = false;
      start = i;
    } else break;
  }
  let end = lines.length;
  for (let i = first + 1; i < lines.length; i++) {
    if (/^\s*glossary\s*$/i.test(lines[i])) {
      end = i;
      break;
    }
  }

  let chapter: EditionRule | null = null;
  let section: EditionRule | null = null;
  let rule: EditionRule | null = null;
  let cur: Num = { s: -1, r: 0, l: '' };
  let last: EditionRule | null = null;
  let inExample = false;
  let prevBlank = true;

  const open = (r: EditionRule) => {
    rules.push(r);
    last = r;
    inExample = false;
  };

  for (let i = start; i < end; i++) {
    const raw = lines[i];
    const blank = raw.trim() === '';
    const wasBlank = prevBlank;
    prevBlank = blank;
    if (blank) continue;
    const line = i + 1;

    const h = HEADING.exec(raw);
    if (h && isTitle(h[2])) {
      const n = Number(h[1]);
      const next = nextLine(lines, i, end);
      if (
        h[1].length === 1 &&
        (chapter === null || n > Number(chapter.number)) &&
        n >= chapterOf(Math.max(cur.s, 0)) &&
        startsSectionOf(next, n)
      ) {
        chapter = { number: String(n), kind: 'chapter', title: cleanTitle(h[2]), text: cleanTitle(h[2]), parent: null, line };
        section = null;
        rule = null;
        open(chapter);
        continue;
      }
      if (
        h[1].length === 3 &&
        n > cur.s &&
        (chapter === null || chapterOf(n) >= Number(chapter.number)) &&
        next.trimStart().startsWith(`${h[1]}.`)
      ) {
        const parent = chapter && Number(chapter.number) === chapterOf(n) ? chapter.number : null;
        section = { number: h[1], kind: 'section', title: cleanTitle(h[2]), text: cleanTitle(h[2]), parent, line };
        rule = null;
        cur = { s: n, r: 0, l: '' };
        open(section);
        continue;
      }
    }

    const m = RULE.exec(raw);
    if (m && m[4] && (m[2] !== '' || m[3] !== '')) {
      const x: Num = { s: Number(m[1]), r: m[2] === '' ? -1 : Number(m[2]), l: m[3] };
      const printed = `${m[1]}.${m[2]}${m[3]}`;
      let num: Num | null = null;
      const exp = cur.s < 0 ? [] : expected(cur);
      if (cur.s < 0 && x.r > 0) num = x;
      else if (x.r >= 0 && exp.some((e) => cmp(e, x) === 0)) num = x;
      else if (x.r >= 0 && wasBlank && plausible(cur, x)) num = x;
      else if (wasBlank) {
        const fix = exp.find((e) => editDistance(fmt(e), printed) <= 1);
        if (fix) {
          num = fix;
          notes.push({ line, message: `rule number ${printed} read as ${fmt(fix)} (misprint: it follows ${fmt(cur)})` });
        } else if (x.r > 0 && cmp(x, cur) > 0) {
          num = x;
          notes.push({ line, message: `rule ${printed} follows ${fmt(cur)} with a gap` });
        } else {
          notes.push({
            line,
            message: `numbered line ${printed} out of order after ${fmt(cur)}: read as text of ${last ? (last as EditionRule).number : 'nothing'}`,
          });
        }
      }
      if (num) {
        const number = fmt(num);
        const text = m[4].trimEnd();
        const kind: RuleKind = num.l ? 'subrule' : 'rule';
        if (num.s !== cur.s) section = null;
        if (kind === 'rule') {
          const title = isTitle(text) ? cleanTitle(text) : null;
          const parent = section ? section.number : chapter && Number(chapter.number) === chapterOf(num.s) ? chapter.number : null;
          rule = { number, kind, title, text: title ?? text, parent, line };
          open(rule);
        } else {
          const parent = rule && rule.number === number.slice(0, -1) ? rule.number : section ? section.number : null;
          open({ number, kind, title: null, text, parent, line });
        }
        cur = num;
        continue;
      }
    }

    // A continuation line: wrapped text, or an example (examples are left out of the text used to follow rules).
    if (/^\s*examples?\b/i.test(raw)) inExample = true;
    if (last && !inExample && (last as EditionRule).title === null) (last as EditionRule).text += ` ${raw.trim()}`;
  }
  return { rules, notes };
}
