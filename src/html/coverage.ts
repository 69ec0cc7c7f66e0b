/**
 * The list of a set's coverage page: each card with the official rulings no document of the reader's language
 * translates (thousands of items for a big set). The route data (site/routing/set-coverage.ts) has worked out every
 * word.
 */
import type { setCoveragePage } from '../site/routing/set-coverage.js';
import { html, joined, type Html } from './html.js';

type CoverageCard = Awaited<ReturnType<typeof setCoveragePage>>['cards'][number];

/** The items of the list: a card, then its untranslated rulings (in English), each with the other cards it is filed on
 *  after `alsoOn` ("También en:"). */
export function untranslatedCards(cards: readonly CoverageCard[], alsoOn: string): Html {
  return html`${cards.map((card) => {
    const rulings = card.rulings.map((r) => {
      const others = r.alsoOn.map((a) => html`<a href="${a.href}" lang="${a.lang}">${a.name}</a>`);
      const also = others.length > 0 && html`<p class="also-on">${alsoOn} ${joined(others, ', ')}</p>`;
      return html`<li><a href="${r.href}" lang="en">${r.text}</a>${also}</li>`;
    });
    return html`<li><a href="${card.href}" lang="${card.lang}">${card.name}</a><ol>${rulings}</ol></li>`;
  })}`;
}
