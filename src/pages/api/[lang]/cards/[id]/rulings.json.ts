import type { APIRoute } from 'astro';
import { cardRulingsPaths, type CardRulingsFile } from '../../../../../site/routing/card-rulings.js';

export const getStaticPaths = cardRulingsPaths;

/** A card's rulings in one language, in Scryfall's ruling-list shape (see README: "Rulings in Scryfall's shape"). */
export const GET: APIRoute = ({ props }) =>
  new Response(JSON.stringify((props as { file: CardRulingsFile }).file.list), { headers: { 'Content-Type': 'application/json' } });
