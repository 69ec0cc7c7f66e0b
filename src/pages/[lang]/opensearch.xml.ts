import type { APIRoute } from 'astro';
import { useTranslations } from '../../i18n/index.js';
import type { Lang } from '../../languages.js';
import { openSearchDescription } from '../../seo/urls.js';
import { perLanguage } from '../../site/routing/paths.js';

export const getStaticPaths = perLanguage;

/** OpenSearch description: lets a browser add the site's search, in this UI language, to its search box. */
export const GET: APIRoute = ({ params, site }) => {
  const lang = params.lang as Lang;
  const t = useTranslations(lang);
  const body = openSearchDescription(lang, site!, { name: t('site.name'), description: t('site.tagline') });
  return new Response(body, { headers: { 'Content-Type': 'application/opensearchdescription+xml; charset=utf-8' } });
};
