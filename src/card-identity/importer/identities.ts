/**
 * MTGJSON sets → the card-identity table: one row per printing, facts only (English name and face names, set,
 * collector number, Scryfall and oracle ids, the names and rules texts printed in es/fr/pt), deduplicated and in a
 * fixed order, so the same data always gives the same bytes.
 */
import type { Lang } from '../../languages.js';
import type { CardIdentity, CardIdentityTable } from '../../schema/card-identity.js';
import { validTable } from './table-file.js';
import { chooseSetSources } from './set-sources.js';
import type { MtgjsonCard, MtgjsonSet } from './mtgjson-types.js';
import { LANGS } from '../../languages.js';

/** MTGJSON's language names (v3 and v5 alike) → the knowledge base's languages. Others are not kept. */
export const MTGJSON_LANGUAGES: Readonly<Record<string, Lang>> = { Spanish: 'es', French: 'fr', 'Portuguese (Brazil)': 'pt' };

const LANG_ORDER: readonly Lang[] = LANGS;

/** Trimmed, single-spaced; `A//B`, `A / / B` → `A // B`. */
function clean(name: string): string {
  return name
    .replace(/\s+/g, ' ')
    .trim()
    .split(/\s*\/\/\s*/)
    .join(' // ');
}

function splitFaces(name: string): string[] {
  return clean(name).split(' // ');
}

