import type { Mechanic } from '../../../schema/index.js';
import { keywordsIn, slugify } from '../../../text/index.js';
import { paragraphOf, plainText } from '../inline.js';
import { keywordOfRule } from '../mentions.js';
import type { Blocks, RawRule, RawSection } from '../read-blocks.js';
import type { DocumentCards } from './cards.js';
import { quotedKeywords } from './quoted-keywords.js';
import { uniq, type RecordContext } from './context.js';

/** The document's mechanics, by id, and the mechanic each section (`blocks.sections[i]`) stands for, if any. */
export interface DocumentMechanics {
  list: Mechanic[];
  byId: Map<string, Mechanic>;
  idOfSection: (string | null)[];
}

/** What a section holds, as `mechanicFor` weighs it. */
interface SectionContents {
  /** Rulings were read directly under the section (not under one of its cards). */
  ownsRulings: boolean;
  /** Rules quoted in the section. */
  rules: RawRule[];
  /** Ids of the cards printed in the section. */
  cardIds: string[];
}

/** A quoted name in a title ("Ciclo: Hechizos "Híbridos aumentados"") names a group of cards, not a mechanic. */
const QUOTED_NAME = /"[^"]*"|«[^»]*»|“[^”]*”/g;

/** A title names a mechanic in a few words, after its label ("Mecánica nueva: Híbrido monocolor", "Caminar por los
 *  planos hacia un plano"); a longer one is a sentence about something else that mentions it ("Blog - Saturday,
 *  3:47 p.m. - La esquina del juez: una pregunta de la ronda 5 sobre el ninjutsu"). */
const MAX_TITLE_WORDS = 8;

/** The keyword a section's title names: after its label first, never inside a quoted name (a cycle nicknamed after a
 *  mechanic does not stand for the mechanic on every card that has it), and only in a title of a few words. */
function titleKeyword(title: string, ctx: RecordContext): string | null {
  const named = title.replace(QUOTED_NAME, ' ');
  const afterLabel = named.replace(/^[^:]*:\s*/, '');
  if (afterLabel.split(/\s+/).filter(Boolean).length > MAX_TITLE_WORDS) return null;
  return keywordsIn(afterLabel, ctx.kwIndex, true)[0] ?? keywordsIn(named, ctx.kwIndex, true)[0] ?? null;
}

/** The title a section is shown under: the document's title for the untitled start of a document. */
export function sectionTitle(section: RawSection, ctx: RecordContext): string {
  return plainText(section.title) || ctx.entry.title;
}

/**
 * The one place a mechanic is made: the mechanic a section stands for, or null.
 * General notes with something to show (rulings, quoted rules, a keyword in the title, example cards) are a
 * mechanic: its keyword, its rules, its explanation and its example cards. A card section is a mechanic only when
 * rulings sit directly under it (before any card): they need an owner; its cards and quoted rules stay the cards'.
 */
export function mechanicFor(section: RawSection, contents: SectionContents, ctx: RecordContext, usedIds: Set<string>): Mechanic | null {
  const general = section.kind === 'general';
  const title = sectionTitle(section, ctx);
  const keyword = titleKeyword(title, ctx);
  const rules = general ? contents.rules : [];
  const exampleCardIds = general ? uniq(contents.cardIds) : [];
  const showsSomething = contents.ownsRulings || rules.length > 0 || keyword !== null || exampleCardIds.length > 0;
  if (!contents.ownsRulings && !(general && showsSomething)) return null;

  let id = `${ctx.documentId}/${slugify(title)}`;
  if (usedIds.has(id))
    ctx.warnings.push({
      line: section.line,
      code: 'duplicate-heading',
      message: `section "${title}" appears again: kept as a separate section`,
      params: { title },
    });
  for (let n = 2; usedIds.has(id); n++) id = `${ctx.documentId}/${slugify(title)}-${n}`;
  usedIds.add(id);
  // The keyword a quoted rule names, else the one its number held in the document's edition (as buildRules reads it).
  const quotedKeys = quotedKeywords(rules, ctx);
  const ruleKeywords = rules
    .map((r, i) => quotedKeys[i] ?? keywordOfRule(r.number, ctx.edition, ctx.rules, ctx.glossary)?.key)
    .filter((k): k is string => Boolean(k));
  return {
    id,
    documentId: ctx.documentId,
    lang: ctx.lang,
    title,
    line: section.line,
    keyword: keyword ?? ruleKeywords[0] ?? null,
    // The keywords its explanation names follow, read from the explanation's links by the records layer.
    keywords: uniq([...(keyword ? [keyword] : []), ...ruleKeywords]),
    ruleNumbers: uniq(rules.map((r) => r.number)),
    explanation: section.paragraphs.map(paragraphOf),
    exampleCardIds,
    rulingIds: [],
    ruleIds: [],
  };
}

/** Step 2 — sections → mechanics; example cards learn their mechanic. */
export function buildMechanics(blocks: Blocks, ctx: RecordContext, cards: DocumentCards): DocumentMechanics {
  const owning = new Set(blocks.rulings.flatMap((r) => (r.owner.kind === 'section' ? [r.owner.section] : [])));
  const rulesBySection = new Map<number, RawRule[]>();
  for (const r of blocks.rules) {
    const list = rulesBySection.get(r.section);
    if (list) list.push(r);
    else rulesBySection.set(r.section, [r]);
  }
  const list: Mechanic[] = [];
  const usedIds = new Set<string>();
  const idOfSection = blocks.sections.map((section, index) => {
    const contents = {
      ownsRulings: owning.has(index),
      rules: rulesBySection.get(index) ?? [],
      cardIds: section.cards.map((c) => cards.idOfRaw[c]),
    };
    const mechanic = mechanicFor(section, contents, ctx, usedIds);
    if (!mechanic) return null;
    list.push(mechanic);
    for (const c of mechanic.exampleCardIds) cards.byId.get(c)!.mechanicIds.push(mechanic.id);
    return mechanic.id;
  });
  return { list, byId: new Map(list.map((m) => [m.id, m])), idOfSection };
}
