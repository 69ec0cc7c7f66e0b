/**
 * A PO file's bytes → its entries in file order, each with the line of its `msgid`. gettext-parser reads each entry:
 * it keys a whole file's translations by msgid (a second translation of a paragraph would silently replace the first)
 * and gives no line numbers, so the file is first cut into entries by the kind of each line's start, and each entry is
 * parsed alone. Lines are decoded as UTF-8 one by one: a paragraph that is not UTF-8 is reported, not the whole file.
 */
import { po } from 'gettext-parser';

export interface PoEntry {
  msgid: string;
  /** Empty: not translated. */
  msgstr: string;
  /** 1-based line of the `msgid` keyword. */
  line: number;
  /** Marked `#, fuzzy`: a draft gettext itself never uses. */
  fuzzy: boolean;
}

export interface PoProblem {
  line: number;
  kind: 'not-utf8' | 'unreadable';
  /** What could be read of the entry, for the report (shown as text). */
  text: string;
}

export interface PoFile {
  entries: PoEntry[];
  problems: PoProblem[];
  /** The charset the header declares, when it declares one. */
  charset: string | null;
}

interface Block {
  lines: string[];
  /** Its lines that are UTF-8: what the report quotes of an entry that is not. */
  readable: string[];
  /** 1-based line of the block's first line, of its msgid, and of its first line that is not UTF-8. */
  first: number;
  msgid: number | null;
  notUtf8: number | null;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });
const lossy = new TextDecoder('utf-8');

/** The file's lines (any line ends; a BOM dropped), each decoded alone, and whether it was UTF-8. */
function decodeLines(bytes: Uint8Array): { text: string; utf8: boolean }[] {
  const lines: { text: string; utf8: boolean }[] = [];
  let start = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  for (let i = start; i <= bytes.length; i++) {
    if (i < bytes.length && bytes[i] !== 0x0a && bytes[i] !== 0x0d) continue;
    const raw = bytes.subarray(start, i);
    try {
      lines.push({ text: utf8.decode(raw), utf8: true });
    } catch {
      lines.push({ text: lossy.decode(raw), utf8: false });
    }
    if (bytes[i] === 0x0d && bytes[i + 1] === 0x0a) i++;
    start = i + 1;
  }
  return lines;
}

/** How a line starts: what decides where an entry ends. An obsolete entry's lines (`#~ msgid …`) are comments. */
function lineKind(line: string): 'blank' | 'comment' | 'msgstr' | 'msgid' | 'key' | 'string' | 'other' {
  const t = line.trimStart();
  if (t === '') return 'blank';
  if (t.startsWith('#')) return 'comment';
  if (/^msgstr\b/.test(t)) return 'msgstr';
  if (/^msgid\s/.test(t)) return 'msgid';
  if (/^(msgctxt|msgid_plural)\b/.test(t)) return 'key';
  if (t.startsWith('"')) return 'string';
  return 'other';
}

/** The file cut into entries: a new entry starts at a comment, `msgctxt` or `msgid` after the last entry's msgstr. */
function blocksOf(lines: { text: string; utf8: boolean }[]): Block[] {
  const blocks: Block[] = [];
  let current: Block | null = null;
  let afterMsgstr = false;
  lines.forEach(({ text, utf8: ok }, i) => {
    const kind = lineKind(text);
    const starts = kind === 'comment' || kind === 'msgid' || (kind === 'key' && text.trimStart().startsWith('msgctxt'));
    if (!current || (afterMsgstr && starts)) {
      if (kind === 'blank') return;
      current = { lines: [], readable: [], first: i + 1, msgid: null, notUtf8: null };
      blocks.push(current);
      afterMsgstr = false;
    }
    current.lines.push(text);
    if (ok && text.trim()) current.readable.push(text.trim());
    if (kind === 'msgid' && current.msgid === null) current.msgid = i + 1;
    if (kind === 'msgstr') afterMsgstr = true;
    if (!ok && current.notUtf8 === null) current.notUtf8 = i + 1;
  });
  return blocks;
}

/** The one entry of a block as gettext-parser reads it (a header block is an entry with an empty msgid). */
function parseBlock(block: Block): { entry: PoEntry; charset: string | null } | PoProblem {
  const line = block.msgid ?? block.first;
  const text = block.lines.join('\n');
  if (block.notUtf8 !== null) return { line: block.notUtf8, kind: 'not-utf8', text: excerpt(block.readable.join(' ')) };
  let parsed;
  try {
    parsed = po.parse(text);
  } catch (e) {
    const at = (e as { lineNumber?: number }).lineNumber;
    return { line: at ? block.first + at - 1 : line, kind: 'unreadable', text: excerpt(text) };
  }
  const found = Object.values(parsed.translations).flatMap((byId) => Object.values(byId));
  if (found.length !== 1) return { line, kind: 'unreadable', text: excerpt(text) };
  const [e] = found;
  const charset = e.msgid === '' ? (/charset=([\w-]+)/i.exec(e.msgstr[0] ?? '')?.[1] ?? null) : null;
  const fuzzy = (e.comments?.flag ?? '').split(/[,\s]+/).includes('fuzzy');
  return { entry: { msgid: e.msgid, msgstr: e.msgstr[0] ?? '', line, fuzzy }, charset };
}

const excerpt = (text: string) => (text.length > 160 ? `${text.slice(0, 159)}…` : text);

/** Every entry of a PO file, in order (the header left out), and the entries that could not be read. */
export function readPo(bytes: Uint8Array): PoFile {
  const entries: PoEntry[] = [];
  const problems: PoProblem[] = [];
  let charset: string | null = null;
  for (const block of blocksOf(decodeLines(bytes))) {
    // Obsolete entries (`#~`) and lone comments hold no paragraph.
    if (block.msgid === null && block.lines.every((l) => /^\s*#/.test(l))) continue;
    const read = parseBlock(block);
    if ('kind' in read) problems.push(read);
    else if (read.entry.msgid === '') charset ??= read.charset;
    else entries.push(read.entry);
  }
  return { entries, problems, charset };
}
