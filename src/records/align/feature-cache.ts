import { documentFeatures, officialFeatures, type TextFeatures } from './features.js';
import type { AlignContext, AlignDocument, DocumentRuling } from './types.js';

/** A sentence ends at `.`, `!` or `?` (a closing quote or bracket may follow), and the next one starts with a capital,
 *  a digit, an opening quote or bracket. */
const SENTENCE_BREAK = /(?<=[.!?][»"”’)]?)\s+(?=[«"“(\p{Lu}\p{N}])/u;

/** Some of a text's sentences: how many, and how many before them are left out. */
export interface SentenceSpan {
  text: string;
  sentences: number;
  skipped: number;
}

/**
 * A text's leading sentences, longest first, then its trailing ones, longest first, the whole text left out:
 * "A. B. C." → "A. B.", "A.", "B. C.", "C.".
 */
export function partialSentences(text: string): SentenceSpan[] {
  const sentences = text.split(SENTENCE_BREAK);
  const n = sentences.length;
  const leading = sentences.slice(1).map((_, k) => ({ text: sentences.slice(0, n - 1 - k).join(' '), sentences: n - 1 - k, skipped: 0 }));
  const trailing = sentences.slice(1).map((_, k) => ({ text: sentences.slice(k + 1).join(' '), sentences: n - 1 - k, skipped: k + 1 }));
  return [...leading, ...trailing];
}

/** The official rulings' features and word sets, by text: they depend on the text and the context alone, so the
 *  documents aligned together share them (documents of the same sets compare the same official rulings). */
export class OfficialFeatures {
  private readonly features = new Map<string, TextFeatures>();
  private readonly words = new Map<string, Set<string>>();
  constructor(readonly context: AlignContext) {}

  of(text: string): TextFeatures {
    let f = this.features.get(text);
    if (!f) this.features.set(text, (f = officialFeatures(text, this.context)));
    return f;
  }

  /** An official ruling's words as a set (to tell two wordings of one ruling). */
  wordsOf(text: string): Set<string> {
    let words = this.words.get(text);
    if (!words) this.words.set(text, (words = new Set(this.of(text).words)));
    return words;
  }
}

/** A document's features, worked out once per text: an official ruling is compared with every ruling of its pool,
 *  in every pass. */
export class FeatureCache {
  private readonly document = new Map<string, TextFeatures>();
  private readonly partial = new Map<string, { span: SentenceSpan; features: TextFeatures }[]>();

  constructor(
    private readonly doc: AlignDocument,
    private readonly officials: OfficialFeatures,
  ) {}

  private get context(): AlignContext {
    return this.officials.context;
  }

  ofOfficial(text: string): TextFeatures {
    return this.officials.of(text);
  }

  /** An official ruling's words as a set (to tell two wordings of one ruling). */
  wordsOfOfficial(text: string): Set<string> {
    return this.officials.wordsOf(text);
  }

  ofRuling(r: DocumentRuling): TextFeatures {
    let f = this.document.get(r.id);
    if (!f) this.document.set(r.id, (f = documentFeatures(r, this.doc.lang, this.doc.date, this.context)));
    return f;
  }

  /**
   * Lets go of the document's rulings' features (worked out again when asked): kept only while the document is aligned,
   * so that aligning many documents holds one document's at a time, and what the lexicon keeps per text goes with them.
   */
  forgetRulings(): void {
    this.document.clear();
    this.partial.clear();
  }

  /** The features of a ruling's leading and trailing sentences (see `partialSentences`). */
  ofPartialSentences(r: DocumentRuling): { span: SentenceSpan; features: TextFeatures }[] {
    let f = this.partial.get(r.id);
    if (!f)
      this.partial.set(
        r.id,
        (f = partialSentences(r.text).map((span) => ({
          span,
          features: documentFeatures({ ...r, text: span.text }, this.doc.lang, this.doc.date, this.context),
        }))),
      );
    return f;
  }
}
