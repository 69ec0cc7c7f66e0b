import type {
  Card,
  DocumentRecord,
  Face,
  Glossary,
  Lang,
  ManifestEntry,
  Mechanic,
  Report,
  Rule,
  Ruling,
  Section,
  Vocabulary,
} from '../../schema/index.js';
import { bulletOf } from './classify.js';
import { foldText, shortHash, slugify } from './fold.js';
import { nameIndex, type NameIndex } from './name-index.js';
import { plainText } from './inline.js';
import { manaColors, manaValue } from './mana.js';
import { editionOf, keywordForRule, keywordHits, keywordIndex, keywordsIn, ruleBase, ruleReferencesIn, todayNumberOf } from './mentions.js';
import type { Blocks, RawCard } from './read-blocks.js';

export interface DocumentRecords {
  document: DocumentRecord;
  cards: Card[];
  rulings: Ruling[];
  mechanics: Mechanic[];
  rules: Rule[];
  report: Report;
}

export function cardId(lang: Lang, name: string): string {
  return `${lang}/${slugify(name)}`;
}

function toFace(raw: RawCard['faces'][number], sharedType: string | null): Face {
  return {
    name: plainText(raw.name),
    manaCost: raw.manaCost,
    manaValue: manaValue(raw.manaCost),
    colors: manaColors(raw.manaCost),
    typeLine: raw.typeLine ?? sharedType,
    power: raw.power,
    toughness: raw.toughness,
    loyalty: raw.loyalty,
    rulesText: raw.text.map(plainText),
  };
}

const uniq = <T>(xs: T[]): T[] => [...new Set(xs)];

/** Card names of one language (faces included), for finding the cards a text mentions. */
export type CardNameIndex = NameIndex<string>;

export function cardNameIndex(entries: { id: string; names: string[] }[]): CardNameIndex {
  return nameIndex(entries.flatMap(({ id, names }) => names.map((name) => ({ name, value: id }))));
}

/**
 * Blocks of one document → its validated-shape records. Ids depend only on the document and the text,
 * so re-reading gives the same ids and other documents never shift them.
 */
