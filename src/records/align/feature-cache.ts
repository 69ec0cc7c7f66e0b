import { documentFeatures, officialFeatures, type TextFeatures } from './features.js';
import type { AlignContext, AlignDocument, DocumentRuling } from './types.js';

/** A sentence ends at `.`, `!` or `?` (a closing quote or bracket may follow), and the next one starts with a capital,
 *  a digit, an opening quote or bracket. */
const SENTENCE_BREAK = /(?<=[.!?][»"”’)]?)\s+(?=[«"“(\p{Lu}\p{N}])/u;

/** The leading sentences of a text, longest first, the whole text left out: "A. B. C." → "A. B.", "A.". */
export function leadingSentences(text: string): string[] {
  const sentences = text.split(SENTENCE_BREAK);
  return sentences.slice(1).map((_, k) => sentences.slice(0, sentences.length - 1 - k).join(' '));
}

/** A document's features, worked out once per text: an official ruling is compared with every ruling of its pool,
 *  in every pass. */
export class FeatureCache {
  private readonly official = new Map<string, TextFeatures>();
  private readonly document = new Map<string, TextFeatures>();
  private readonly leading = new Map<string, TextFeatures[]>();
  private readonly wordSets = new Map<string, Set<string>>();

  constructor(
    private readonly doc: AlignDocument,
    private readonly context: AlignContext,
  ) {}

  ofOfficial(text: string): TextFeatures {
    let f = this.official.get(text);
    if (!f) this.official.set(text, (f = officialFeatures(text, this.context)));
    return f;
  }

  /** An official ruling's words as a set (to tell two wordings of one ruling). */
  wordsOfOfficial(text: string): Set<string> {
    let words = this.wordSets.get(text);
    if (!words) this.wordSets.set(text, (words = new Set(this.ofOfficial(text).words)));
    return words;
  }

  ofRuling(r: DocumentRuling): TextFeatures {
    let f = this.document.get(r.id);
    if (!f) this.document.set(r.id, (f = documentFeatures(r, this.doc.lang, this.doc.date, this.context)));
    return f;
  }

  /** The features of a ruling's leading sentences, longest first (see `leadingSentences`). */
  ofLeadingSentences(r: DocumentRuling): TextFeatures[] {
    let f = this.leading.get(r.id);
    if (!f)
      this.leading.set(
        r.id,
        (f = leadingSentences(r.text).map((text) => documentFeatures({ ...r, text }, this.doc.lang, this.doc.date, this.context))),
      );
    return f;
  }
}
