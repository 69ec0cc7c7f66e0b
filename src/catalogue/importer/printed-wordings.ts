/**
 * How a card is printed in Spanish, French and Portuguese: the newest printing's name, type line and text in each
 * language (what the data leaves out of it, from the newest printing that gives it), and the earlier wordings that say
 * something else (a 2008 text that said "jugador objetivo" where today's says "cualquier objetivo"). A foreign name or
 * text identical to the English one is MTGJSON's copy, not a translation.
 */
import { LANGS, type Lang } from '../../languages.js';
import type { PrintedWording } from '../../schema/catalogue.js';
import type { CardRow, ForeignRow } from './mtgjson-row.js';
import { isReversible, newestFirst, type PrintingRows } from './printings.js';

const splitFaces = (name: string) => name.split(/\s*\/\/\s*/).map((n) => n.trim());

/**
 * A foreign name made only of the card's English names is MTGJSON's copy when it repeats them (DSC's rooms:
 * `A // B // A // B`) or comes with the English text; a name printed as in English (a plane's "Akoum", French
 * "Sacrifice") with a translated text is kept.
 */
function isEnglishCopy(foreign: ForeignRow, row: CardRow): boolean {
  if (!foreign.name) return true;
  const faces = splitFaces(foreign.name);
  const english = splitFaces(row.name);
  if (!faces.every((f) => english.includes(f))) return false;
  return faces.length > english.length || (foreign.text !== undefined && foreign.text === row.text);
}

/** A text that is a translation: present, and not the row's English text copied. */
function translated(text: string | undefined, row: CardRow): string | undefined {
  return text && text !== row.text ? text : undefined;
}

/** A face's printed text without its own name and cost repeated on top (MTGJSON gives a room's second face so). */
function withoutHeader(text: string, faceName: string | undefined, manaCost: string | undefined): string | undefined {
  const lines = text.split('\n');
  if (faceName && lines[0] === faceName) lines.shift();
  if (manaCost && lines[0]?.replace(/\s+/g, '') === manaCost) lines.shift();
  const rest = lines.join('\n').trim();
  return rest || undefined;
}

/**
 * The wording one printing shows in `lang`, or undefined when it was not printed in it (or only copied). A printing
 * whose name the data only copies from English but whose text it translates keeps its text, without a name.
 */
function wordingIn(p: PrintingRows, lang: Lang): PrintedWording | undefined {
  const foreign = p.rows.map((row) => row.foreign.find((f) => f.lang === lang));
  if (!foreign.every((f): f is ForeignRow => !!f)) return undefined;
  const copied = foreign.some((f, i) => isEnglishCopy(f, p.rows[i]));
  if (copied && !foreign.some((f, i) => translated(f.text, p.rows[i]))) return undefined;
  const whole = copied ? undefined : (foreign.find((f) => f.name?.includes('//'))?.name ?? (foreign[0].name as string));
  const faceNames =
    whole === undefined ? [] : p.rows.length > 1 ? foreign.map((f, i) => f.faceName ?? splitFaces(whole)[i] ?? whole) : [whole];
  let faces = p.rows.map((row, i) => {
    const face: PrintedWording['faces'][number] = faceNames[i] ? { name: faceNames[i] } : {};
    const typeLine = foreign[i].typeLine;
    if (typeLine && typeLine !== row.typeLine) face.typeLine = typeLine;
    const text = translated(foreign[i].text, row);
    const clean = text && withoutHeader(text, faceNames[i], row.manaCost);
    if (clean) face.text = clean;
    return face;
  });
  // One face's text holding another's (a room's whole text on its first face) stands for both.
  faces = faces.map((f, i) =>
    i > 0 && f.text && faces.some((o, j) => j !== i && o.text && o.text !== f.text && o.text.includes(f.text as string))
      ? { ...(f.name ? { name: f.name } : {}), ...(f.typeLine ? { typeLine: f.typeLine } : {}) }
      : f,
  );
  if (whole !== undefined && new Set(faces.map((f) => f.name)).size < faces.length) faces = dedupeFaces(faces);
  return {
    ...(whole === undefined
      ? {}
      : { name: faces.length > 1 ? faces.map((f) => f.name).join(' // ') : whole.replace(/\s*\/\/\s*/g, ' // ') }),
    faces,
    set: p.set.code,
    ...(p.number ? { number: p.number } : {}),
    released: p.released,
  };
}

