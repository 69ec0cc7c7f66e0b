/**
 * Where each record lives on the site, below the UI language (`/es/`, `/fr/`, `/pt/`).
 * Shared by the pages, the search index and the link checker, so a link and its page cannot disagree.
 */
export const cardPath = (cardId: string) => `cards/${cardId}/`;
/** Cards of one content language under one letter. Letters are upper case, card slugs lower case: they never collide. */
export const cardLetterPath = (cardLang: string, letter: string) => `cards/${cardLang}/${letter === '#' ? '0-9' : letter}/`;
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
/** Where a ruling lives: on its card's page, or on its document's page for a mechanic's ruling. */
export const rulingPath = (r: { owner: { kind: 'card' | 'mechanic'; id: string }; documentId: string; anchor: string }) =>
  `${r.owner.kind === 'card' ? cardPath(r.owner.id) : documentPath(r.documentId)}#${r.anchor}`;
export const withLang = (lang: string, path: string) => `/${lang}/${path}`;
