/**
 * `npm run add-document`: one document into content/ — its file copied under documents/<lang>/, its manifest entry
 * written — with what the text itself tells suggested (its language, its title, the sets of the cards it names, the
 * date its rule numbers fit), and what came out of it, read as the build reads it. Nothing is written unless the
 * whole content still builds with it.
 */
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { writeFileAtomic } from '../files/atomic-write.js';
import { type Lang } from '../languages.js';
import { DocumentError, parseDocument, type DocumentRecords } from '../parse/index.js';
import { cardNameScan, cardNamesOfCatalogue, type CardNames } from '../records/card-names.js';
import { gameWordsIn } from '../records/add-links.js';
import { ContentError, shownPath, type Content } from '../load/content.js';
import { lastDayOf } from '../schema/date.js';
import { DOCUMENT_ID_MAX, manifestSchema, type DocumentKind, type ManifestEntry, type Report } from '../schema/index.js';
import { buildRecords } from './pipeline.js';

/** What the person adding the document said (command-line flags or answers at a terminal). */
export interface Given {
  lang?: Lang;
  title?: string;
  date?: string;
  kind?: DocumentKind;
  /** `[]` for none. */
  sets?: ManifestEntry['sets'];
  id?: string;
  source?: string;
}

/** A set the document's cards suggest, and the cards that suggest it. */
export interface SuggestedSet {
  code: string;
  name: string;
  cards: string[];
}

/** What the text tells of itself, read before anything is written. */
export interface Suggestions {
  lang: Lang | null;
  title: string | null;
  /** The date its rule numbers fit (the first day of the rules edition they fit), when they fit one. */
  date: string | null;
  sets: SuggestedSet[];
  /** Every card the text names (printed or named in its prose), as it names them. */
  cards: string[];
}

/** The manifest fields no text gives: what the person adding a document must say. */
export type Missing = 'lang' | 'title' | 'kind' | 'date';

/** The most sets a suggestion lists: an article that names cards of more sets lists none (see README). */
const MAX_SETS = 4;

/** The id a file would get: its name as a lowercase slug. */
export function idOfFile(file: string): string {
  return (
    basename(file)
      .replace(/\.[^.]*$/, '')
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .slice(0, DOCUMENT_ID_MAX)
      .replace(/^-+|-+$/g, '') || 'document'
  );
}

/** Reads the document as the build would (in memory), and what it suggests of its manifest entry. */
export function suggest(
  bytes: Uint8Array,
  file: string,
  given: Given,
  content: Content,
  cardNames = cardNamesOfCatalogue(content.catalogue),
) {
  const records = parseDocument(
    { content: bytes, file, lang: given.lang, date: given.date },
    content.glossary,
    content.vocabulary,
    content.rules,
  );
  const lang = records.document.lang;
  const cards = cardsNamed(records, cardNames, content);
  const suggestedDate = records.document.rulesEdition.chosenBy === 'citations' ? records.document.rulesEdition.edition : null;
  const suggestions: Suggestions = {
    lang,
    title: titleOf(records),
    date: suggestedDate,
    sets: setsOf(cards, lang, cardNames, content.manifest, given.date ?? suggestedDate),
    cards,
  };
  return { records, suggestions };
}

/** The title the document gives itself: its first line of content, when that is a heading (text before any heading is
 *  a section titled by the document's title: the file's name here). */
function titleOf(records: DocumentRecords): string | null {
  const skipped = new Set(records.report.skipped.map((s) => s.line));
  const first = records.lines.findIndex((l, i) => l.trim() !== '' && !skipped.has(i + 1));
  const section = records.document.sections.find((s) => s.line === first + 1);
  return section && section.title !== records.document.title ? section.title : null;
}

/** The cards the document prints, and those its rulings and prose name (as printed in its language, or in English). */
function cardsNamed(records: DocumentRecords, cardNames: CardNames, content: Content): string[] {
  const lang = records.document.lang;
  const named = cardNameScan(cardNames.namesIn(lang), gameWordsIn(content.glossary, content.vocabulary[lang], lang));
  const texts = [
    ...records.rulings.map((r) => r.text),
    ...records.document.sections.flatMap((s) => s.paragraphs.map((p) => p.text)),
    ...records.mechanics.flatMap((m) => m.explanation.map((p) => p.text)),
  ];
  const cards = new Set([...records.cards.flatMap((c) => [c.name, ...c.faces.map((f) => f.name)]), ...texts.flatMap(named)]);
  return [...cards].filter((name) => cardNames.setsPrinting(name, lang).length > 0);
}

/**
 * The fewest sets that print the cards named, most cards first (a reprint does not add its set when another set
 * already covers the card), among the sets released by the document's date (a card printed only later: any of its
 * sets); between sets covering as many cards, the newest — the printing the catalogue gives a card of a document that
 * names no set of it. More than MAX_SETS sets suggest none. A set's name is the one another document of the manifest
 * in the same language gives it, else its code (a page shows it in the document's language).
 */
