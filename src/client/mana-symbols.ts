import type { UiKey } from '../i18n/index.ts';
import { manaSymbolView } from '../site/mana-label.ts';
import { MANA_SYMBOL } from '../text/index.ts';
import { appendHighlighted } from './highlight.ts';

type Translate = (key: UiKey, options?: Record<string, unknown>) => string;

/** Appends text whose `{R}`-style mana symbols become symbols with a text alternative, as on the card page. */
export function appendWithManaSymbols(parent: HTMLElement, text: string, terms: string[], t: Translate): void {
  let at = 0;
  for (const m of text.matchAll(MANA_SYMBOL)) {
    if (m.index! > at) appendHighlighted(parent, text.slice(at, m.index), terms);
    const { className, label, text: symbol } = manaSymbolView(m[0].slice(1, -1).toUpperCase(), t);
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
    at = m.index! + m[0].length;
  }
  if (at < text.length) appendHighlighted(parent, text.slice(at), terms);
}
