import type { Mechanic, Ruling } from '../../../schema/index.js';
import { foldText, shortHash } from '../../../text/index.js';
import { readInline } from '../inline.js';
import { ruleReferencesIn } from '../mentions.js';
import type { Blocks } from '../read-blocks.js';
import type { DocumentCards } from './cards.js';
import { uniq, type RecordContext } from './context.js';
import type { DocumentMechanics } from './mechanics.js';

/** The mechanic a general-notes section explains (a keyword, an ability word, a card type, a kind of mana), if any: a
 *  theme or a cycle ("El color importa", "Ciclo: …") explains none, and its cards keep their rulings to themselves. */
function explainedMechanic(section: number | null, mechanics: DocumentMechanics): Mechanic | null {
  const id = section === null ? null : mechanics.idOfSection[section];
  const mechanic = id ? mechanics.byId.get(id)! : null;
  return mechanic?.keyword ? mechanic : null;
}

/**
 * Step 4 — rulings, attached to their card or to their section's mechanic (a ruling under an example card of a section
 * that explains a mechanic is also that mechanic's general ruling); the same ruling twice on one owner is kept once (the repeat is reported as skipped). Cards gain the rule numbers their rulings cite.
 */
export function buildRulings(blocks: Blocks, ctx: RecordContext, cards: DocumentCards, mechanics: DocumentMechanics): Ruling[] {
  const { documentId, lang, vocab } = ctx;
  const rulings: Ruling[] = [];
  const rulingKeys = new Map<string, Ruling>();
  for (const raw of blocks.rulings) {
    const { text, markup } = readInline(raw.text);
    // A question's plain text ends at the line break before its answer.
    const question = raw.question ? { length: text.indexOf('\n') } : undefined;
    // A section owning rulings always stands for a mechanic (mechanicFor).
    const owner: Ruling['owner'] =
      raw.owner.kind === 'card'
        ? { kind: 'card', id: cards.idOfRaw[raw.owner.card] }
        : { kind: 'mechanic', id: mechanics.idOfSection[raw.owner.section]! };
    const folded = foldText(text);
    const key = `${owner.id}|${folded}`;
    const dup = rulingKeys.get(key);
    if (dup) {
      ctx.skipped.push({
        line: raw.line,
        code: 'duplicate-ruling',
        reason: `same ruling as line ${dup.line} for the same ${owner.kind}: kept once`,
        params: { first: dup.line, context: owner.kind },
        text: raw.text.slice(0, 200),
      });
      continue;
    }
    const hash = shortHash(`${documentId}|${owner.id}|${text}`);
    const explained = owner.kind === 'card' ? explainedMechanic(raw.alsoGeneralIn, mechanics) : null;
    const ruling: Ruling = {
      id: `${documentId}/${hash}`,
      anchor: `r-${hash}`,
      documentId,
      lang,
      owner,
      mechanicId: owner.kind === 'mechanic' ? owner.id : (explained?.id ?? null),
      text,
      ...(question && { question }),
      ...(markup && { markup }),
      line: raw.line,
      endLine: raw.endLine,
      mentions: {
        rules: ruleReferencesIn(text, ctx.edition, ctx.rules, vocab),
        // What the ruling names is read from its links, found among every card of the corpus by the records layer
        // (src/records/links.ts, cross-references.ts).
        keywords: [],
        cardIds: [],
      },
    };
    rulingKeys.set(key, ruling);
    rulings.push(ruling);
    if (owner.kind === 'card') cards.byId.get(owner.id)!.rulingIds.push(ruling.id);
    else mechanics.byId.get(owner.id)!.rulingIds.push(ruling.id);
    explained?.rulingIds.push(ruling.id);
  }

  const rulingsByOwner = new Map<string, Ruling[]>();
  for (const r of rulings) {
    const list = rulingsByOwner.get(r.owner.id);
    if (list) list.push(r);
    else rulingsByOwner.set(r.owner.id, [r]);
  }
  for (const card of cards.byId.values()) {
    const own = rulingsByOwner.get(card.id) ?? [];
    card.ruleNumbers = uniq([...card.ruleNumbers, ...own.flatMap((r) => r.mentions.rules.map((x) => x.number))]);
  }
  return rulings;
}
