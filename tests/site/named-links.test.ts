/**
 * What the pages link is what the records say each text names, on every document of content/: the spans the site
 * renders (richText over the records' links, as a card page, a keyword page or a rule page shows a text) against a
 * ruling's mentions, a card's and a mechanic's keywords, and the keyword pages that list them.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { InlineNode, TextLink } from '../../src/schema/index.js';
import { richText, type LinkSelf, type RichNode, type Segment } from '../../src/site/rich-text.js';
import type { SiteCorpus } from '../../src/site/corpus.js';
import { cardPageKey } from '../../src/site-paths.js';
import { foldText } from '../../src/text/index.js';
import { siteCorpus } from '../helpers/site-corpus.js';

let c: SiteCorpus;
beforeAll(() => {
  c = siteCorpus();
}, 300_000);

/** The segments a page shows for a text, in order. */
function rendered(text: string, markup: InlineNode[] | null | undefined, links: TextLink[] | null | undefined, self: LinkSelf = {}) {
  const out: Segment[] = [];
  const walk = (nodes: RichNode[]) => {
    for (const n of nodes)
      if (n.type === 'segments') out.push(...n.segments);
      else walk(n.children);
  };
  walk(richText(text, markup, links, self));
  return out;
}

const keys = (segments: Segment[]) => new Set(segments.flatMap((s) => (s.kind === 'keyword' ? [s.key] : [])));
const sorted = (xs: Iterable<string>) => [...new Set(xs)].sort();

describe('the pages link what the records say each text names', () => {
  it('a ruling: its keyword, card and rule links are its mentions, and each keyword page lists it', () => {
    const disagreements: string[] = [];
    for (const r of c.rulings) {
      const own = r.owner.kind === 'card' ? cardPageKey(c.card.get(r.owner.id)!) : undefined;
      const onPage = rendered(r.text, r.markup, r.links, { cardPage: own });
      const cardsShown = sorted(onPage.flatMap((s) => (s.kind === 'card' ? [s.page] : [])));
      const cardsNamed = sorted(r.mentions.cardIds.map((id) => cardPageKey(c.card.get(id)!)).filter((page) => page !== own));
      const rulesShown = sorted(onPage.flatMap((s) => (s.kind === 'rule' ? [s.number] : [])));
      const agree =
        JSON.stringify(sorted(keys(onPage))) === JSON.stringify(sorted(r.mentions.keywords)) &&
        JSON.stringify(cardsShown) === JSON.stringify(cardsNamed) &&
        JSON.stringify(rulesShown) === JSON.stringify(sorted(r.mentions.rules.map((m) => m.number))) &&
        r.mentions.keywords.every((k) => c.keyword.get(k)?.rulingIds.includes(r.id));
      if (!agree) disagreements.push(r.id);
    }
    expect(c.rulings.length).toBeGreaterThan(800);
    expect(disagreements).toEqual([]);
  });

  it("a card's rules text: each keyword it links is one of the card's keywords, and the keyword's page lists the card", () => {
    const disagreements: string[] = [];
    for (const card of c.cards)
      for (const f of card.faces)
        f.rulesText.forEach((line, i) => {
          for (const k of keys(rendered(line, f.rulesMarkup?.[i], f.rulesLinks?.[i], { cardPage: cardPageKey(card) })))
            if (!card.keywords.includes(k) || !c.keyword.get(k)?.cardIds.includes(card.id)) disagreements.push(`${card.id} ${k}`);
        });
    expect(disagreements).toEqual([]);
  });

  it("a mechanic's explanation: each keyword it links is one of the mechanic's keywords, and the keyword's page lists it", () => {
    const disagreements = c.mechanics.flatMap((m) =>
      [...keys(m.explanation.flatMap((p) => rendered(p.text, p.markup, p.links)))]
        .filter((k) => !m.keywords.includes(k) || !c.keyword.get(k)?.mechanicIds.includes(m.id))
        .map((k) => `${m.id} ${k}`),
    );
    expect(disagreements).toEqual([]);
  });

  it("no page links a keyword inside a card's own name (its rulings and its rules text, on its page)", () => {
    const inOwnName: string[] = [];
    const check = (id: string, text: string, segments: Segment[], names: string[]) => {
      const folded = foldText(text);
      // Folding keeps offsets only when every character folds to one character.
      if (folded.length !== text.length) return;
      let at = 0;
      const spans = segments.map((s) => ({ s, start: (at += s.text.length) - s.text.length, end: at }));
      for (const name of names.map(foldText))
        for (let i = folded.indexOf(name); i >= 0; i = folded.indexOf(name, i + 1))
          for (const { s, start, end } of spans)
            if (s.kind === 'keyword' && start < i + name.length && end > i) inOwnName.push(`${id}: ${text.slice(start, end)}`);
    };
    for (const card of c.cards) {
      const names = [card.name, ...card.faces.map((f) => f.name)];
      const self = { cardPage: cardPageKey(card) };
      for (const id of card.rulingIds) {
        const r = c.ruling.get(id)!;
        check(r.id, r.text, rendered(r.text, r.markup, r.links, self), names);
      }
      for (const f of card.faces)
        f.rulesText.forEach((line, i) => check(card.id, line, rendered(line, f.rulesMarkup?.[i], f.rulesLinks?.[i], self), names));
    }
    expect(inOwnName).toEqual([]);
  });
});
