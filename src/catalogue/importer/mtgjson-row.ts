/**
 * One MTGJSON card row → the facts the catalogue keeps, checked by a zod schema of the few fields read (everything
 * else of the row is passed over). v3 rows (no oracle id, no Oracle text) read through the same schema: their
 * `foreignNames` stand for v5's `foreignData`.
 */
import { z } from 'zod';
import { langWith, type Lang } from '../../languages.js';

const text = z.string().optional();
/** Power, toughness, loyalty: a string in v5, sometimes a number in older files. */
const stat = z.union([z.string(), z.number()]).optional();
const identifiers = z.object({ scryfallId: text, scryfallOracleId: text }).passthrough().optional();

const foreignSchema = z
  .object({
    language: z.string(),
    name: text,
    faceName: text,
    type: text,
    text: text,
    identifiers: identifiers,
  })
  .passthrough();

/** A ruling without a date or a text is read, and then left out and reported (rulings.ts), not a broken row. */
const rulingSchema = z.object({ date: z.string().optional(), text: z.string().optional() }).passthrough();

/** The fields of a card row the importer reads; anything else may be there. */
export const mtgjsonRowSchema = z
  .object({
    name: z.string().min(1),
    faceName: text,
    side: text,
    names: z.array(z.string()).optional(),
    number: z.union([z.string(), z.number()]).optional(),
    layout: text,
    manaCost: text,
    manaValue: z.number().optional(),
    convertedManaCost: z.number().optional(),
    colors: z.array(z.string()).optional(),
    type: text,
    text: text,
    power: stat,
    toughness: stat,
    loyalty: stat,
    defense: stat,
    keywords: z.array(z.string()).optional(),
    originalReleaseDate: text,
    identifiers: identifiers,
    foreignData: z.array(foreignSchema).optional(),
    foreignNames: z.array(foreignSchema).optional(),
    rulings: z.array(rulingSchema).optional(),
  })
  .passthrough();

/** A printing in another language, as the row gives it. */
export interface ForeignRow {
  lang: Lang;
  name?: string;
  faceName?: string;
  typeLine?: string;
  text?: string;
  scryfallId?: string;
}

/** One card row (one face of a printing), reduced. */
export interface CardRow {
  name: string;
  faceName?: string;
  side?: string;
  number?: string;
  layout: string;
  oracleId?: string;
  scryfallId?: string;
  manaCost?: string;
  manaValue: number;
  colors: string[];
  typeLine?: string;
  text?: string;
  power?: string;
  toughness?: string;
  loyalty?: string;
  defense?: string;
  keywords: string[];
  releaseDate?: string;
  foreign: ForeignRow[];
  rulings: { date: string; text: string }[];
}

/** Trimmed, inner whitespace runs as one space; undefined when empty. */
function clean(value: string | number | undefined): string | undefined {
  if (value === undefined) return undefined;
  const s = String(value)
    .replace(/[ \t]+/g, ' ')
    .trim();
  return s === '' ? undefined : s;
}

/** A multi-line text: each line trimmed, line breaks kept, `\r` dropped. */
function cleanText(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const s = value
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((l) => l.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .trim();
  return s === '' ? undefined : s;
}

/** MTGJSON's older encoding of a cost line inside a foreign text (`o4oU`, `o5oBoB`) → `{4}{U}`, `{5}{B}{B}`. */
const ENCODED_COST = /^(?:o(?:\d+|[WUBRGCXSTQEP]))+$/;

function decodeCosts(value: string): string {
  return value
    .split('\n')
    .map((line) => (ENCODED_COST.test(line) ? line.replace(/o(\d+|[A-Z])/g, '{$1}') : line))
    .join('\n');
}

function foreignRows(row: z.infer<typeof mtgjsonRowSchema>): ForeignRow[] {
  const out: ForeignRow[] = [];
  for (const f of row.foreignData ?? row.foreignNames ?? []) {
    const lang = langWith('mtgjson', f.language);
    if (!lang) continue;
    const entry: ForeignRow = { lang };
    const name = clean(f.name);
    if (name) entry.name = name;
    const faceName = clean(f.faceName);
    if (faceName) entry.faceName = faceName;
    const typeLine = clean(f.type);
    if (typeLine) entry.typeLine = typeLine;
    const printed = cleanText(f.text);
    if (printed) entry.text = decodeCosts(printed);
    const scryfallId = clean(f.identifiers?.scryfallId);
    if (scryfallId) entry.scryfallId = scryfallId;
    out.push(entry);
  }
  return out;
}

/** The row reduced, or why it cannot be read (one line, for the import's error naming the file and card). */
export function readCardRow(raw: unknown): CardRow | { problem: string } {
  const parsed = mtgjsonRowSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = (raw as { name?: unknown } | null)?.name;
    return { problem: `${typeof name === 'string' ? JSON.stringify(name) : 'a card'}: ${issue.path.join('.') || 'row'}: ${issue.message}` };
  }
  const r = parsed.data;
  const row: CardRow = {
    name: clean(r.name) as string,
    layout: clean(r.layout) ?? 'normal',
    manaValue: r.manaValue ?? r.convertedManaCost ?? 0,
    colors: r.colors ?? [],
    keywords: r.keywords ?? [],
    foreign: foreignRows(r),
    rulings: (r.rulings ?? []).map((x) => ({ date: x.date?.trim() ?? '', text: cleanText(x.text) ?? '' })),
  };
  const optional: [keyof CardRow, string | undefined][] = [
    ['faceName', clean(r.faceName)],
    ['side', clean(r.side)],
    ['number', clean(r.number)],
    ['oracleId', clean(r.identifiers?.scryfallOracleId)],
    ['scryfallId', clean(r.identifiers?.scryfallId)],
    ['manaCost', r.manaCost?.replace(/\s+/g, '') || undefined],
    ['typeLine', clean(r.type)],
    ['text', cleanText(r.text)],
    ['power', clean(r.power)],
    ['toughness', clean(r.toughness)],
    ['loyalty', clean(r.loyalty)],
    ['defense', clean(r.defense)],
    ['releaseDate', clean(r.originalReleaseDate)],
  ];
  for (const [key, value] of optional) if (value !== undefined) (row as unknown as Record<string, unknown>)[key] = value;
  return row;
}