function setsOf(
  cards: string[],
  lang: Lang,
  cardNames: CardNames,
  manifest: ManifestEntry[],
  date: string | null | undefined,
): SuggestedSet[] {
  const until = date ? lastDayOf(date) : null;
  const bySet = new Map<string, { released: string; cards: Set<string> }>();
  for (const card of cards) {
    const sets = cardNames.setsPrinting(card, lang);
    const released = until ? sets.filter((s) => s.released <= until) : sets;
    for (const { code, released: day } of released.length ? released : sets) {
      const set = bySet.get(code) ?? { released: day, cards: new Set<string>() };
      bySet.set(code, { released: set.released < day ? set.released : day, cards: set.cards.add(card) });
    }
  }
  const chosen: SuggestedSet[] = [];
  const covered = new Set<string>();
  while (covered.size < cards.length) {
    const [code, printed] =
      [...bySet]
        .map(([c, s]) => [c, [...s.cards].filter((x) => !covered.has(x)), s.released] as const)
        .sort((a, b) => b[1].length - a[1].length || (a[2] !== b[2] ? (a[2] > b[2] ? -1 : 1) : a[0] < b[0] ? -1 : 1))[0] ?? [];
    if (!code || !printed?.length) break;
    chosen.push({ code, name: setName(code, lang, manifest), cards: printed });
    for (const c of printed) covered.add(c);
  }
  return chosen.length <= MAX_SETS ? chosen : [];
}

function setName(code: string, lang: Lang, manifest: ManifestEntry[]): string {
  const named = manifest.find((e) => e.lang === lang && e.sets.some((s) => s.code === code));
  return named?.sets.find((s) => s.code === code)?.name ?? code;
}

/** The fields still missing once the given ones and the suggestions are put together. */
export function missingFields(given: Given, suggestions: Suggestions): Missing[] {
  const missing: Missing[] = [];
  if (!given.lang && !suggestions.lang) missing.push('lang');
  if (!given.title && !suggestions.title) missing.push('title');
  if (!given.kind) missing.push('kind');
  if (!given.date && !suggestions.date) missing.push('date');
  return missing;
}

/** The manifest entry: what was given, else what was suggested (a date from the citations says so). */
export function entryOf(file: string, given: Required<Pick<Given, 'kind'>> & Given, suggestions: Suggestions): ManifestEntry {
  const lang = given.lang ?? suggestions.lang!;
  const id = given.id ?? idOfFile(file);
  return {
    id,
    file: `documents/${lang}/${id}.txt`,
    lang,
    title: given.title ?? suggestions.title!,
    sets: given.sets ?? suggestions.sets.map(({ code, name }) => ({ name, code })),
    kind: given.kind,
    date: given.date ?? suggestions.date!,
    ...(!given.date && { dateInferredFrom: 'citations' as const }),
    source: given.source ?? `added with npm run add-document from ${basename(file)}`,
  };
}

/** What the build read of the new document: its report (the records' checks included) and its records. */
export interface Added {
  entry: ManifestEntry;
  records: DocumentRecords;
  report: Report;
}

/**
 * Copies the document into content/ and writes its entry at the end of the manifest (checked with the whole manifest:
 * a refusal says what is valid), then builds every record of content/ as `build:data` does. A refused entry, a file
 * already there, or a build that fails leaves content/ as it was: a ContentError says why, one line a problem.
 */
export function addDocument(root: string, bytes: Uint8Array, entry: ManifestEntry, load: () => Content): Added {
  const manifestFile = join(root, 'documents.json');
  const target = join(root, entry.file);
  const raw = readFileSync(manifestFile, 'utf8');
  const manifest = [...(JSON.parse(raw) as unknown[]), entry];
  const checked = manifestSchema.safeParse(manifest);
  if (!checked.success)
    throw new ContentError(
      checked.error.issues
        .map((i) => `${shownPath(manifestFile)}: new entry "${entry.id}": ${i.path.slice(1).join('.') || 'entry'}: ${i.message}`)
        .join('\n'),
    );
  if (existsSync(target)) throw new ContentError(`${shownPath(target)}: a file is already there (give the document another --id)`);
  mkdirSync(dirname(target), { recursive: true });
  writeFileAtomic(target, bytes);
  try {
    writeFileAtomic(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
    const content = load();
    const { corpus, problems } = buildRecords(content);
    if (!corpus) throw new ContentError(problems.join('\n'));
    const records = parseDocument(
      { content: bytes, file: `content/${entry.file}`, entry },
      content.glossary,
      content.vocabulary,
      content.rules,
    );
    return { entry, records, report: corpus.reports.find((r) => r.documentId === entry.id)! };
  } catch (e) {
    rmSync(target, { force: true });
    writeFileAtomic(manifestFile, raw);
    if (e instanceof DocumentError) throw new ContentError(e.message);
    throw e;
  }
}
