/**
 * One document's card on a card page: the card as the document prints it, where, and the rulings it gives (its own,
 * then the general rulings of its mechanics, by section). The route data (site/routing/card-documents.ts) has worked
 * out every word.
 */
import { useTranslations } from '../i18n/index.js';
import type { Lang } from '../languages.js';
import type { LinkSelf } from '../site/rich-text.js';
import type { DocumentCardView } from '../site/routing/card-documents.js';
import { pieces } from './card.js';
import { html, joined, type Html } from './html.js';
import { richText } from './rich-text.js';
import { changeMarks, documentRuling } from './ruling.js';

/** The card's faces as the document prints them, folded. */
function documentText(d: DocumentCardView, self: LinkSelf, lang: Lang, label: string): Html {
  const t = useTranslations(lang);
  const card = d.card;
  const faces = d.faces.map(({ face, label: faceLabel, typeLine, cost }) => {
    const name = card.faces.length > 1 && html`<strong>${face.name}</strong>`;
    const mana = cost.length > 0 && html`<span class="mana-cost">${pieces(cost)}</span>`;
    const lines = face.rulesText.map(
      (line, i) => html`<p>${richText({ text: line, markup: face.rulesMarkup?.[i], links: face.rulesLinks?.[i] }, lang, self)}</p>`,
    );
    return html`<div class="card-box" lang="${card.lang}" aria-label="${faceLabel}"><div class="card-head">${name} ${mana}</div>${
      typeLine && html`<p class="type-line">${typeLine}</p>`
    }<div class="rules-text">${lines}</div>${face.power !== null && html`<p class="pt">${face.power}/${face.toughness}</p>`}${
      face.loyalty !== null && html`<p class="pt" lang="${lang}">${t('card.loyalty')}${t('punct.colon')} ${face.loyalty}</p>`
    }</div>`;
  });
  return html`<details class="document-text"><summary>${label}</summary>${faces}</details>`;
}

/** One document's card on a card page. */
export function documentCard(d: DocumentCardView, self: LinkSelf, lang: Lang): Html {
  const t = useTranslations(lang);
  const card = d.card;
  const words = { sourceLabel: t('card.sourceLabel'), permalink: t('card.permalink') };
  const appearances = joined(
    d.appearances.map((a) => html`<a href="${a.href}" lang="${a.lang}">${a.title}</a>, ${a.line}`),
    ' · ',
  );
  const mechanics =
    d.mechanics.length > 0 &&
    html`<p class="explained-in">${t('card.mechanics')}${t('punct.colon')} ${joined(
      d.mechanics.map((m) => html`<a href="${m.href}" lang="${m.lang}">${m.title}</a>`),
      ' · ',
    )}</p>`;
  const own =
    d.rulings.length > 0 &&
    html`<ol class="rulings own-rulings">${d.rulings.map(
      ({ ruling: r, source, alsoIn, marks }) =>
        html`<li id="${r.anchor}">${documentRuling({ ruling: r, lang, self, link: { href: `#${r.anchor}`, text: words.permalink }, source, marks, alsoIn, ...words })}</li>`,
    )}</ol>`;
  const sections = d.sections.map(
    (s) =>
      html`<section class="mechanic-rulings" aria-labelledby="${s.headingId}"><h5 id="${s.headingId}"><a href="${s.href}">${s.heading.before}<span lang="${s.mechanic.lang}">${s.mechanic.title}</span>${s.heading.after}</a> <span class="lang-badge">${s.language}</span></h5>${changeMarks(
        s.changes,
      )}<ol class="rulings mechanic-rulings-list">${s.rulings.map(
        ({ ruling: r, href, source, alsoIn, marks }) =>
          html`<li>${documentRuling({ ruling: r, lang, self, link: { href, text: words.permalink }, source, marks, alsoIn, ...words })}</li>`,
      )}</ol></section>`,
  );
  return html`<article class="document-card" aria-label="${card.name}"><h4><span lang="${card.lang}">${card.name}</span> <span class="lang-badge">${d.language}</span></h4><p class="appearances">${appearances}</p>${mechanics}${documentText(
    d,
    self,
    lang,
    t('card.rulesText'),
  )}${own}${sections}${changeMarks(d.ruleChanges)}</article>`;
}
