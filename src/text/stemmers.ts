/**
 * lunr and the stemmers of lunr-languages (Snowball's, for Spanish, French and Portuguese; lunr's own Porter stemmer
 * for English), registered once per process: the search's pipeline and the alignment of translated rulings both use
 * them. Not re-exported from the text index, so that code that only folds text does not bundle the stemmers.
 */
import lunr from 'lunr';
import stemmerSupport from 'lunr-languages/lunr.stemmer.support.js';
import es from 'lunr-languages/lunr.es.js';
import fr from 'lunr-languages/lunr.fr.js';
import pt from 'lunr-languages/lunr.pt.js';
import type { Lang } from '../languages.js';

export type LunrLanguage = { stemmer: lunr.PipelineFunction; stopWordFilter: lunr.PipelineFunction };
export type LunrWithLanguages = typeof lunr & Record<Lang, LunrLanguage>;

let registered = false;

/** lunr with es, fr and pt registered (lunr warns when a language registers its pipeline functions twice). */
export function lunrWithLanguages(): LunrWithLanguages {
  if (!registered) {
    stemmerSupport(lunr);
    es(lunr);
    fr(lunr);
    pt(lunr);
    registered = true;
  }
  return lunr as LunrWithLanguages;
}

const stems = new Map<string, string>();

/** A lowercase word's stem in its language ("déverrouillez" and "déverrouiller", "targeted" and "target" are one). */
export function stemWord(word: string, lang: Lang | 'en'): string {
  const key = `${lang}:${word}`;
  let stem = stems.get(key);
  if (stem === undefined) {
    const L = lunrWithLanguages();
    const stemmer = lang === 'en' ? lunr.stemmer : L[lang].stemmer;
    stems.set(key, (stem = String(stemmer(new lunr.Token(word, {}), 0, []) ?? word)));
  }
  return stem;
}
