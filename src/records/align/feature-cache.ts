import { documentFeatures, officialFeatures, type TextFeatures } from './features.js';
import type { AlignContext, AlignDocument, DocumentRuling } from './types.js';

/** A document's features, worked out once per text: an official ruling is compared with every ruling of its pool,
 *  in every pass. */
export class FeatureCache {
  private readonly official = new Map<string, TextFeatures>();
  private readonly document = new Map<string, TextFeatures>();
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
}
