import type { UiKey } from '../i18n/index.js';

type T = (key: UiKey, options?: Record<string, unknown>) => string;

/** Spoken form of one symbol ("R" → "maná rojo", "2/B" → "2 maná genérico o maná negro", "CHAOS" → "símbolo de caos"). */
export function manaSymbolLabel(symbol: string, t: T): string {
  const s = symbol.toUpperCase();
  if (s.includes('/')) {
    const [a, b] = s.split('/');
    if (b === 'P') return t('mana.phyrexian', { color: manaSymbolLabel(a, t) });
    return t('mana.hybrid', { a: manaSymbolLabel(a, t), b: manaSymbolLabel(b, t) });
  }
  if (/^\d+$/.test(s)) return t('mana.generic', { n: s });
  if (s === 'T') return t('mana.tap');
  if (s === 'Q') return t('mana.untap');
  if (s === 'CHAOS') return t('mana.chaos');
  if (['W', 'U', 'B', 'R', 'G', 'C', 'X'].includes(s)) return t(`mana.${s}` as UiKey);
  return t('mana.symbol', { symbol: s });
}

/** The parts of one symbol's markup, the same on server-rendered pages and in search results built in the browser. */
export function manaSymbolView(symbol: string, t: T): { className: string; label: string; text: string } {
  return { className: manaClass(symbol), label: manaSymbolLabel(symbol, t), text: symbol };
}

/** CSS class for a symbol's colour: hybrid symbols take their first colour. */
export function manaClass(symbol: string): string {
  const first = symbol
    .toUpperCase()
    .split('/')
    .find((p) => /^[WUBRGC]$/.test(p));
  return first ? `ms ms-${first.toLowerCase()}` : 'ms ms-generic';
}
