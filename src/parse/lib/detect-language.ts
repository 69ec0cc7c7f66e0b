import { franc } from 'franc-min';
import { LANGUAGES, langWith, type Lang } from '../../languages.js';

/** The languages by their ISO 639-3 codes, as franc names them. */
const ISO3 = LANGUAGES.map((l) => l.iso3);

/** One of the languages (Spanish, French, Portuguese), from the text itself; null when it is none of them or too short to tell. */
export function detectLanguage(lines: string[]): Lang | null {
  const sample = lines
    .filter((l) => l.length > 30)
    .join('\n')
    .slice(0, 20000);
  if (sample.length < 40) return null;
  const code = franc(sample, { only: ISO3, minLength: 40 });
  return langWith('iso3', code) ?? null;
}
