import type { APIRoute } from 'astro';
import { robotsTxt } from '../seo/urls.js';

/** robots.txt: everything may be crawled; the sitemap index lists every page with its language versions. */
export const GET: APIRoute = ({ site }) => new Response(robotsTxt(site!), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
