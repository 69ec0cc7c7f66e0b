import type { Catalogue } from '../catalogue/index.js';
import type { DocumentRecords } from '../parse/index.js';
import type { RulesHistoryIndex } from '../rules-history/index.js';
import type { Card, CorpusRecords, Glossary, InlineNode, LanguageVocabulary, RuleReference, TextLink } from '../schema/index.js';
import { gameWords, keywordIndex, type GameWord } from '../text/index.js';
import { LANGS, type Lang } from '../languages.js';
import { expandRange } from '../rule-numbers.js';
import { cardNamesOf, namedByLinks } from './cross-references.js';
import { findLinks, type LinkTargets, type LinkTargetsByLang, type TextOwner } from './links.js';

/** What the texts of each language may link to: the corpus's cards, the glossary's keywords, the rule numbers that have
 *  a page. */
export function linkTargetsOf(
  named: { cards: Parameters<typeof cardNamesOf>[0]; glossary: Glossary; ruleNumbers: Iterable<string> },
  vocabulary: Record<Lang, Pick<LanguageVocabulary, 'ruleWords' | 'gameTerms' | 'cardTypes'>>,
  history: RulesHistoryIndex,
  catalogue: Catalogue,
  references: readonly Pick<RuleReference, 'number' | 'edition' | 'todayNumber'>[] = [],
): LinkTargetsByLang {
  const ruleNumbers = new Set(named.ruleNumbers);
  // The parser resolved every number it cited (its references); a number in a card's rules text is resolved here.
  const today = new Map<string, string | null>(references.map((r) => [`${r.number}|${r.edition}`, r.todayNumber]));
  const todayNumber = (number: string, edition: string): string | null => {
    const key = `${number}|${edition}`;
    if (!today.has(key)) today.set(key, history.resolve(number, edition).todayNumber);
    return today.get(key)!;
  };
  const targetsIn = (lang: Lang): LinkTargets => ({
    cards: cardNamesOf(named.cards, lang, catalogue),
    keywords: keywordIndex(named.glossary, lang),
    ruleNumbers,
    ruleWords: vocabulary[lang].ruleWords,
    todayNumber,
    gameWord: gameWordsIn(named.glossary, vocabulary[lang], lang),
  });
  const byLang = {} as LinkTargetsByLang;
  for (const lang of LANGS) byLang[lang] = targetsIn(lang);
  return byLang;
}

/** The game words of a language: its game terms, card types and keyword names (printed and the glossary's). */
export function gameWordsIn(
  glossary: Pick<Glossary, 'keywords'>,
  vocabulary: Pick<LanguageVocabulary, 'gameTerms' | 'cardTypes'>,
  lang: Lang,
): GameWord {
  const keywordNames = glossary.keywords.flatMap((k) => [...k.names[lang], ...(k.official?.[lang] ? [k.official[lang]!.name] : [])]);
  return gameWords([...Object.values(vocabulary.gameTerms).flat(), ...vocabulary.cardTypes, ...keywordNames]);
}

type Linkable = { text: string; markup?: InlineNode[]; links?: TextLink[] };

/** A text with its links; `links` absent when it has none. */
function linked<T extends Linkable>(x: T, edition: string, targets: LinkTargetsByLang[Lang], owner?: TextOwner): T {
  const links = findLinks(x.text, x.markup, edition, targets, owner);
  return links ? { ...x, links } : x;
}

function linkedFaces(card: Card, edition: string, targets: LinkTargetsByLang[Lang]): Card['faces'] {
  const owner = { cardId: card.id, cardLine: true };
  return card.faces.map((f) => {
    const rulesLinks = f.rulesText.map((line, i) => findLinks(line, f.rulesMarkup?.[i], edition, targets, owner) ?? null);
    return rulesLinks.some((l) => l) ? { ...f, rulesLinks } : f;
  });
}

type Texts<C extends Card> = Pick<CorpusRecords, 'documents' | 'rulings' | 'mechanics' | 'rules'> & { cards: C[] };

/**
 * Every text of the corpus with the spans that link, found once here (rulings, quoted rules, explanations, document
 * paragraphs, cards' rules text); what each text names (the keywords and cards of a ruling, the keywords of a card or
 * of a mechanic's explanation) is read from them.
 */
export function withLinks<C extends Card, T extends Texts<C>>(corpus: T, targets: LinkTargetsByLang): T {
  const edition = new Map(corpus.documents.map((d) => [d.id, d.rulesEdition.edition]));
  const editionOf = (documentId: string) => edition.get(documentId) ?? '';
  return namedByLinks(
    {
      ...corpus,
      documents: corpus.documents.map((d) => ({
        ...d,
        sections: d.sections.map((s) => ({
          ...s,
          paragraphs: s.paragraphs.map((p) => linked(p, d.rulesEdition.edition, targets[d.lang])),
        })),
      })),
      cards: corpus.cards.map((c) => ({ ...c, faces: linkedFaces(c, editionOf(c.documentId), targets[c.lang]) })),
      rulings: corpus.rulings.map((r) =>
        linked(r, editionOf(r.documentId), targets[r.lang], r.owner.kind === 'card' ? { cardId: r.owner.id } : undefined),
      ),
      mechanics: corpus.mechanics.map((m) => ({
        ...m,
        explanation: m.explanation.map((p) => linked(p, editionOf(m.documentId), targets[m.lang])),
      })),
      rules: corpus.rules.map((r) => linked(r, r.edition, targets[r.lang])),
    },
    (lang) => targets[lang].keywords,
  );
}

/**
 * One document's records linked as the build links the corpus, among the document's own cards (and the numbers it
 * cites): what the parse CLI prints and the golden cases show.
 */
export function linkDocument(
  parsed: DocumentRecords,
  knowledge: { glossary: Glossary; vocabulary: Parameters<typeof linkTargetsOf>[1]; rules: RulesHistoryIndex; catalogue: Catalogue },
): DocumentRecords {
  const cards = structuredClone(parsed.cards);
  const ruleNumbers = parsed.references.flatMap((r) => [...expandRange(r.number, r.through), ...(r.todayNumber ? [r.todayNumber] : [])]);
  const targets = linkTargetsOf(
    { cards, glossary: knowledge.glossary, ruleNumbers },
    knowledge.vocabulary,
    knowledge.rules,
    knowledge.catalogue,
    parsed.references,
  );
  const linked = withLinks({ ...parsed, documents: [parsed.document], cards }, targets);
  const { documents, ...records } = linked;
  return { ...records, document: documents[0] };
}