/** A reversible card's two identical sides as one face. */
function dedupeFaces(faces: PrintedWording['faces']): PrintedWording['faces'] {
  const seen = new Set<string>();
  return faces.filter((f) => {
    const key = JSON.stringify(f);
    return seen.has(key) ? false : (seen.add(key), true);
  });
}

/** What makes two wordings the same: name, faces and texts (not the printing that shows them). */
const wordingKey = (w: PrintedWording) => JSON.stringify([w.name, w.faces]);

type Face = PrintedWording['faces'][number];
const FACE_FIELDS = ['name', 'typeLine', 'text'] as const;

/** Every field `older` gives, `newer` gives alike: an earlier wording that adds nothing (a name alone, the same name). */
function addsNothing(older: PrintedWording, newer: PrintedWording): boolean {
  if (older.name !== undefined && older.name !== newer.name) return false;
  if (older.faces.length !== newer.faces.length) return false;
  return older.faces.every((f, i) => FACE_FIELDS.every((k) => f[k] === undefined || f[k] === newer.faces[i][k]));
}

/**
 * The current wording: the newest printing's, with what it lacks taken from the newest older printing that gives it,
 * face by face (MTGJSON gives many printings a name and no type line or text: a hole in the data, not in the card).
 */
function filled(newest: PrintedWording, older: readonly PrintedWording[]): PrintedWording {
  const alike = older.filter((w) => w.faces.length === newest.faces.length);
  const faces = newest.faces.map((face, i) => {
    const out: Face = {};
    for (const k of FACE_FIELDS) {
      const value = face[k] ?? alike.find((w) => w.faces[i][k] !== undefined)?.faces[i][k];
      if (value !== undefined) out[k] = value;
    }
    return out;
  });
  const name = newest.name ?? alike.find((w) => w.name !== undefined)?.name;
  const { set, number, released } = newest;
  return { ...(name === undefined ? {} : { name }), faces, set, ...(number ? { number } : {}), released };
}

/**
 * Per language: the current wording (the newest printing's, its holes filled from older ones) and the earlier ones
 * that say something it does not (an older text, name or type line), newest first, each with the newest printing
 * showing it.
 */
export function printedWordings(printings: readonly PrintingRows[]): {
  printed: Partial<Record<Lang, PrintedWording>>;
  earlier: Partial<Record<Lang, PrintedWording[]>>;
} {
  const ranked = printings.slice().sort((a, b) => Number(isReversible(a)) - Number(isReversible(b)) || newestFirst(a, b));
  const printed: Partial<Record<Lang, PrintedWording>> = {};
  const earlier: Partial<Record<Lang, PrintedWording[]>> = {};
  for (const lang of LANGS) {
    const seen = new Set<string>();
    const wordings: PrintedWording[] = [];
    for (const p of ranked) {
      const w = wordingIn(p, lang);
      if (!w || seen.has(wordingKey(w))) continue;
      seen.add(wordingKey(w));
      wordings.push(w);
    }
    if (!wordings.length) continue;
    // Newest first: the current wording is the newest printing's, whatever file it came from.
    wordings.sort((a, b) => (a.released < b.released ? 1 : a.released > b.released ? -1 : 0));
    const current = filled(wordings[0], wordings.slice(1));
    const kept: PrintedWording[] = [];
    for (const w of wordings.slice(1)) if (![current, ...kept].some((newer) => addsNothing(w, newer))) kept.push(w);
    printed[lang] = current;
    if (kept.length) earlier[lang] = kept;
  }
  return { printed, earlier };
}

/** The languages a printing was printed in (a name that is a translation or a translated text). */
export function printedLangs(p: PrintingRows): Lang[] {
  return LANGS.filter((lang) => wordingIn(p, lang) !== undefined);
}