/** Collector numbers in reading order: `2` < `10` < `10a` < `10b` < `S1`; rows without a number last. */
export function compareCollectorNumbers(a: string | undefined, b: string | undefined): number {
  if (a === b) return 0;
  if (a === undefined) return 1;
  if (b === undefined) return -1;
  const pa = /^(\D*)(\d+)(.*)$/.exec(a);
  const pb = /^(\D*)(\d+)(.*)$/.exec(b);
  if (pa && pb) {
    if (pa[1] !== pb[1]) return pa[1] < pb[1] ? -1 : 1;
    const na = Number(pa[2]);
    const nb = Number(pb[2]);
    if (na !== nb) return na - nb;
    if (pa[3] !== pb[3]) return pa[3] < pb[3] ? -1 : 1;
  } else if (pa || pb) return pa ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The fixed order of the table: set, collector number, English name, then everything else. */
export function compareIdentities(a: CardIdentity, b: CardIdentity): number {
  return (
    compareStrings(a.set, b.set) ||
    compareCollectorNumbers(a.number, b.number) ||
    compareStrings(a.name, b.name) ||
    compareStrings(JSON.stringify(a), JSON.stringify(b))
  );
}

/** `113a` → `113`: the number shared by the faces of a multi-face card in v3. */
function numberBase(number: string | undefined): string | undefined {
  return number?.replace(/(\d)[a-z]$/, '$1');
}

/** The rows that make up one printing: a single row, or the face rows of a multi-face card, in face order. */
function printings(cards: readonly MtgjsonCard[]): MtgjsonCard[][] {
  const groups = new Map<string, MtgjsonCard[]>();
  cards.forEach((c, i) => {
    const key = c.names
      ? `v3|${numberBase(c.number) ?? ''}|${c.names.join('|')}`
      : c.faceName
        ? `v5|${numberBase(c.number) ?? ''}|${c.name}`
        : `row|${i}`;
    groups.set(key, [...(groups.get(key) ?? []), c]);
  });
  return [...groups.values()].map((rows) => {
    if (rows.length < 2) return rows;
    const order = (c: MtgjsonCard) => (c.names ? c.names.indexOf(c.name) : c.side ? c.side.charCodeAt(0) : 0);
    return rows.slice().sort((a, b) => order(a) - order(b));
  });
}

/** The foreign rows of `language` for each face row (first entry per row). */
function foreignOf(rows: readonly MtgjsonCard[], lang: Lang) {
  return rows.map((r) => r.foreign.find((f) => MTGJSON_LANGUAGES[f.language] === lang));
}

/** MTGJSON's older encoding of a cost line inside a foreign text (`o4oU`, `o5oBoB`) → `{4}{U}`, `{5}{B}{B}`. */
const ENCODED_COST = /^(?:o(?:\d+|[WUBRGCXSTQEP]))+$/;

function decodeCosts(text: string): string {
  return text
    .split('\n')
    .map((line) => (ENCODED_COST.test(line.trim()) ? line.trim().replace(/o(\d+|[A-Z])/g, '{$1}') : line))
    .join('\n');
}

/**
 * The printed rules text of each face in each language that prints all of them. Where one face's text already holds
 * another's (MTGJSON gives a room's whole text on its first face), that one text stands for both.
 */
function printedTexts(rows: readonly MtgjsonCard[]): CardIdentity['texts'] {
  const texts: NonNullable<CardIdentity['texts']> = {};
  for (const lang of LANG_ORDER) {
    const faces = foreignOf(rows, lang).map((f) => f?.text && decodeCosts(f.text));
    if (!faces.every((t): t is string => !!t)) continue;
    texts[lang] = faces.filter((t, i) => faces.findIndex((o) => o.includes(t)) === i);
  }
  return Object.keys(texts).length ? texts : undefined;
}

/**
 * One printing (its rows) → one identity row. `listsForeign`: the set's data gives foreign printings their Scryfall
 * ids, so a printed language without one is not on Scryfall under this set.
 */
function identityOf(set: string, rows: readonly MtgjsonCard[], listsForeign: boolean): CardIdentity {
  const first = rows[0];
  let name: string;
  let faces: string[] | undefined;
  if (first.names) {
    // v3: one row per face, each named after its face; `names` lists them all.
    const own = [...new Set(rows.map((r) => clean(r.name)))];
    faces = own.length > 1 ? own : first.names.map(clean);
    name = faces.join(' // ');
  } else if (first.faceName || first.name.includes('//')) {
    // v5: every face row carries the whole name `A // B` and its own faceName.
    name = clean(first.name);
    const own = [...new Set(rows.map((r) => r.faceName && clean(r.faceName)).filter((f): f is string => !!f))];
    faces = own.length > 1 && own.join(' // ') === name ? own : splitFaces(name);
  } else name = clean(first.name);
  if (faces && faces.length < 2) faces = undefined;
  if (faces) name = faces.join(' // ');

  const identity: CardIdentity = { name, set, names: {} };
  if (faces) identity.faces = faces;
  const numbers = [...new Set(rows.map((r) => r.number).filter((n): n is string => !!n))];
  const number = numbers.length === 1 ? numbers[0] : numberBase(numbers[0]);
  if (number) identity.number = number;
  const scryfallId = rows.find((r) => r.scryfallId)?.scryfallId;
  if (scryfallId) identity.scryfallId = scryfallId;
  const oracleId = rows.find((r) => r.oracleId)?.oracleId;
  if (oracleId) identity.oracleId = oracleId;

  const faceNames: NonNullable<CardIdentity['faceNames']> = {};
  for (const lang of LANG_ORDER) {
    const entries = foreignOf(rows, lang).map((e) => (e?.nameCopied ? undefined : e));
    const present = entries.filter((e): e is NonNullable<typeof e> => !!e);
    if (!present.length) continue;
    if (!faces) {
      identity.names[lang] = clean(present[0].name);
      continue;
    }
    // A multi-face card: the whole printed name, and its faces when the data tells them.
    const whole = present.find((e) => e.name.includes('//'))?.name;
    let printedFaces: string[] | undefined;
    if (entries.every((e) => e?.faceName)) printedFaces = entries.map((e) => clean((e as NonNullable<typeof e>).faceName as string));
    else if (whole) printedFaces = splitFaces(whole);
    else if (present.length === rows.length) printedFaces = present.map((e) => clean(e.name));
    if (printedFaces && (printedFaces.length < 2 || new Set(printedFaces).size < printedFaces.length)) printedFaces = undefined;
    if (printedFaces) {
      identity.names[lang] = printedFaces.join(' // ');
      faceNames[lang] = printedFaces;
    } else identity.names[lang] = clean(whole ?? present[0].name);
  }
  if (Object.keys(faceNames).length) identity.faceNames = faceNames;
  if (listsForeign) {
    const missing = LANG_ORDER.filter((lang) => identity.names[lang] && foreignOf(rows, lang).some((f) => f && !f.onScryfall));
    if (missing.length) identity.scryfallMissing = missing;
  }
  const texts = printedTexts(rows);
  if (texts) identity.texts = texts;
  return identity;
}

/** The identity rows of one set, deduplicated and sorted. */
export function setIdentities(set: MtgjsonSet): CardIdentity[] {
  const rows = new Map<string, CardIdentity>();
  const listsForeign = set.cards.some((c) => c.foreign.some((f) => f.onScryfall));
  for (const p of printings(set.cards)) {
    const identity = identityOf(set.code, p, listsForeign);
    rows.set(JSON.stringify(identity), identity);
  }
  return [...rows.values()].sort(compareIdentities);
}

/**
 * A set that only completes its parent (Planechase 2012's planes, OPC2, for PC2) adds the cards its parent does not
 * print; the reprints of its parent's cards (promos) would only be other printings of the same cards.
 */
function supplementIdentities(set: MtgjsonSet, parentNames: ReadonlySet<string>): CardIdentity[] {
  return setIdentities(set).filter((c) => !parentNames.has(c.name));
}

/** Newest first: the printing of a card printed elsewhere that the table keeps (most languages, then newest set). */
function comparePrintingsElsewhere(a: [CardIdentity, MtgjsonSet], b: [CardIdentity, MtgjsonSet]): number {
  const langs = (c: CardIdentity) => Object.keys(c.names).length;
  return langs(b[0]) - langs(a[0]) || (b[1].releaseDate ?? '').localeCompare(a[1].releaseDate ?? '') || compareIdentities(a[0], b[0]);
}

/**
 * Cards the documents print that their sets do not hold (a release's special guests, an older card quoted): one
 * printing each, the one printed in most of the three languages, the newest of those; none already in the table.
 */
function identitiesElsewhere(sets: readonly MtgjsonSet[], known: ReadonlySet<string>): CardIdentity[] {
  const byCard = new Map<string, [CardIdentity, MtgjsonSet][]>();
  for (const set of sets)
    for (const c of setIdentities(set)) if (!known.has(c.name)) byCard.set(c.name, [...(byCard.get(c.name) ?? []), [c, set]]);
  return [...byCard.values()].map((printings) => printings.sort(comparePrintingsElsewhere)[0][0]);
}

/**
 * MTGJSON sets → the card-identity table, every row validated against its schema before anything is written.
 * `supplements` names the sets taken only because their parent is in the table (not asked for themselves): they keep
 * only the cards their parent lacks. `elsewhere` holds, from other sets, the cards the documents print.
 */
export function deriveIdentityTable(
  sets: readonly MtgjsonSet[],
  supplements: Iterable<string> = [],
  elsewhere: readonly MtgjsonSet[] = [],
): CardIdentityTable {
  const { chosen } = chooseSetSources(sets);
  const completing = new Set(supplements);
  const own = new Map(chosen.filter((s) => !completing.has(s.code)).map((s) => [s.code, setIdentities(s)]));
  const rows = chosen.map((s) => {
    const parent = s.parentCode ? own.get(s.parentCode) : undefined;
    if (!completing.has(s.code)) return own.get(s.code) as CardIdentity[];
    return parent ? supplementIdentities(s, new Set(parent.map((c) => c.name))) : setIdentities(s);
  });
  const inTable = new Set(chosen.map((s) => s.code));
  const main = rows.flat();
  const extra = identitiesElsewhere(
    elsewhere.filter((s) => !inTable.has(s.code)),
    new Set(main.map((c) => c.name)),
  );
  const cards = [...main, ...extra].sort(compareIdentities);
  const counts = new Map<string, number>();
  for (const c of cards) counts.set(c.set, (counts.get(c.set) ?? 0) + 1);
  const extraSets = [...new Set(extra.map((c) => c.set))].sort();
  const table = {
    version: 1 as const,
    sets: [
      ...chosen
        .filter((s) => !completing.has(s.code) || counts.get(s.code))
        .map((s) => ({
          code: s.code,
          ...(s.parentCode && inTable.has(s.parentCode) ? { parent: s.parentCode } : {}),
          cards: counts.get(s.code) ?? 0,
        })),
      ...extraSets.map((code) => ({ code, namedOnly: true as const, cards: counts.get(code) ?? 0 })),
    ].sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0)),
    cards,
  };
  return validTable(table);
}
