import type { Catalogue } from '../catalogue/index.js';
import type { RulesHistoryIndex } from '../rules-history/index.js';
import type { Card, CorpusRecords, Glossary, InlineNode, LanguageVocabulary, RuleReference, TextLink } from '../schema/index.js';
import { gameWords, keywordIndex, type GameWord } from '../text/index.js';
import { LANGS, type Lang } from '../languages.js';
import { cardNamesOf, mentionsFromLinks } from './cross-references.js';
import { findLinks, type LinkTargets, type LinkTargetsByLang } from './links.js';

/** What the texts of each language may link to: the corpus's cards and keywords, the rule numbers that have a page. */
export function linkTargetsOf(
  corpus: Pick<CorpusRecords, 'keywords' | 'ruleNumbers'> & { cards: Parameters<typeof cardNamesOf>[0] },
  vocabulary: Record<Lang, Pick<LanguageVocabulary, 'ruleWords' | 'gameTerms' | 'cardTypes'>>,
  history: RulesHistoryIndex,
  catalogue: Catalogue,
  references: readonly Pick<RuleReference, 'number' | 'edition' | 'todayNumber'>[] = [],
): LinkTargetsByLang {
  const ruleNumbers = new Set(corpus.ruleNumbers.map((r) => r.number));
  const glossary: Glossary = {
    rulesEdition: history.today,
    keywords: corpus.keywords.map(({ key, english, kind, official, names, searchNames, rule }) => ({
      key,
      english,
      kind,
      official,
      names,
      searchNames,
      rule,
    })),
  };
  // The parser resolved every number it cited (its references); a number in a card's rules text is resolved here.
  const today = new Map<string, string | null>(references.map((r) => [`${r.number}|${r.edition}`, r.todayNumber]));
  const todayNumber = (number: string, edition: string): string | null => {
    const key = `${number}|${edition}`;
    if (!today.has(key)) today.set(key, history.resolve(number, edition).todayNumber);
    return today.get(key)!;
  };
  const targetsIn = (lang: Lang): LinkTargets => ({
    cards: cardNamesOf(corpus.cards, lang, catalogue),
    keywords: keywordIndex(glossary, lang),
    ruleNumbers,
    ruleWords: vocabulary[lang].ruleWords,
    todayNumber,
    gameWord: gameWordsIn(glossary, vocabulary[lang], lang),
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
function linked<T extends Linkable>(x: T, edition: string, targets: LinkTargetsByLang[Lang]): T {
  const links = findLinks(x.text, x.markup, edition, targets);
  return links ? { ...x, links } : x;
}

function linkedFaces(card: Card, edition: string, targets: LinkTargetsByLang[Lang]): Card['faces'] {
  return card.faces.map((f) => {
    const rulesLinks = f.rulesText.map((line, i) => findLinks(line, f.rulesMarkup?.[i], edition, targets) ?? null);
    return rulesLinks.some((l) => l) ? { ...f, rulesLinks } : f;
  });
}

/**
 * Every text of the corpus with the spans that link, found once here (rulings, quoted rules, explanations, document
 * paragraphs, cards' rules text); the cards a ruling names come from its card links.
 */
type Texts<C extends Card> = Pick<CorpusRecords, 'documents' | 'rulings' | 'mechanics' | 'rules'> & { cards: C[] };

export function withLinks<C extends Card, T extends Texts<C>>(corpus: T, targets: LinkTargetsByLang): T {
  const edition = new Map(corpus.documents.map((d) => [d.id, d.rulesEdition.edition]));
  const editionOf = (documentId: string) => edition.get(documentId) ?? '';
  const cards = corpus.cards.map((c) => ({ ...c, faces: linkedFaces(c, editionOf(c.documentId), targets[c.lang]) }));
  const rulings = corpus.rulings.map((r) => linked(r, editionOf(r.documentId), targets[r.lang]));
  return {
    ...corpus,
    documents: corpus.documents.map((d) => ({
      ...d,
      sections: d.sections.map((s) => ({ ...s, paragraphs: s.paragraphs.map((p) => linked(p, d.rulesEdition.edition, targets[d.lang])) })),
    })),
    cards,
    rulings: mentionsFromLinks(cards, rulings),
    mechanics: corpus.mechanics.map((m) => ({
      ...m,
      explanation: m.explanation.map((p) => linked(p, editionOf(m.documentId), targets[m.lang])),
    })),
    rules: corpus.rules.map((r) => linked(r, r.edition, targets[r.lang])),
  };
}
