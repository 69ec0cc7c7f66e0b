import type { APIRoute } from 'astro';
import { LANGS, type Lang } from '../../schema/common.js';
import { loadCorpus } from '../../site/corpus.js';

export const getStaticPaths = () => LANGS.map((lang) => ({ params: { lang } }));

/** Open data: every record whose content is in one language, as one JSON file (like a card database's bulk file). */
export const GET: APIRoute = async ({ params }) => {
  const lang = params.lang as Lang;
  const c = await loadCorpus();
  const body = {
    lang,
    schema: '/data/schema.json',
    documents: c.documents.filter((d) => d.lang === lang),
    cards: c.cards.filter((x) => x.lang === lang),
    rulings: c.rulings.filter((x) => x.lang === lang),
    mechanics: c.mechanics.filter((x) => x.lang === lang),
    rules: c.rules.filter((x) => x.lang === lang),
    keywords: c.keywords,
  };
  return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
};
