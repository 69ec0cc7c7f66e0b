import type { APIRoute } from 'astro';
import { LANGS, type Lang } from '../../languages.js';
import { absoluteUrl } from '../../seo/urls.js';
import { loadCorpus } from '../../site/corpus.js';
import { OPEN_DATA_SCHEMA_PATH } from '../../site/json-schemas.js';
import { openDataPieces, utf8Stream } from '../../site/open-data.js';

export const getStaticPaths = () => LANGS.map((lang) => ({ params: { lang } }));

/** Open data: every record whose content is in one language, as one JSON file (like a card database's bulk file). */
export const GET: APIRoute = async ({ params, site }) => {
  const pieces = openDataPieces(await loadCorpus(), params.lang as Lang, absoluteUrl(OPEN_DATA_SCHEMA_PATH, site!));
  return new Response(utf8Stream(pieces), { headers: { 'Content-Type': 'application/json' } });
};
