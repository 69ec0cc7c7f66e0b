/**
 * The parts of a card page that hold the catalogue's data — the Oracle box, the printed box, the names and keywords,
 * the printings — and printed text with its mana symbols wherever a page shows one. The route data
 * (`site/routing/card.ts`) has worked out every word; these only write the markup. (Prettier leaves the templates of
 * this folder as written: a line break it adds inside one is a space on the page.)
 */
import type { CardPage } from '../site/routing/card.js';
import type { FaceView, WordingView } from '../site/routing/card-catalogue.js';
import type { SymbolView, TextPiece } from '../site/routing/card-text.js';
import type { ListedCard } from '../site/routing/cards.js';
import { html, type Html } from './html.js';

type CataloguePage = Extract<CardPage, { kind: 'catalogue' }>;

const symbols = new WeakMap<SymbolView, Html>();

/** A mana symbol: its printed form for the eye, its spoken label (in the reader's language) for a screen reader.
 *  Written once per symbol and language: the views are made once (`symbolView`), and cards repeat a few dozen
 *  symbols hundreds of thousands of times. */
export function manaSymbol(s: SymbolView): Html {
  let markup = symbols.get(s);
  if (!markup) {
    markup = html`<abbr class="${s.className}" title="${s.label}" lang="${s.lang}"><span class="visually-hidden">${s.label}</span><span aria-hidden="true">${s.text}</span></abbr>`;
    symbols.set(s, markup);
  }
  return markup;
}

/** One line of printed text: plain text, and each mana symbol. */
export function pieces(line: readonly TextPiece[]): Html {
  return html`${line.map((x) => ('symbol' in x ? manaSymbol(x.symbol) : x.text))}`;
}

/** A text of several lines, each its own paragraph. */
export function paragraphs(lines: readonly (readonly TextPiece[])[]): Html {
  return html`${lines.map((line) => html`<p>${pieces(line)}</p>`)}`;
}

function oracleFace(f: FaceView): Html {
  const cost = f.cost.length > 0 && html`<span class="mana-cost">${pieces(f.cost)}</span>`;
  const typeLine = f.typeLine && html`<p class="type-line">${f.typeLine}</p>`;
  const stats = f.stats && html`<p class="pt">${f.stats}</p>`;
  return html`<div class="face"><div class="card-head"><h3>${f.name}</h3>${cost}</div>${typeLine}<div class="rules-text">${paragraphs(f.lines)}</div>${stats}</div>`;
}

/** The card today: the Oracle's faces in English, under the day the data was built. */
export function oracleBox(oracle: CataloguePage['oracle'], lang: string): Html {
  const label = html`<h2 id="oracle-heading" class="box-label" lang="${lang}"><time datetime="${oracle.datetime}">${oracle.label}</time></h2>`;
  return html`<section class="card-box oracle" aria-labelledby="oracle-heading" lang="en">${label}${oracle.faces.map(oracleFace)}</section>`;
}

/** A card as one printing worded it: its name, then each face (named where there are several), type line, text. */
function wording(w: WordingView): Html {
  const faces = w.faces.map((f) => {
    const name = f.name && html`<h3>${f.name}</h3>`;
    const typeLine = f.typeLine && html`<p class="type-line">${f.typeLine}</p>`;
    return html`<div class="face">${name}${typeLine}<div class="rules-text">${paragraphs(f.lines)}</div></div>`;
  });
  return html`<p class="printed-name"><strong>${w.name}</strong></p>${faces}`;
}

/** The card as printed in the reader's language, its earlier wordings folded under it; nothing where it never was. */
export function printedBox(printed: CataloguePage['printed'], lang: string): Html {
  if (!printed) return html``;
  const earlier = printed.earlier.map(
    (w) => html`<div class="wording" lang="${lang}"><p class="printing-label">${w.from}</p>${wording(w)}</div>`,
  );
  const folded = earlier.length > 0 && html`<details class="earlier"><summary>${printed.earlierLabel}</summary>${earlier}</details>`;
  const heading = html`<h2 id="printed-heading" class="box-label">${printed.heading} <span class="printing-label">(${printed.printing})</span></h2>`;
  return html`<section class="card-box printed" aria-labelledby="printed-heading">${heading}<div lang="${lang}">${wording(printed)}</div>${folded}</section>`;
}

type NamesView = Pick<CataloguePage, 'titleLang' | 'englishName' | 'otherNames' | 'names' | 'keywords' | 'labels'>;

/** The card's English name (where the title is another), other names, printed names in each other language, keywords. */
export function cardNames(p: NamesView): Html {
  const { labels } = p;
  const names = p.names.map((x) =>
    x.name ? html`<li><span lang="${x.lang}">${x.name}</span> (${x.language})</li>` : html`<li>${x.missing}</li>`,
  );
  const keywords = p.keywords.map((k) => html`<li><a href="${k.href}">${k.name}</a></li>`);
  return html`<dl class="meta">${[
    p.titleLang !== 'en' && html`<dt>${labels.englishName}</dt><dd lang="en">${p.englishName}</dd>`,
    p.otherNames.length > 0 && html`<dt>${labels.otherNames}</dt><dd lang="en">${p.otherNames.join(' · ')}</dd>`,
    html`<dt>${labels.printedNames}</dt><dd><ul class="tag-list">${names}</ul></dd>`,
    keywords.length > 0 && html`<dt>${labels.keywords}</dt><dd><ul class="tag-list">${keywords}</ul></dd>`,
  ]}</dl>`;
}

/** Cards listed by name (A–Z, a set, a document's section): each linked to its page, with its mana cost. */
export function cardListItems(cards: readonly ListedCard[]): Html {
  return html`${cards.map((card) => {
    const cost = card.cost.length > 0 && html` <span class="mana-cost">${pieces(card.cost)}</span>`;
    return html`<li><a href="${card.href}" lang="${card.lang}">${card.name}</a>${cost}</li>`;
  })}`;
}

/** Every printing, newest first, each linked to Scryfall where it has a collector number. */
export function printingsList(printings: CataloguePage['printings'], label: string): Html {
  const items = printings.map((x) => {
    const set = html`<span lang="${x.setNameLang}">${x.setName}</span>`;
    const printing = x.href
      ? html`<a href="${x.href}" rel="nofollow noopener">${set} (${x.set}${x.number ? ` #${x.number}` : ''})</a>`
      : html`${set} (${x.set})`;
    return html`<li>${printing}, ${x.year}</li>`;
  });
  return html`<details class="printings"><summary>${label}</summary><ul class="printing-list">${items}</ul></details>`;
}

/** The head of a catalogue card's page: today's Oracle text, then the printed text of the reader's language. */
export function cardBoxes(p: Pick<CataloguePage, 'oracle' | 'printed' | 'lang'>): Html {
  return html`${oracleBox(p.oracle, p.lang)}${printedBox(p.printed, p.lang)}`;
}

/** The foot of a catalogue card's page: its names and keywords, then its printings. */
export function cardDetails(p: NamesView & Pick<CataloguePage, 'printings' | 'printingsLabel'>): Html {
  return html`${cardNames(p)}${printingsList(p.printings, p.printingsLabel)}`;
}
