import type { Card, Face, Lang } from '../../../schema/index.js';
import { hybridKinds, keywordsIn, manaColors, manaValue, slugify, type KeywordIndex } from '../../../text/index.js';
import { plainText, readInline } from '../inline.js';
import { mergeCardPrinting } from '../merge-card.js';
import type { Blocks, RawCard } from '../read-blocks.js';
import { uniq, type RecordContext } from './context.js';

export function cardId(lang: Lang, name: string): string {
  return `${lang}/${slugify(name)}`;
}

/** The document's cards by id, and the id each printed card (`blocks.cards[i]`) became. */
export interface DocumentCards {
  byId: Map<string, Card>;
  idOfRaw: string[];
}

function toFace(raw: RawCard['faces'][number], sharedType: string | null): Face {
  const lines = raw.text.map(readInline);
  return {
    name: plainText(raw.name),
    manaCost: raw.manaCost,
    manaValue: manaValue(raw.manaCost),
    colors: manaColors(raw.manaCost),
    typeLine: raw.typeLine ?? sharedType,
    power: raw.power,
    toughness: raw.toughness,
    loyalty: raw.loyalty,
    rulesText: lines.map((l) => l.text),
    ...(lines.some((l) => l.markup) && { rulesMarkup: lines.map((l) => l.markup ?? null) }),
  };
}

/** One printing of a card as a card record (its links to rulings, mechanics and rules are filled by later steps). */
function printedCard(raw: RawCard, ctx: RecordContext): Card {
  const faces = raw.faces.map((f) => toFace(f, raw.sharedType));
  const name = faces.map((f) => f.name).join(' // ');
  const id = cardId(ctx.lang, name);
  const types = uniq(faces.map((f) => f.typeLine).filter((t): t is string => t !== null));
  return {
    id,
    slug: id.slice(3),
    lang: ctx.lang,
    name,
    faces,
    manaCost: faces.some((f) => f.manaCost) ? faces.map((f) => f.manaCost ?? '').join(' // ') : null,
    manaValue: faces.reduce((s, f) => s + f.manaValue, 0),
    colors: manaColors(faces.map((f) => f.manaCost ?? '').join('')),
    typeLine: types.length ? types.join(' // ') : null,
    documentId: ctx.documentId,
    line: raw.line,
    appearances: [{ documentId: ctx.documentId, line: raw.line }],
    keywords: [],
    mentionedCardIds: [],
    ruleNumbers: [],
    rulingIds: [],
    mechanicIds: [],
    otherLanguageIds: [],
  };
}

/** The glossary's mechanic for each kind of hybrid symbol: a card with one in its cost has that mechanic. */
const HYBRID_MECHANICS = { hybrid: 'hybrid-mana', 'monocolored-hybrid': 'monocolored-hybrid' } as const;

/** The keywords of a card's type line (subtypes: "Enchantement : pièce" is a room, "Machination" a scheme) and the
 *  kinds of mana its cost is paid with (hybrid). Those its rules text names come from its links (src/records/). */
function cardKeywords(card: Card, kwIndex: KeywordIndex): string[] {
  const subtypes = (card.typeLine ?? '')
    .split(/\s+(?:--|—|–)\s+|\s*:\s*/)
    .slice(1)
    .join(' ');
  const typeKeywords = [
    ...keywordsIn(subtypes, kwIndex, true),
    ...keywordsIn(card.typeLine ?? '', kwIndex, true).filter((k) => kwIndex.byKey.get(k)?.kind === 'mechanic'),
  ];
  const costKeywords = hybridKinds(card.manaCost)
    .map((kind) => HYBRID_MECHANICS[kind])
    .filter((key) => kwIndex.byKey.has(key));
  return uniq([...typeKeywords, ...costKeywords]);
}

/** Step 1 — cards: one record per name; a card printed twice in the document is merged into its first printing. */
export function buildCards(blocks: Blocks, ctx: RecordContext): DocumentCards {
  const byId = new Map<string, Card>();
  const idOfRaw = blocks.cards.map((raw) => {
    const card = printedCard(raw, ctx);
    const existing = byId.get(card.id);
    if (!existing) byId.set(card.id, card);
    else {
      ctx.warnings.push({
        line: raw.line,
        code: 'card-printed-twice',
        message: `"${card.name}" is printed again (first at line ${existing.line}): merged into one card`,
        params: { name: card.name, first: existing.line },
      });
      mergeCardPrinting(existing, card);
    }
    return card.id;
  });
  for (const card of byId.values()) {
    if (!card.faces.some((f) => f.typeLine))
      ctx.warnings.push({
        line: card.line,
        code: 'card-without-type',
        message: `card "${card.name}" has no type line`,
        params: { name: card.name },
      });
    card.keywords = cardKeywords(card, ctx.kwIndex);
  }
  return { byId, idOfRaw };
}
