/** What a phone shows of a page: content wider than the device, and where the search box sits. Runs in the page. */
import type { Browser, BrowserContext, Page } from 'playwright-core';

/** The narrowest phone still sold (320 px) and the most common one (390 px), with their screen heights: a page that
 *  fits both fits the widths between and above (the layout has no breakpoint between 320 and 414 px). */
export const PHONES = [
  { width: 320, height: 568 },
  { width: 390, height: 844 },
] as const;

/** A phone as Chromium emulates one: a touch screen whose layout viewport widens to fit content wider than the device. */
export async function phoneContext(browser: Browser, width: number, height: number): Promise<BrowserContext> {
  return browser.newContext({ viewport: { width, height }, isMobile: true, hasTouch: true, deviceScaleFactor: 2, locale: 'es-ES' });
}

export interface Overflow {
  /** The widest right edge of anything on the page (element boxes, text, content clipped or scrolled inside a box). */
  widest: number;
  /** documentElement.scrollWidth: what the browser lets the reader scroll to. */
  scrollWidth: number;
  /** Up to ten offenders, as "tag.class: right edge" with the start of their text. */
  offenders: string[];
}

/** Everything on the page that reaches past `deviceWidth`: boxes, lines of text (also when an ancestor clips them) and
 *  boxes whose content is wider than they are (clipped or scrolled sideways). Visually hidden text is left out. */
export async function measureOverflow(page: Page, deviceWidth: number): Promise<Overflow> {
  // No named functions inside: the test runner's transform would wrap them in a helper the page does not have.
  return page.evaluate((limit) => {
    const offenders: string[] = [];
    let widest = 0;
    const x = window.scrollX;
    const seen: [number, Element, string][] = [];
    for (const el of document.body.querySelectorAll('*')) {
      if (el.closest('.visually-hidden, .skip-link')) continue;
      const r = el.getBoundingClientRect();
      if (r.width <= 1 && r.height <= 1) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden') continue;
      seen.push([r.right + x, el, 'box']);
      // A text field's value scrolls inside it by design: only other boxes' hidden or scrolled content counts.
      if (style.overflowX !== 'visible' && !['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName) && el.scrollWidth > el.clientWidth + 1)
        seen.push([r.left + x + el.scrollWidth, el, `${style.overflowX} content`]);
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim() || parent.closest('.visually-hidden, .skip-link, script, style, noscript')) continue;
      range.selectNodeContents(node);
      for (const r of range.getClientRects()) if (r.width > 0) seen.push([r.right + x, parent, 'text']);
    }
    for (const [right, el, what] of seen) {
      widest = Math.max(widest, right);
      if (right > limit + 0.5 && offenders.length < 10) {
        const name = `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(' ')[0]}` : ''}`;
        offenders.push(`${name} ${what} ${Math.round(right)}px: ${(el.textContent ?? '').trim().slice(0, 60)}`);
      }
    }
    return { widest, scrollWidth: document.documentElement.scrollWidth, offenders };
  }, deviceWidth);
}

/** The header search box's bottom edge from the top of the page, or null when there is none or it is not visible. */
export async function searchBoxBottom(page: Page): Promise<number | null> {
  const box = await page.locator('#site-search').boundingBox();
  return box ? box.y + box.height : null;
}
