/**
 * The card pages: one per card of the catalogue and UI language (`cards/<slug>/`), led by the card as the reader holds
 * it — its name printed in their language, today's Oracle text, the printed text — then every ruling, official and the
 * documents'. A document's card no catalogue card is keeps a page of its own at its document-keyed path; the
 * document-keyed path of every other document card redirects to its catalogue page.
 */
import { languageName } from '../../i18n/intl.js';
import { LANGS, type Lang } from '../../languages.js';
import type { CatalogueCard, CorpusCard } from '../../schema/index.js';
import { cardPath, movedCardPaths } from '../../site-paths.js';
import { printedTypeLine } from '../../text/index.js';
import { loadCorpus, type SiteCorpus } from '../corpus.js';
import { CARD_LETTERS } from '../sort.js';
import { keywordsView, namesView, officialRulingsView, oracleView, printedView, printingsView } from './card-catalogue.js';
import { documentCardsOf, documentCardView } from './card-documents.js';
import { pageContext, type PageContext } from './context.js';

/** Which card page: a catalogue card, a document card no catalogue card is, or an old path that moved. */
export type CardPageKey = { kind: 'catalogue'; oracleId: string } | { kind: 'document'; cardId: string } | { kind: 'moved'; to: string };

/** Every card page and old path, in each UI language. */
export async function cardPaths() {
  return cardPathsOf(await loadCorpus());
}

export function cardPathsOf(c: SiteCorpus) {
  const keys: { card: string; key: CardPageKey }[] = [
    ...c.catalogue.cards.map((card) => ({ card: card.slug, key: { kind: 'catalogue', oracleId: card.oracleId } as CardPageKey })),
    ...c.cards
      .filter((card) => !card.identity)
      .map((card) => ({ card: card.id, key: { kind: 'document', cardId: card.id } as CardPageKey })),
    ...movedCardPaths(c.cards, LANGS, CARD_LETTERS).map(({ from, to }) => ({
      card: from.slice('cards/'.length, -1),
      key: { kind: 'moved', to } as CardPageKey,
    })),
  ];
  return keys.flatMap(({ card, key }) => LANGS.map((lang: Lang) => ({ params: { lang, card }, props: { lang, key } })));
}

/** A catalogue card's name in the reader's language, or its English name where it was never printed in it. */
export function readerName(card: CatalogueCard, lang: Lang): { name: string; lang: Lang | 'en' } {
  const printed = card.printed[lang]?.name;
  return printed ? { name: printed, lang } : { name: card.name, lang: 'en' };
}

/** Everything a card page shows. */
export async function cardPage(key: CardPageKey, lang: Lang, corpus?: SiteCorpus) {
  const p = await pageContext(lang, corpus);
  if (key.kind === 'moved') return { kind: 'moved' as const, title: key.to, path: key.to, href: p.to(key.to), ...p };
  if (key.kind === 'document') return documentOnlyPage(p.c.card.get(key.cardId) as CorpusCard, p);
  return cataloguePage(p.c.catalogue.byOracleId.get(key.oracleId) as CatalogueCard, p);
}
export type CardPage = Awaited<ReturnType<typeof cardPage>>;

function cataloguePage(card: CatalogueCard, p: PageContext) {
  const { t, lang } = p;
  const named = readerName(card, lang);
  const documents = documentCardsOf(card.oracleId, p).map((dc) => documentCardView(dc, card.oracleId, p));
  const count = card.rulings.length + documents.reduce((n, d) => n + d.count, 0);
  const typeLine = card.printed[lang]?.faces[0]?.typeLine ?? card.faces[0].typeLine ?? '';
  return {
    kind: 'catalogue' as const,
    title: named.name,
    titleLang: named.lang,
    path: cardPath(card.slug),
    description: `${named.name} — ${printedTypeLine(typeLine)}`,
    /** The page does not link the card to itself. */
    self: { cardPage: card.slug },
    neverPrinted: card.printed[lang] ? null : t('card.neverPrintedIn', { language: languageName(lang, lang) }),
    englishName: card.name,
    otherNames: card.otherNames ?? [],
    oracle: oracleView(card, p),
    printed: printedView(card, p),
    // A card nothing rules on has no rulings to jump to: its page says so where the rulings would be.
    jump: count > 0 ? t('card.jumpToRulings', { count }) : null,
    official: {
      heading: t('card.officialRulings', { count: card.rulings.length }),
      note: t('card.officialRulingsNote'),
      ...officialRulingsView(card, p),
      supersededLabel: t('card.supersededRulings', { count: card.superseded?.length ?? 0 }),
    },
    documents,
    documentsHeading: t('card.documentRulings'),
    names: namesView(card, p),
    keywords: keywordsView(
      card,
      documents.flatMap((d) => d.card.keywords),
      p,
    ),
    printings: printingsView(card, p),
    printingsLabel: t('card.printings', { count: card.printings.length }),
    labels: {
      englishName: t('card.englishName'),
      otherNames: t('card.otherNames'),
      printedNames: t('card.printedNames'),
      keywords: t('card.keywords'),
    },
    ...p,
  };
}

/** A document card no catalogue card is: the document's text and rulings, on the page its document gave it. */
function documentOnlyPage(card: CorpusCard, p: PageContext) {
  const documents = [documentCardView(card, null, p)];
  return {
    kind: 'document' as const,
    title: card.name,
    titleLang: card.lang,
    path: cardPath(card.id),
    description: `${card.name} — ${printedTypeLine(card.typeLine ?? '')}`,
    self: { cardPage: card.id },
    jump: p.t('card.jumpToRulings', { count: documents[0].count }),
    documents,
    documentsHeading: p.t('card.documentRulings'),
    notInCatalogue: p.t('card.notInCatalogue'),
    ...p,
  };
}
