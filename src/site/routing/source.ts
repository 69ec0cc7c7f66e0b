/**
 * Where something shown on a page comes from, in the reader's words: its document's title (in the document's
 * language), the document's date as the reader writes dates (or that it was deduced, and from what), the line.
 */
import { capitalized, formatDocumentDate, languageName } from '../../i18n/intl.js';
import type { UiKey } from '../../i18n/index.js';
import type { DocumentRecord } from '../../schema/index.js';
import { documentPath } from '../../site-paths.js';
import type { SiteCorpus } from '../corpus.js';
import type { PageContext } from './context.js';

/** A link to a document and line, dated: what each ruling, explanation and quotation shows. */
export interface SourceView {
  title: string;
  /** The title's language: the document's. */
  titleLang: string;
  href: string;
  date: string;
  /** The date as `<time datetime>` reads it; null when the date was deduced. */
  datetime: string | null;
  line: string;
}

/** The document's date as the reader writes it; a date the site deduced says so, and from what. */
export function documentDate(d: DocumentRecord, { t, lang }: Pick<PageContext, 't' | 'lang'>): string {
  return d.dateInferredFrom ? t('document.dateInferred', { edition: d.rulesEdition.edition }) : formatDocumentDate(d.date, lang);
}

/** Where the document comes from, in the reader's language: the manifest's words for that language, or its kind
 *  and language. Never the maintainer's note (`source`), which may hold file paths and English. */
export function documentProvenance(d: DocumentRecord, { t, lang }: Pick<PageContext, 't' | 'lang'>): string {
  return d.sources?.[lang] ?? t('document.sourceFallback', { kind: documentKind(d, { t }), language: languageName(d.lang, lang) });
}

/** The document's kind in the reader's language ("Extracto de las reglas completas"). */
export function documentKind(d: Pick<DocumentRecord, 'kind'>, { t }: Pick<PageContext, 't'>): string {
  return t(`document.kind.${d.kind}` as UiKey);
}

type DocumentSource = Omit<SourceView, 'line'>;
const documentSources = new WeakMap<SiteCorpus, Map<string, DocumentSource>>();

/** A document as sources name it in one reader's language: the same on every page, so made once per build. */
function documentSource(documentId: string, p: PageContext): DocumentSource {
  let byKey = documentSources.get(p.c);
  if (!byKey) documentSources.set(p.c, (byKey = new Map()));
  const key = `${p.lang} ${documentId}`;
  let source = byKey.get(key);
  if (!source) {
    const d = p.c.document.get(documentId);
    source = {
      title: d?.title ?? documentId,
      titleLang: d?.lang ?? p.lang,
      href: p.to(documentPath(documentId)),
      date: d ? documentDate(d, p) : '',
      datetime: d && !d.dateInferredFrom ? d.date : null,
    };
    byKey.set(key, source);
  }
  return source;
}

/** The source of something at `line` of a document; an unknown document leaves its id and no date. */
export function sourceOf(documentId: string, line: number, p: PageContext): SourceView {
  return { ...documentSource(documentId, p), line: p.t('card.line', { line }) };
}

/** A language named as a label of its own (a badge, a list item): "Francés", "Espanhol". */
export function languageLabel(of: string, p: Pick<PageContext, 'lang'>): string {
  return capitalized(languageName(of, p.lang), p.lang);
}
