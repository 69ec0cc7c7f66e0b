import { franc } from 'franc-min';
import type { Lang } from '../../schema/index.js';

const FROM_ISO3: Record<string, Lang> = { spa: 'es', fra: 'fr', por: 'pt' };

/** Spanish, French or Portuguese, from the text itself; null when it is none of them or too short to tell. */
export function detectLanguage(lines: string[]): Lang | null {
  const sample = lines
    .filter((l) => l.length > 30)
    .join('\n')
    .slice(0, 20000);
  if (sample.length < 40) return null;
  const code = franc(sample, { only: ['spa', 'fra', 'por'], minLength: 40 });
  return FROM_ISO3[code] ?? null;
}
