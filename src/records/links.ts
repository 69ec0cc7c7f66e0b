import type { Lang } from '../languages.js';
import type { InlineNode, TextLink } from '../schema/index.js';
import { namedSpans, type GameWord, type KeywordIndex, type NamedSpan, type NameIndex } from '../text/index.js';

/** Card names of one language (faces included) → card ids, the name as printed and the card's page, for finding the
 *  cards a text names. */
export type CardNameIndex = NameIndex<LinkedCard>;
type LinkedCard = { id: string; name: string; page: string };

/** What the texts of one language may link to. */
export interface LinkTargets {
  cards: CardNameIndex;
  keywords: KeywordIndex;
  /** Rule numbers that have a page; others stay plain text. */
  ruleNumbers: ReadonlySet<string>;
  /** Words that introduce a bare rule number in the language ("regla 717"), from the vocabulary. */
  ruleWords: readonly string[];
  /** Today's number of a number as `edition` numbered it; null when it no longer exists. */
  todayNumber: (number: string, edition: string) => string | null;
  /** Card names that are also game words of the language ("Vol", "Sacrifice"): linked only where set off as names. */
  gameWord?: GameWord;
}

export type LinkTargetsByLang = Record<Lang, LinkTargets>;

/** Whose text it is: the card a ruling or a rules line belongs to (its name names no keyword), and whether it is a
 *  line of that card's rules text (a keyword heading an ability is named as on a card). */
export interface TextOwner {
  cardId?: string;
  cardLine?: boolean;
}

/**
 * The spans of a text that link or are mana symbols, in reading order, none overlapping (what the text names: see
 * namedSpans); undefined when there are none.
 */
export function findLinks(
  text: string,
  markup: InlineNode[] | undefined | null,
  edition: string,
  targets: LinkTargets,
  owner: TextOwner = {},
): TextLink[] | undefined {
  const spans = namedSpans(text, markup, {
    cards: targets.cards,
    gameWord: targets.gameWord,
    keywords: targets.keywords,
    ruleWords: targets.ruleWords,
    ruleNumber: (n) => targets.ruleNumbers.has(n),
    leading: owner.cardLine,
    ownCard: owner.cardId === undefined ? undefined : (card) => card.id === owner.cardId,
  });
  return spans.length ? spans.map((s) => linkOf(s, edition, targets)) : undefined;
}

function linkOf(s: NamedSpan<LinkedCard>, edition: string, targets: LinkTargets): TextLink {
  const { start, end } = s;
  switch (s.kind) {
    case 'mana':
      return { kind: 'mana', start, end, symbol: s.symbol };
    case 'rule':
      return { kind: 'rule', start, end, number: s.number, edition, todayNumber: targets.todayNumber(s.number, edition) };
    case 'card':
      return { kind: 'card', start, end, id: s.card.id, page: s.card.page };
    case 'keyword':
      return { kind: 'keyword', start, end, key: s.key };
  }
}
