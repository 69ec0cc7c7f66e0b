/** One assembled MTGJSON card row → the few facts kept (names, number, ids, printed names and texts); the rest dropped. */
import type { MtgjsonCard, MtgjsonForeignName } from './mtgjson-types.js';

export function str(v: unknown): string | undefined {
  return typeof v === 'string' && v.trim() !== '' ? v.trim() : typeof v === 'number' ? String(v) : undefined;
}

/**
 * Recent sets sometimes carry the English name as a foreign one: DSC's rooms have `Spiked Corridor // Torture Pit //
 * Spiked Corridor // Torture Pit` as their French name. A name made only of the card's English names is a copy, not a
 * translation, when it repeats them or comes with the English text; a name printed as in English (Akoum, Torture)
 * with translated text is kept.
 */
function isEnglishCopy(foreign: Record<string, unknown>, name: string, card: Record<string, unknown>): boolean {
  const faces = name.split(/\s*\/\/\s*/);
  const english = String(card.name).split(/\s*\/\/\s*/);
  if (!faces.every((f) => english.includes(f.trim()))) return false;
  return faces.length > english.length || (typeof foreign.text === 'string' && foreign.text === card.text);
}

/** A printed text that is a translation: present and not the English text copied. */
function translatedText(foreign: Record<string, unknown>, card: Record<string, unknown>): string | undefined {
  const text = typeof foreign.text === 'string' ? foreign.text.trim() : '';
  return text && text !== (typeof card.text === 'string' ? card.text.trim() : undefined) ? text : undefined;
}

function foreignNames(c: Record<string, unknown>): MtgjsonForeignName[] {
  const foreign = Array.isArray(c.foreignData) ? c.foreignData : Array.isArray(c.foreignNames) ? c.foreignNames : [];
  const out: MtgjsonForeignName[] = [];
  for (const f of foreign as unknown[]) {
    if (!f || typeof f !== 'object') continue;
    const row = f as Record<string, unknown>;
    const language = str(row.language);
    const name = str(row.name);
    if (!language || !name) continue;
    const text = translatedText(row, c);
    const copied = isEnglishCopy(row, name, c);
    // A copied name with a translated text still gives the text; the name is not a printed one.
    if (copied && !text) continue;
    const entry: MtgjsonForeignName = { language, name };
    if (copied) entry.nameCopied = true;
    const faceName = str(row.faceName);
    if (faceName) entry.faceName = faceName;
    if (str((row.identifiers as Record<string, unknown> | undefined)?.scryfallId)) entry.onScryfall = true;
    if (text) entry.text = text;
    out.push(entry);
  }
  return out;
}

/** The characteristics a card is recognised by where no printed name finds it: cost, keywords, power/toughness. */
function characteristics(c: Record<string, unknown>): Pick<MtgjsonCard, 'manaCost' | 'keywords' | 'power' | 'toughness'> {
  const out: Pick<MtgjsonCard, 'manaCost' | 'keywords' | 'power' | 'toughness'> = {};
  const manaCost = str(c.manaCost);
  if (manaCost) out.manaCost = manaCost.replace(/\s+/g, '');
  if (Array.isArray(c.keywords)) {
    const keywords = c.keywords.filter((k): k is string => typeof k === 'string' && k.trim() !== '').map((k) => k.trim().toLowerCase());
    if (keywords.length) out.keywords = keywords;
  }
  const power = str(c.power);
  const toughness = str(c.toughness);
  if (power && toughness) Object.assign(out, { power, toughness });
  return out;
}

/** The facts of one assembled card row; `errors` collects why a row cannot be used. */
export function reduceCard(raw: unknown, where: string, errors: string[]): MtgjsonCard | undefined {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
    errors.push(`${where} is not an object`);
    return undefined;
  }
  const c = raw as Record<string, unknown>;
  const name = typeof c.name === 'string' ? str(c.name) : undefined;
  if (!name) {
    errors.push(`${where} has no name (a non-empty string)`);
    return undefined;
  }
  const card: MtgjsonCard = { name, foreign: [] };
  const faceName = str(c.faceName);
  if (faceName) card.faceName = faceName;
  const side = str(c.side);
  if (side) card.side = side;
  if (Array.isArray(c.names) && c.names.length > 1 && c.names.every((n) => typeof n === 'string'))
    card.names = (c.names as string[]).map((n) => n.trim());
  const number = str(c.number);
  if (number) card.number = number;
  const layout = str(c.layout);
  if (layout) card.layout = layout;
  const ids = c.identifiers && typeof c.identifiers === 'object' ? (c.identifiers as Record<string, unknown>) : {};
  const scryfallId = str(ids.scryfallId);
  if (scryfallId) card.scryfallId = scryfallId;
  const oracleId = str(ids.scryfallOracleId);
  if (oracleId) card.oracleId = oracleId;
  Object.assign(card, characteristics(c));
  card.foreign = foreignNames(c);
  return card;
}
