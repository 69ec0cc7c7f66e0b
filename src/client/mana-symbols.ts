import type { UiKey } from '../i18n/index.ts';
import { manaSymbolView } from '../site/mana-label.ts';
import { symbolSegments } from '../text/index.ts';
import { appendHighlighted } from './highlight.ts';

type Translate = (key: UiKey, options?: Record<string, unknown>) => string;

/** Appends text whose `{R}`-style mana symbols become symbols with a text alternative, as on the card page. */
export function appendWithManaSymbols(parent: HTMLElement, text: string, terms: string[], t: Translate): void {
  for (const segment of symbolSegments(text)) {
    if (segment.symbol === undefined) {
      appendHighlighted(parent, segment.text, terms);
      continue;
    }
    const { className, label, text: symbol } = manaSymbolView(segment.symbol.toUpperCase(), t);
    const abbr = document.createElement('abbr');
    abbr.className = className;
    abbr.title = label;
    const spoken = document.createElement('span');
    spoken.className = 'visually-hidden';
    spoken.textContent = label;
    const shown = document.createElement('span');
    shown.setAttribute('aria-hidden', 'true');
    shown.textContent = symbol;
    abbr.append(spoken, shown);
    parent.append(abbr);
  }
}
