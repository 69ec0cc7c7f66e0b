/**
 * MTGJSON sets → the catalogue: one record per card (oracle id) with its Oracle facts, printings, printed wordings and
 * official rulings, and one record per set. Every record is validated before anything is written; the same data
 * always gives the same records, in the same order.
 */
import { LANGS, langWith } from '../../languages.js';
import { catalogueCardSchema, catalogueSetSchema, type CatalogueCard, type CatalogueSet, type Printing } from '../../schema/catalogue.js';
import { byCodePoint } from './collector-numbers.js';
import type { MtgjsonSet } from './mtgjson-types.js';
import { oracleFacts } from './oracle.js';
import { printedLangs, printedWordings } from './printed-wordings.js';
import { oldestFirst, printingsByCard, type PrintingRows, type RowWithoutOracleId } from './printings.js';
import { officialRulings, type SkippedRuling } from './rulings.js';
import { assignSlugs } from './slugs.js';

/** A record the schema refuses, or two printings claiming one Scryfall id: one line naming the file and card. */
export class CatalogueError extends Error {}

export interface DerivedCatalogue {
  cards: CatalogueCard[];
  sets: CatalogueSet[];
  /** Rows MTGJSON gives no oracle id (a few reversible cards): counted and listed, their cards come from other rows. */
  withoutOracleId: RowWithoutOracleId[];
  /** Rulings left out (no date, no text), each once per file and card. */
  skippedRulings: SkippedRuling[];
}

function printingOf(p: PrintingRows): Printing {
  const ids: Printing['ids'] = {};
  const en = p.rows.find((r) => r.scryfallId)?.scryfallId;
  if (en) ids.en = en;
  for (const lang of LANGS) {
    const id = p.rows.flatMap((r) => r.foreign).find((f) => f.lang === lang && f.scryfallId)?.scryfallId;
    if (id) ids[lang] = id;
  }
  const langs = printedLangs(p);
  return {
    set: p.set.code,
    ...(p.number ? { number: p.number } : {}),
    released: p.released,
    ids,
    ...(langs.length ? { langs } : {}),
  };
}

/** The record of one card, in the schema's key order (the serialized shards depend on it). */
function cardOf(oracleId: string, printings: PrintingRows[], slug: string, skipped: SkippedRuling[]): CatalogueCard {
  const facts = oracleFacts(oracleId, printings);
  const { printed, earlier } = printedWordings(printings);
  const { rulings, superseded } = officialRulings(facts.source, printings, skipped);
  const card: CatalogueCard = {
    oracleId,
    name: facts.name,
    ...(facts.otherNames.length ? { otherNames: facts.otherNames } : {}),
    slug,
    layout: facts.layout,
    oracleAsOf: facts.oracleAsOf,
    manaValue: facts.manaValue,
    colors: facts.colors,
    keywords: facts.keywords,
    faces: facts.faces,
    printed,
    ...(Object.keys(earlier).length ? { earlier } : {}),
    printings: printings.slice().sort(oldestFirst).map(printingOf),
    rulings,
    ...(superseded.length ? { superseded } : {}),
  };
  return validCard(card, printings);
}

function validCard(card: CatalogueCard, printings: PrintingRows[]): CatalogueCard {
  const checked = catalogueCardSchema.safeParse(card);
  if (checked.success) return checked.data;
  const issue = checked.error.issues[0];
  const p = printings[0];
  throw new CatalogueError(
    `${p.set.file}: ${p.set.code} ${p.number ?? ''} "${card.name}" (oracle id ${card.oracleId}): ${issue.path.join('.')}: ${issue.message}`,
  );
}

/** Two printings (of any cards) claiming one Scryfall id: the data is wrong somewhere, and the API would serve one. */
function checkScryfallIds(cards: readonly CatalogueCard[]): void {
  const owner = new Map<string, string>();
  for (const c of cards)
    for (const p of c.printings)
      for (const id of Object.values(p.ids)) {
        const here = `${c.name} (${p.set} ${p.number ?? ''})`;
        const first = owner.get(id);
        if (first && first !== here) throw new CatalogueError(`${p.set}: ${here} claims the Scryfall id ${id} of ${first}`);
        owner.set(id, here);
      }
}

function setOf(s: MtgjsonSet, cards: number): CatalogueSet {
  const names: NonNullable<CatalogueSet['names']> = {};
  for (const [language, name] of Object.entries(s.translations ?? {})) {
    const lang = langWith('mtgjson', language);
    if (lang && name !== s.name) names[lang] = name;
  }
  const set = {
    code: s.code,
    name: s.name ?? s.code,
    ...(Object.keys(names).length ? { names } : {}),
    released: s.releaseDate ?? s.builtOn ?? '',
    ...(s.type ? { type: s.type } : {}),
    ...(s.parentCode ? { parent: s.parentCode } : {}),
    cards,
  };
  const checked = catalogueSetSchema.safeParse(set);
  if (!checked.success)
    throw new CatalogueError(`${s.file}: set ${s.code}: ${checked.error.issues[0].path.join('.')}: ${checked.error.issues[0].message}`);
  return checked.data;
}

/** The catalogue of `sets` (one copy of each set, already chosen). */
export function deriveCatalogue(sets: readonly MtgjsonSet[]): DerivedCatalogue {
  const { byCard, withoutOracleId } = printingsByCard(sets);
  const oracleIds = [...byCard.keys()].sort(byCodePoint);
  const slugs = assignSlugs(
    oracleIds.map((oracleId) => {
      const printings = byCard.get(oracleId) as PrintingRows[];
      const first = printings.slice().sort(oldestFirst)[0];
      return { oracleId, name: oracleFacts(oracleId, printings).name, firstReleased: first.released, firstSet: first.set.code };
    }),
  );
  const skipped: SkippedRuling[] = [];
  const cards = oracleIds.map((oracleId) =>
    cardOf(oracleId, byCard.get(oracleId) as PrintingRows[], slugs.get(oracleId) as string, skipped),
  );
  const seen = new Set<string>();
  const skippedRulings = skipped.filter((s) => {
    const key = `${s.file}|${s.card}|${s.problem}`;
    return seen.has(key) ? false : (seen.add(key), true);
  });
  checkScryfallIds(cards);
  const cardsPerSet = new Map<string, Set<string>>();
  for (const c of cards) for (const p of c.printings) cardsPerSet.set(p.set, (cardsPerSet.get(p.set) ?? new Set()).add(c.oracleId));
  const catalogueSets = sets.map((s) => setOf(s, cardsPerSet.get(s.code)?.size ?? 0)).sort((a, b) => byCodePoint(a.code, b.code));
  return { cards, sets: catalogueSets, withoutOracleId, skippedRulings };
}
