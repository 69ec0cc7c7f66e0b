/**
 * One edition's lines → its numbered rules. Skips the introduction and table of contents (everything before the
 * first numbered rule and the headings right above it) and the glossary and credits (from the `Glossary` line
 * after the rules on). Reads chapters (`7. Additional Rules`), sections (`702. Keyword Abilities`), rules
 * (`702.79. Persist`, `100.1. These Magic rules…`) and subrules (`702.79a …`), each with its wording: the text and
 * examples as the edition prints them. Which numbered line opens a rule is decided in rule-sequence.ts.
 */
import { chapterOf, type RuleKind } from '../../rule-numbers.js';
import { formatNumber, NO_NUMBER, readNumberedLine, type SequenceNumber } from './rule-sequence.js';
import { cleanTitle, isTitle } from './titles.js';

export interface EditionRule {
  /** As read (misprints repaired): `7`, `702`, `702.79`, `702.79a`. */
  number: string;
  kind: RuleKind;
  /** Short English title of a titled chapter, section or rule (`Persist`); null for rules that are sentences. */
  title: string | null;
  /** The rule's text without its examples (the title for titled rules): what rules are followed by. */
  text: string;
  /** The rule's wording as printed: its paragraphs (text, further paragraphs, examples), one per line. */
  wording: string;
  /** Number of the enclosing rule, section or chapter in this edition; null for chapters. */
  parent: string | null;
  /** 1-based line. */
  line: number;
}

export interface EditionNote {
  line: number;
  message: string;
}

export interface EditionRules {
  rules: EditionRule[];
  notes: EditionNote[];
  /** 1-based line of the `Glossary` heading after the rules; null when the edition has none. */
  glossaryLine: number | null;
}

const HEADING = /^\s*(\d{1}|\d{3})\.\s+(\S.*)$/;
/** `100.1. Text`, `100.1a Text`, `100.1a. Text`, `102.8 Text`, `901.4.Text`, `606. 8b Text`, `306.b Text`. */
const RULE = /^\s*(\d{3})\.\s?(\d*)([a-z]?)(?:\.\s*|\s+)(\S.*)?$/;
const GLOSSARY = /^\s*glossary\s*$/i;
const EXAMPLE = /^\s*examples?\b/i;

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

