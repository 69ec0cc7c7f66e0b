import lunr from 'lunr';
import { LANGS, type Lang } from '../languages.js';
import { foldText } from '../text/index.js';
import { lunrWithLanguages, type LunrWithLanguages } from '../text/stemmers.js';
import { stripElision } from './text.js';

/** The language of an index: a UI language's, or English (the Comprehensive Rules' own text, shared by all). */
export type IndexLang = Lang | 'en';

let ready = false;
const L = lunr as LunrWithLanguages;

/** Fields whose tokens are kept unstemmed: names as typed (for prefix matching) and rule numbers. */
export const RAW_FIELD = 'raw';
/** An entry's names in its index's language, each as one term (search/text.ts wholeName): what tells a name typed
 *  whole from its words. */
export const WHOLE_FIELD = 'whole';
/** Its English names, the same in every language, as one term each: in the first language's index only (the names of
 *  every language are searched from every interface). */
export const WHOLE_EN_FIELD = 'wholeEn';
const UNSTEMMED = [RAW_FIELD, WHOLE_FIELD, WHOLE_EN_FIELD];

function elision(token: lunr.Token): lunr.Token {
  return token.update((s) => stripElision(s));
}
function fold(token: lunr.Token): lunr.Token {
  return token.update((s) => foldText(s));
}
function trim(token: lunr.Token): lunr.Token | undefined {
  const t = token.toString().replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
  return t ? token.update(() => t) : undefined;
}

/**
 * Registers lunr-languages (es, fr, pt) and this site's own pipeline steps, in Node and in the browser alike:
 * a serialized index names its pipeline functions, so both sides must register the same ones.
 */
export function setupLunr(): void {
  if (ready) return;
  lunrWithLanguages();
  lunr.Pipeline.registerFunction(elision as lunr.PipelineFunction, 'kb-elision');
  lunr.Pipeline.registerFunction(fold as lunr.PipelineFunction, 'kb-fold');
  lunr.Pipeline.registerFunction(trim as lunr.PipelineFunction, 'kb-trim');
  for (const lang of [...LANGS, 'en'] as const) {
    const stem = lang === 'en' ? lunr.stemmer : L[lang].stemmer;
    // Rule numbers and the raw and whole fields are never stemmed.
    const stemmer = ((token: lunr.Token) => {
      const meta = (token as unknown as { metadata?: { fields?: string[] } }).metadata;
      if (meta?.fields?.some((f) => UNSTEMMED.includes(f)) || /^\d/.test(token.toString())) return token;
      return stem(token, 0, []);
    }) as lunr.PipelineFunction;
    lunr.Pipeline.registerFunction(stemmer, `kb-stemmer-${lang}`);
    stemmers[lang] = stemmer;
  }
  ready = true;
}

const stemmers = {} as Record<IndexLang, lunr.PipelineFunction>;

/** Steps before stemming, in order; the same at index and at query time. */
export function preStemSteps(lang: IndexLang): lunr.PipelineFunction[] {
  setupLunr();
  const stopWords = lang === 'en' ? lunr.stopWordFilter : L[lang].stopWordFilter;
  return [trim as lunr.PipelineFunction, elision as lunr.PipelineFunction, stopWords, fold as lunr.PipelineFunction];
}

export function stemmerFor(lang: IndexLang): lunr.PipelineFunction {
  setupLunr();
  return stemmers[lang];
}

export { lunr };
