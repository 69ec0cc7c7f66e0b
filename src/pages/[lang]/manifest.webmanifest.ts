import type { APIRoute } from 'astro';
import type { Lang } from '../../languages.js';
import { appManifest } from '../../site/routing/app-manifest.js';
import { perLanguage } from '../../site/routing/paths.js';

export const getStaticPaths = perLanguage;

/** The web app manifest: the site installs as an app that opens on this language's home. */
export const GET: APIRoute = ({ params }) =>
  new Response(JSON.stringify(appManifest(params.lang as Lang)), { headers: { 'Content-Type': 'application/manifest+json' } });
