import { languageName } from '../../i18n/intl.js';
import { LANGS, type Lang } from '../../languages.js';
import type { CorpusCard } from '../../schema/index.js';
import { cardLetterPath, cardPath } from '../../site-paths.js';
import { loadCorpus, type SiteCorpus } from '../corpus.js';
import { cardGroups } from '../sort.js';
import { pageContext } from './context.js';
import { perLanguage } from './paths.js';

export const cardsIndexPaths = perLanguage;

/** The A–Z index: the reader's language first, then the others; one page per letter, so it stays light at any size. */
export async function cardsIndexPage(lang: Lang, corpus?: SiteCorpus) {
  const p = await pageContext(lang, corpus);
  const { t, c, to } = p;
  return {
    ...p,
    groups: cardGroups(c.cards, lang).map((g) => ({
      id: `cards-${g.l}`,
      heading: t('cards.inLanguage', { language: languageName(g.l, lang) }),
      count: t('cards.count', { count: g.cards.length }),
      lettersLabel: `${t('cards.letters')} — ${languageName(g.l, lang)}`,
      letters: [...g.byLetter].map(([letter, cards]) => ({
        letter,
        label: `${letter} (${cards.length})`,
        href: to(cardLetterPath(g.l, letter)),
      })),
    })),
  };
}

/** One page per UI language, content language and letter, with that letter's cards. */
export const cardLetterPaths = async () => cardLetterPathsOf(await loadCorpus());

export function cardLetterPathsOf(c: SiteCorpus) {
  return LANGS.flatMap((lang) =>
    cardGroups(c.cards, lang).flatMap((g) =>
      [...g.byLetter].map(([letter, cards]) => ({
        params: { lang, cardLang: g.l, letter: letter === '#' ? '0-9' : letter },
        props: { lang, cardLang: g.l, letter, cards, letters: [...g.byLetter.keys()] },
      })),
    ),
  );
}

/** The cards of one content language under one letter, and the other letters. */
export async function cardLetterPage(
  props: { lang: Lang; cardLang: Lang; letter: string; cards: CorpusCard[]; letters: string[] },
  corpus?: SiteCorpus,
) {
  const { lang, cardLang, letter } = props;
  const p = await pageContext(lang, corpus);
  const { t, to } = p;
  return {
    ...p,
    title: `${t('cards.inLanguage', { language: languageName(cardLang, lang) })}${t('punct.colon')} ${letter}`,
    path: cardLetterPath(cardLang, letter),
    cardLang,
    count: t('cards.count', { count: props.cards.length }),
    lettersLabel: `${t('cards.letters')} — ${languageName(cardLang, lang)}`,
    letters: props.letters.map((l) => ({ letter: l, href: l === letter ? null : to(cardLetterPath(cardLang, l)) })),
    cards: props.cards.map((card) => ({ name: card.name, manaCost: card.manaCost, href: to(cardPath(card.id)) })),
    indexHref: to('cards/'),
  };
}
