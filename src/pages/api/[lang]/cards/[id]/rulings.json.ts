import type { APIRoute } from 'astro';
import { cardRulingsOf, cardRulingsPaths, type CardRulingsKey } from '../../../../../site/routing/card-rulings.js';

export const getStaticPaths = cardRulingsPaths;

/** A card's rulings in one language, in Scryfall's ruling-list shape (see README: "Rulings in Scryfall's shape"). */
export const GET: APIRoute = async ({ props }) =>
  new Response(JSON.stringify(await cardRulingsOf((props as { key: CardRulingsKey }).key)), {
    headers: { 'Content-Type': 'application/json' },
  });
