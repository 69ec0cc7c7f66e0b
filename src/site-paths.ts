/**
 * Where each record lives on the site, below the UI language (`/es/`, `/fr/`, `/pt/`).
 * Shared by the pages, the search index and the link checker, so a link and its page cannot disagree.
 */
/** A card's page: its catalogue slug (`cards/bottomless-pool-locker-room/`), or, for a document's card no card of the
 *  catalogue is, the document card's id (`cards/es/asesino-gorro-rojo/`, where every document card once lived). */
export const cardPath = (key: string) => `cards/${key}/`;

interface CardWithPages {
  id: string;
  identity?: { slug: string } | null;
  appearances: { documentId: string; identity?: { slug: string } | null }[];
}

/** The page a document's card is read on: the catalogue card it is in `documentId` (or its first document), else its
 *  own page. */
export function cardPageKey(card: CardWithPages, documentId?: string): string {
  const inDocument = documentId ? card.appearances.find((a) => a.documentId === documentId)?.identity : undefined;
  return (inDocument ?? card.identity)?.slug ?? card.id;
}
/** A letter of the A–Z list in its pages' paths: `a`, or `0-9` for the cards filed under `#` (digits and symbols). */
export const cardLetterSegment = (letter: string) => (letter === '#' ? '0-9' : letter.toLowerCase());
/** The cards filed under one letter, by the reader's names: its first page or another. */
export const cardLetterPath = (letter: string, page = 1) => `cards/a-z/${cardLetterSegment(letter)}/${page > 1 ? `${page}/` : ''}`;
/** Where the A–Z list of one content language once was (`cards/es/A/`): it moved to the letter's page. */
export const formerCardLetterPath = (cardLang: string, letter: string) => `cards/${cardLang}/${letter === '#' ? '0-9' : letter}/`;
/** The old paths that now lead to another page: the document-keyed page of every document card a catalogue card is,
 *  and the A–Z lists of one content language (`letters`: the letters cards are filed under). */
export function movedCardPaths(
  cards: CardWithPages[],
  cardLangs: readonly string[],
  letters: readonly string[],
): { from: string; to: string }[] {
  return [
    ...cards.flatMap((card) => (card.identity ? [{ from: cardPath(card.id), to: cardPath(card.identity.slug) }] : [])),
    ...cardLangs.flatMap((l) => letters.map((letter) => ({ from: formerCardLetterPath(l, letter), to: cardLetterPath(letter) }))),
  ];
}
/** Where a built file is served (`es/cards/x/index.html`, below the built site's folder, → `/es/cards/x/`): a folder's
 *  `index.html` is the folder's address. */
export function servedPath(builtFile: string): string {
  const path = `/${builtFile.split('\\').join('/')}`;
  return path.endsWith('/index.html') ? path.slice(0, -'index.html'.length) : path;
}
/** The page that chooses what to keep offline (the language's site, sets of cards). */
export const downloadPath = () => 'download/';
/** The sets, and one set's cards. */
export const setsPath = () => 'sets/';
export const setPath = (code: string) => `sets/${code.toLowerCase()}/`;
/** What is translated of a set's official rulings, in each language, and what is not. */
export const setCoveragePath = (code: string) => `${setPath(code)}coverage/`;
export const keywordPath = (key: string) => `keywords/${key}/`;
export const rulePath = (number: string) => `rules/${number}/`;
/** The anchor of a chapter on the rules index, and its path. */
export const chapterAnchor = (chapter: string) => `chapter-${chapter}`;
export const chapterPath = (chapter: string) => `rules/#${chapterAnchor(chapter)}`;
export const documentPath = (documentId: string) => `documents/${documentId}/`;
/** The Comprehensive Rules glossary: one page per letter, each term an anchor on it. */
export const glossaryPath = (letter?: string, slug?: string) => (letter ? `glossary/${letter}/${slug ? `#${slug}` : ''}` : 'glossary/');
/** Mechanics are sections of a document: they live on their document's page. */
export const mechanicPath = (mechanicId: string) => {
  const slash = mechanicId.indexOf('/');
  return `documents/${mechanicId.slice(0, slash)}/#m-${mechanicId.slice(slash + 1)}`;
};
/** Where a ruling lives: on its card's page (`owner`: the card record that owns it), or on its document's page for a
 *  mechanic's ruling. */
export const rulingPath = (
  r: { owner: { kind: 'card' | 'mechanic'; id: string }; documentId: string; anchor: string },
  owner?: CardWithPages,
) =>
  `${r.owner.kind === 'card' ? cardPath(owner ? cardPageKey(owner, r.documentId) : r.owner.id) : documentPath(r.documentId)}#${r.anchor}`;
export const withLang = (lang: string, path: string) => `/${lang}/${path}`;
/** The `<meta name>` in every page's head that carries the build's id: the service worker keeps only its own build's pages. */
export const BUILD_META = 'rulings-build';
