import type { Card, Face, Lang } from '../../../schema/index.js';
import { foldText, hybridKinds, keywordHits, keywordsIn, manaColors, manaValue, slugify, type KeywordIndex } from '../../../text/index.js';
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

/** Keywords in the card's rules text (not in its own name: "Épreuve d'angoisse" is not angoisse), subtypes, and the
 *  kinds of mana its cost is paid with (hybrid). */
function cardKeywords(card: Card, kwIndex: KeywordIndex): string[] {
  const ownNames = [...new Set([card.name, ...card.faces.map((f) => f.name)].map(foldText))];
  const text = card.faces
    .flatMap((f) => f.rulesText)
    .map((t) => {
      let folded = foldText(t);
      for (const own of ownNames) if (folded.includes(own)) folded = folded.split(own).join(' '.repeat(own.length));
      return folded;
    });
  // Subtypes name mechanics too: "Enchantement : pièce" is a room, "Machination" a scheme.
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
  const keys = uniq([...text.flatMap((t) => keywordHits(t, kwIndex, true).map((h) => h.value.key)), ...typeKeywords, ...costKeywords]);
  // A plane is played from the planar deck, with the planar die: the mechanics its type implies.
  return uniq([...keys, ...keys.flatMap((k) => kwIndex.byKey.get(k)?.implies ?? []).filter((k) => kwIndex.byKey.has(k))]);
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
