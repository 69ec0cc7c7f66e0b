import type { APIRoute } from 'astro';
import { LANGS, type Lang } from '../../languages.js';
import { RECORD_KINDS, RECORD_KIND_NAMES } from '../../schema/index.js';
import { absoluteUrl } from '../../seo/urls.js';
import { loadCorpus } from '../../site/corpus.js';

export const getStaticPaths = () => LANGS.map((lang) => ({ params: { lang } }));

/** Open data: every record whose content is in one language, as one JSON file (like a card database's bulk file). */
export const GET: APIRoute = async ({ params, site }) => {
  const lang = params.lang as Lang;
  const c = await loadCorpus();
  const kinds = RECORD_KIND_NAMES.filter((name) => RECORD_KINDS[name].openData !== 'none').map((name) => {
    const records = c[name] as { lang?: Lang }[];
    return [name, RECORD_KINDS[name].openData === 'per-language' ? records.filter((r) => r.lang === lang) : records];
  });
  const body = { lang, schema: absoluteUrl('/data/schema.json', site!), ...Object.fromEntries(kinds) };
  return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
};
