/**
 * The official rulings (MTGJSON's `rulings[]`) and English rules text (Oracle) of the cards asked for, by oracle id,
 * from v5 set files: each card's from the most recently built file that holds it (Gatherer re-dates and rewrites
 * rulings; a newer file has today's). Until the catalogue of every card gives each card's rulings, this is what the
 * alignment script and tests read.
 */
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import type { Lang } from '../../src/languages.js';
import type { OfficialCard, OfficialRuling } from '../../src/records/align/index.js';

export interface OfficialRulingsRead {
  cards: Map<string, { rulings: OfficialRuling[]; text: string | null }>;
  /** Files that are no v5 set file (v3 layout, unreadable): named, not read. */
  skippedFiles: string[];
  /** Rulings without a date or a text: counted per file, never kept. */
  malformed: { file: string; count: number }[];
}

interface V5Card {
  identifiers?: { scryfallOracleId?: unknown };
  rulings?: unknown;
  /** Oracle text of this row's face. */
  text?: unknown;
}

const isDate = (v: unknown): v is string => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v);

function readJson(file: string): unknown {
  const bytes = readFileSync(file);
  return JSON.parse((file.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('utf8'));
}

export function readOfficialRulings(files: readonly string[], oracleIds: ReadonlySet<string>): OfficialRulingsRead {
  const newest = new Map<string, { built: string; file: string; rulings: OfficialRuling[]; faces: string[] }>();
  const skippedFiles: string[] = [];
  const malformed: OfficialRulingsRead['malformed'] = [];
  for (const file of files) {
    let json: { meta?: { date?: unknown }; data?: { cards?: unknown } };
    try {
      json = readJson(file) as typeof json;
    } catch (e) {
      skippedFiles.push(`${file}: cannot read (${(e as Error).message})`);
      continue;
    }
    const built = json.meta?.date;
    if (!isDate(built) || !Array.isArray(json.data?.cards)) {
      skippedFiles.push(`${file}: no v5 set file (meta.date and data.cards expected)`);
      continue;
    }
    let bad = 0;
    for (const card of json.data.cards as V5Card[]) {
      const oracleId = card.identifiers?.scryfallOracleId;
      if (typeof oracleId !== 'string' || !oracleIds.has(oracleId)) continue;
      const known = newest.get(oracleId);
      // Each face of a card is a row of its own, with the same rulings: its text is the card's next face.
      if (known?.file === file) {
        if (typeof card.text === 'string') known.faces.push(card.text);
        continue;
      }
      if (known && known.built >= built) continue;
      const rows = Array.isArray(card.rulings) ? (card.rulings as { date?: unknown; text?: unknown }[]) : [];
      const rulings = rows.filter((r) => isDate(r?.date) && typeof r?.text === 'string' && r.text.trim() !== '') as OfficialRuling[];
      bad += rows.length - rulings.length;
      const faces = typeof card.text === 'string' ? [card.text] : [];
      newest.set(oracleId, { built, file, rulings: rulings.map(({ date, text }) => ({ date, text })), faces });
    }
    if (bad) malformed.push({ file, count: bad });
  }
  const cards = new Map([...newest].map(([id, n]) => [id, { rulings: n.rulings, text: n.faces.length ? n.faces.join('\n') : null }]));
  return { cards, skippedFiles, malformed };
}

interface V5SetCard extends V5Card {
  name?: unknown;
  faceName?: unknown;
  foreignData?: { language?: unknown; name?: unknown; faceName?: unknown; text?: unknown }[];
}

const LANGUAGES: Record<string, Lang> = { Spanish: 'es', French: 'fr', 'Portuguese (Brazil)': 'pt' };

/**
 * Every card of one v5 set file as the alignment reads it: names (English and printed), its rules texts, its rulings.
 * For tests on a set the project has never been told about (no identity table holds its cards).
 */
export function readOfficialCards(file: string): OfficialCard[] {
  const json = readJson(file) as { data?: { code?: unknown; cards?: unknown } };
  if (!Array.isArray(json.data?.cards) || typeof json.data.code !== 'string') throw new Error(`${file}: no v5 set file`);
  const set = json.data.code;
  const cards = new Map<string, OfficialCard>();
  for (const row of json.data.cards as V5SetCard[]) {
    const oracleId = row.identifiers?.scryfallOracleId;
    if (typeof oracleId !== 'string' || typeof row.name !== 'string') continue;
    let card = cards.get(oracleId);
    if (!card) {
      const rulings = (Array.isArray(row.rulings) ? row.rulings : []).filter((r) => isDate(r?.date) && typeof r?.text === 'string');
      card = { oracleId, english: [row.name], printed: {}, sets: [set], rulings, texts: {} };
      cards.set(oracleId, card);
    }
    if (typeof row.faceName === 'string') card.english.push(row.faceName);
    if (typeof row.text === 'string') card.texts.en = card.texts.en ? `${card.texts.en}\n${row.text}` : row.text;
    for (const f of row.foreignData ?? []) {
      const lang = LANGUAGES[String(f.language)];
      if (!lang || typeof f.name !== 'string' || f.name === row.name) continue;
      const names = (card.printed[lang] ??= []);
      for (const name of [f.name, f.faceName]) if (typeof name === 'string' && !names.includes(name)) names.push(name);
      if (typeof f.text === 'string' && f.text !== row.text)
        card.texts[lang] = card.texts[lang] && typeof row.faceName === 'string' ? `${card.texts[lang]}\n${f.text}` : f.text;
    }
  }
  return [...cards.values()];
}