/** Where the rules are: from the first numbered rule (with the chapter and section headings right above it) to the glossary. */
function bodyOf(lines: readonly string[]): { start: number; end: number; glossary: boolean } | null {
  const first = lines.findIndex((l) => {
    const m = RULE.exec(l);
    return m !== null && m[2] !== '' && Boolean(m[4]);
  });
  if (first < 0) return null;
  const firstSection = Number(RULE.exec(lines[first])![1]);
  let start = first;
  let wantSection = true;
  let wantChapter = true;
  for (let i = first - 1; i >= 0 && first - i <= 12; i--) {
    if (lines[i].trim() === '') continue;
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
  const glossary = lines.findIndex((l, i) => i > first && GLOSSARY.test(l));
  return { start, end: glossary < 0 ? lines.length : glossary, glossary: glossary >= 0 };
}

/** The state of reading one edition: the open chapter, section and rule, the last number and the rule being read. */
class EditionReader {
  readonly rules: EditionRule[] = [];
  readonly notes: EditionNote[] = [];
  private chapter: EditionRule | null = null;
  private section: EditionRule | null = null;
  private rule: EditionRule | null = null;
  private last: EditionRule | null = null;
  private cur: SequenceNumber = NO_NUMBER;
  private inExample = false;
  private paragraphs: string[] = [];

  constructor(
    private readonly lines: readonly string[],
    private readonly end: number,
  ) {}

  private open(r: EditionRule): void {
    this.finish();
    this.rules.push(r);
    this.last = r;
    this.inExample = false;
    this.paragraphs = [r.title ?? r.text];
  }

  /** The rule being read is complete: its wording is its paragraphs. */
  finish(): void {
    if (this.last) this.last.wording = this.paragraphs.join('\n');
  }

  /** `7. Additional Rules` right before its first section, or `702. Keyword Abilities` right before its first rule. */
  heading(i: number, number: string, titleText: string): boolean {
    const n = Number(number);
    const next = nextLine(this.lines, i, this.end);
    const { chapter } = this;
    const title = cleanTitle(titleText);
    if (number.length === 1) {
      const opens = (chapter === null || n > Number(chapter.number)) && n >= chapterOf(Math.max(this.cur.s, 0)) && startsSectionOf(next, n);
      if (!opens) return false;
      this.chapter = { number, kind: 'chapter', title, text: title, wording: title, parent: null, line: i + 1 };
      this.section = null;
      this.rule = null;
      this.open(this.chapter);
      return true;
    }
    const opens =
      n > this.cur.s && (chapter === null || chapterOf(n) >= Number(chapter.number)) && next.trimStart().startsWith(`${number}.`);
    if (!opens) return false;
    const parent = chapter && Number(chapter.number) === chapterOf(n) ? chapter.number : null;
    this.section = { number, kind: 'section', title, text: title, wording: title, parent, line: i + 1 };
    this.rule = null;
    this.cur = { s: n, r: 0, l: '' };
    this.open(this.section);
    return true;
  }

  /** A line starting with a rule number: the next rule, or (wrapped or out of order) text of the rule being read. */
  numbered(i: number, m: RegExpExecArray, afterBlank: boolean): boolean {
    const x: SequenceNumber = { s: Number(m[1]), r: m[2] === '' ? -1 : Number(m[2]), l: m[3] };
    const read = readNumberedLine(this.cur, x, `${m[1]}.${m[2]}${m[3]}`, afterBlank, this.last?.number ?? null);
    if (read.note) this.notes.push({ line: i + 1, message: read.note });
    if (!read.number) return false;
    const num = read.number;
    const number = formatNumber(num);
    const text = m[4].trimEnd();
    if (num.s !== this.cur.s) this.section = null;
    const { chapter, section, rule } = this;
    if (!num.l) {
      const title = isTitle(text) ? cleanTitle(text) : null;
      const parent = section ? section.number : chapter && Number(chapter.number) === chapterOf(num.s) ? chapter.number : null;
      this.rule = { number, kind: 'rule', title, text: title ?? text, wording: '', parent, line: i + 1 };
      this.open(this.rule);
    } else {
      const parent = rule && rule.number === number.slice(0, -1) ? rule.number : section ? section.number : null;
      this.open({ number, kind: 'subrule', title: null, text, wording: '', parent, line: i + 1 });
    }
    this.cur = num;
    return true;
  }

  /**
   * Any other line belongs to the rule being read: an example or an indented line starts a paragraph of its wording,
   * anything else is a wrapped line of the paragraph. Examples are left out of the text rules are followed by.
   */
  continuation(raw: string): void {
    const { last } = this;
    if (!last) return;
    const example = EXAMPLE.test(raw);
    if (example) this.inExample = true;
    const line = raw.trim();
    if (example || /^\s/.test(raw)) this.paragraphs.push(line);
    else this.paragraphs[this.paragraphs.length - 1] += ` ${line}`;
    if (!this.inExample && last.title === null) last.text += ` ${line}`;
  }
}

/** Read the numbered rules of one edition from its lines. */
export function readEditionRules(lines: readonly string[]): EditionRules {
  const body = bodyOf(lines);
  if (!body) return { rules: [], notes: [], glossaryLine: null };
  const reader = new EditionReader(lines, body.end);
  let afterBlank = true;
  for (let i = body.start; i < body.end; i++) {
    const raw = lines[i];
    const blank = raw.trim() === '';
    const wasBlank = afterBlank;
    afterBlank = blank;
    if (blank) continue;
    const h = HEADING.exec(raw);
    if (h && isTitle(h[2]) && reader.heading(i, h[1], h[2])) continue;
    const m = RULE.exec(raw);
    if (m && m[4] && (m[2] !== '' || m[3] !== '') && reader.numbered(i, m, wasBlank)) continue;
    reader.continuation(raw);
  }
  reader.finish();
  return { rules: reader.rules, notes: reader.notes, glossaryLine: body.glossary ? body.end + 1 : null };
}