export function documentRecords(blocks: Blocks, entry: ManifestEntry, glossary: Glossary, vocabulary: Vocabulary, langDetected: boolean): DocumentRecords {
  const { lang, id: documentId, date } = entry;
  const vocab = vocabulary[lang];
  const kwIndex = keywordIndex(glossary, lang);
  const edition = editionOf(date);
  const warnings = [...blocks.warnings];
  const skipped = [...blocks.skipped];

  // Cards, merged by name: a card printed twice in one document is one card.
  const cardIdOfRaw: string[] = [];
  const cardsById = new Map<string, Card>();
  blocks.cards.forEach((raw, index) => {
    const faces = raw.faces.map((f) => toFace(f, raw.sharedType));
    const name = faces.map((f) => f.name).join(' // ');
    const id = cardId(lang, name);
    cardIdOfRaw[index] = id;
    const existing = cardsById.get(id);
    if (existing) {
      warnings.push({ line: raw.line, code: 'card-printed-twice', message: `"${name}" is printed again (first at line ${existing.line}): merged into one card` });
      existing.appearances.push({ documentId, line: raw.line });
      existing.faces.forEach((f, k) => {
        const other = faces[k];
        if (!other) return;
        if (f.rulesText.length === 0) f.rulesText = other.rulesText;
        f.typeLine ??= other.typeLine;
        f.power ??= other.power;
        f.toughness ??= other.toughness;
        f.loyalty ??= other.loyalty;
      });
      return;
    }
    const manaCost = faces.some((f) => f.manaCost) ? faces.map((f) => f.manaCost ?? '').join(' // ') : null;
    const types = uniq(faces.map((f) => f.typeLine).filter((t): t is string => t !== null));
    cardsById.set(id, {
      id,
      slug: id.slice(3),
      lang,
      name,
      faces,
      manaCost,
      manaValue: faces.reduce((s, f) => s + f.manaValue, 0),
      colors: manaColors(faces.map((f) => f.manaCost ?? '').join('')),
      typeLine: types.length ? types.join(' // ') : null,
      documentId,
      line: raw.line,
      appearances: [{ documentId, line: raw.line }],
      keywords: [],
      mentionedCardIds: [],
      ruleNumbers: [],
      rulingIds: [],
      mechanicIds: [],
      otherLanguageIds: [],
    });
  });
  for (const card of cardsById.values()) {
    if (!card.faces.some((f) => f.typeLine)) warnings.push({ line: card.line, code: 'card-without-type', message: `card "${card.name}" has no type line` });
    // The card's own name ("Épreuve d'angoisse") must not count as the keyword it contains.
    const ownNames = [...new Set([card.name, ...card.faces.map((f) => f.name)].map(foldText))];
    const text = card.faces.flatMap((f) => f.rulesText).map((t) => {
      let folded = foldText(t);
      for (const own of ownNames) if (folded.includes(own)) folded = folded.split(own).join(' '.repeat(own.length));
      return folded;
    });
    // Subtypes name mechanics too: "Enchantement : pièce" is a room, "Machination" a scheme.
    const subtypes = (card.typeLine ?? '').split(/\s+(?:--|—|–)\s+|\s*:\s*/).slice(1).join(' ');
    const typeKeywords = [...keywordsIn(subtypes, kwIndex, true), ...keywordsIn(card.typeLine ?? '', kwIndex, true).filter((k) => kwIndex.byKey.get(k)?.kind === 'mechanic')];
    card.keywords = uniq([...text.flatMap((t) => keywordHits(t, kwIndex, true).map((h) => h.value.key)), ...typeKeywords]);
  }

  // Sections → mechanics (general notes with something to show) and document sections.
  const mechanicIdOf: (string | null)[] = [];
  const mechanics: Mechanic[] = [];
  const usedMechanicIds = new Set<string>();
  const sectionsOwningRulings = new Set(blocks.rulings.flatMap((r) => (r.owner.kind === 'section' ? [r.owner.section] : [])));
  const rulesBySection = new Map<number, typeof blocks.rules>();
  for (const r of blocks.rules) {
    const list = rulesBySection.get(r.section);
    if (list) list.push(r);
    else rulesBySection.set(r.section, [r]);
  }
  const sectionKinds = blocks.sections.map((s, index) => {
    const owned = sectionsOwningRulings.has(index);
    if (s.part) return s.part;
    return owned || s.cards.length === 0 || s.proseBeforeFirstCard || /:/.test(s.title) ? 'general' : 'cards';
  });
  blocks.sections.forEach((s, index) => {
    const title = plainText(s.title) || entry.title;
    const ownsRulings = sectionsOwningRulings.has(index);
    const rules = rulesBySection.get(index) ?? [];
    const keyword = keywordsIn(title.replace(/^[^:]*:\s*/, ''), kwIndex, true)[0] ?? keywordsIn(title, kwIndex, true)[0] ?? null;
    const hasContent = ownsRulings || rules.length > 0 || keyword !== null || (sectionKinds[index] === 'general' && s.cards.length > 0);
    if (sectionKinds[index] !== 'general' || !hasContent) {
      mechanicIdOf[index] = null;
      return;
    }
    let id = `${documentId}/${slugify(title)}`;
    if (usedMechanicIds.has(id)) warnings.push({ line: s.line, code: 'duplicate-heading', message: `section "${title}" appears again: kept as a separate section` });
    for (let n = 2; usedMechanicIds.has(id); n++) id = `${documentId}/${slugify(title)}-${n}`;
    usedMechanicIds.add(id);
    mechanicIdOf[index] = id;
    const ruleKeywords = rules.map((r) => keywordForRule(r.number, date, glossary)?.key).filter((k): k is string => Boolean(k));
    mechanics.push({
      id,
      documentId,
      lang,
      title,
      line: s.line,
      keyword: keyword ?? ruleKeywords[0] ?? null,
      keywords: uniq([...(keyword ? [keyword] : []), ...ruleKeywords, ...s.paragraphs.flatMap((p) => keywordsIn(p.text, kwIndex))]),
      ruleNumbers: uniq(rules.map((r) => r.number)),
      explanation: s.paragraphs.map((p) => ({ text: plainText(p.text), line: p.line })),
      exampleCardIds: uniq(s.cards.map((c) => cardIdOfRaw[c])),
      rulingIds: [],
      ruleIds: [],
    });
    for (const c of uniq(s.cards.map((k) => cardIdOfRaw[k]))) cardsById.get(c)!.mechanicIds.push(id);
  });
  const mechanicsById = new Map(mechanics.map((m) => [m.id, m]));

  // Quoted rules: a keyword ties a run of rules of one number (702.94, 702.94a, …) to today's number. A number can
  // be quoted again later for another keyword (a document's own mistake): each run is decided on its own.
  const groupOf = (number: string) => number.split('.').slice(0, 2).join('.').replace(/[a-z]$/, '');
  const runKeyword: (string | null)[] = [];
  for (let i = 0; i < blocks.rules.length; ) {
    const base = groupOf(blocks.rules[i].number);
    let end = i;
    while (end < blocks.rules.length && groupOf(blocks.rules[end].number) === base) end++;
    // The run's keyword is the one its rules open with ("702.94. Sobrecarga", "El símbolo de enderezar es …").
    let key: string | null = null;
    for (let k = i; k < end && !key; k++) {
      const opening = blocks.rules[k].text.split(/\s+/).slice(0, 5).join(' ');
      const words = foldText(opening).split(/\s+/);
      key =
        keywordsIn(opening, kwIndex, true).find((kw) => {
          const names = glossary.keywords.find((g) => g.key === kw)!.names[lang].map(foldText);
          return names.some((n) => words.slice(0, 2).join(' ').includes(n.split(' ')[0]));
        }) ?? null;
      if (key && !/^\d{3}\.\d+/.test(blocks.rules[k].number)) key = null;
    }
    key ??= keywordForRule(base, date, glossary)?.key ?? null;
    for (let k = i; k < end; k++) runKeyword[k] = key;
    i = end;
  }
  const usedRuleIds = new Set<string>();
  const firstRuleLine = new Map<string, number>();
  const rules: Rule[] = blocks.rules.map((r, ruleIndex) => {
    let id = `${documentId}/${r.number}`;
    if (usedRuleIds.has(id)) {
      warnings.push({ line: r.line, code: 'duplicate-rule-number', message: `rule ${r.number} is quoted twice (first at line ${firstRuleLine.get(r.number)}): both kept` });
      for (let n = 2; usedRuleIds.has(id); n++) id = `${documentId}/${r.number}~${n}`;
    }
    usedRuleIds.add(id);
    if (!firstRuleLine.has(r.number)) firstRuleLine.set(r.number, r.line);
    const keyKey = runKeyword[ruleIndex];
    const keyword = keyKey ? glossary.keywords.find((k) => k.key === keyKey) ?? null : null;
    const mechanicId = mechanicIdOf[r.section] ?? null;
    const cardRef = r.card !== null ? cardIdOfRaw[r.card] : null;
    const rule: Rule = {
      id,
      documentId,
      lang,
      number: r.number,
      text: plainText(r.text),
      line: r.line,
      edition,
      keyword: keyKey,
      todayNumber: keyword ? todayNumberOf(r.number, date, glossary, keyword) ?? (keyword.rule && ruleBase(r.number) === ruleBase(keyword.history[0]?.number ?? '') ? keyword.rule : null) : null,
      mechanicId,
      cardId: cardRef,
    };
    if (mechanicId) mechanicsById.get(mechanicId)!.ruleIds.push(id);
    if (cardRef) cardsById.get(cardRef)!.ruleNumbers.push(r.number);
    return rule;
  });

  // Rulings, attached to their card or mechanic; the same ruling twice on one owner is kept once.
  const rulings: Ruling[] = [];
  const rulingKeys = new Map<string, Ruling>();
  for (const raw of blocks.rulings) {
    const text = plainText(raw.text);
    let owner: Ruling['owner'];
    if (raw.owner.kind === 'card') owner = { kind: 'card', id: cardIdOfRaw[raw.owner.card] };
    else {
      let mechanicId = mechanicIdOf[raw.owner.section];
      if (!mechanicId) {
        // A ruling in a section that is not general notes and has no card: the section becomes a mechanic.
        const s = blocks.sections[raw.owner.section];
        const title = plainText(s.title) || entry.title;
        mechanicId = `${documentId}/${slugify(title)}`;
        for (let n = 2; mechanicsById.has(mechanicId) && mechanicIdOf[raw.owner.section] !== mechanicId; n++) mechanicId = `${documentId}/${slugify(title)}-${n}`;
        mechanicIdOf[raw.owner.section] = mechanicId;
        const m: Mechanic = { id: mechanicId, documentId, lang, title, line: s.line, keyword: null, keywords: [], ruleNumbers: [], explanation: s.paragraphs.map((p) => ({ text: plainText(p.text), line: p.line })), exampleCardIds: [], rulingIds: [], ruleIds: [] };
        mechanics.push(m);
        mechanicsById.set(mechanicId, m);
      }
      owner = { kind: 'mechanic', id: mechanicId };
    }
    const folded = foldText(text);
    const key = `${owner.id}|${folded}`;
    const dup = rulingKeys.get(key);
    if (dup) {
      skipped.push({ line: raw.line, reason: `same ruling as line ${dup.line} for the same ${owner.kind}: kept once`, text: raw.text.slice(0, 200) });
      continue;
    }
    const hash = shortHash(`${documentId}|${owner.id}|${text}`);
    const ruling: Ruling = {
      id: `${documentId}/${hash}`,
      anchor: `r-${hash}`,
      documentId,
      lang,
      owner,
      text,
      line: raw.line,
      endLine: raw.endLine,
      mentions: {
        rules: ruleReferencesIn(text, date, glossary, vocab),
        keywords: uniq(keywordHits(folded, kwIndex).map((h) => h.value.key)),
        // Cards are cross-references between documents: filled in by the records layer (src/records/cross-references.ts).
        cardIds: [],
      },
    };
    rulingKeys.set(key, ruling);
    rulings.push(ruling);
    if (owner.kind === 'card') cardsById.get(owner.id)!.rulingIds.push(ruling.id);
    else mechanicsById.get(owner.id)!.rulingIds.push(ruling.id);
  }
  const rulingsByOwner = new Map<string, Ruling[]>();
  for (const r of rulings) {
    const list = rulingsByOwner.get(r.owner.id);
    if (list) list.push(r);
    else rulingsByOwner.set(r.owner.id, [r]);
  }
  for (const card of cardsById.values()) {
    const own = rulingsByOwner.get(card.id) ?? [];
    card.ruleNumbers = uniq([...card.ruleNumbers, ...own.flatMap((r) => r.mentions.rules.map((x) => x.number))]);
  }

  const sections: Section[] = blocks.sections.map((s, index) => ({
    id: `${documentId}/s${index + 1}`,
    title: plainText(s.title) || entry.title,
    line: s.line,
    kind: sectionKinds[index],
    paragraphs: s.paragraphs.map((p) => ({ text: plainText(p.text), line: p.line })),
    cardIds: uniq(s.cards.map((c) => cardIdOfRaw[c])),
    mechanicId: mechanicIdOf[index] ?? null,
  }));

  const lineUses: Record<string, number> = {};
  for (const u of blocks.uses) lineUses[u] = (lineUses[u] ?? 0) + 1;
  const explained = blocks.uses.flatMap((u, i) => (u !== 'ruling' && u !== 'skipped' && blocks.rawLines && bulletOf(blocks.rawLines[i]) ? [{ line: i + 1, use: u }] : []));
  const cards = [...cardsById.values()];
  const report: Report = {
    documentId,
    file: entry.file,
    lang,
    langDetected,
    counts: {
      lines: blocks.uses.length,
      cards: cards.length,
      rulings: rulings.length,
      mechanics: mechanics.length,
      rules: rules.length,
      skipped: skipped.length,
      warnings: warnings.length,
    },
    lineUses,
    bulletsNotRulings: explained.map((e) => ({ ...e, reason: reasonFor(e.use) })),
    warnings: warnings.sort((a, b) => a.line - b.line),
    skipped: skipped.sort((a, b) => a.line - b.line),
  };
  const document: DocumentRecord = { ...entry, rulesEdition: edition, lineCount: blocks.uses.length, sections };
  return { document, cards, rulings, mechanics, rules, report };
}

function reasonFor(use: string): string {
  switch (use) {
    case 'card':
      return 'modal option of the card above (part of its rules text)';
    case 'heading':
      return 'title introducing quoted rules';
    case 'prose':
    case 'rule':
      return 'list item of the paragraph above';
    default:
      return 'ruling line continuing the bullet above';
  }
}
