import { keywordName, namesOf, type CatalogueCard, type DocumentKind, type KeywordRecord, type RuleNumberRecord } from '../schema/index.js';
import type { Corpus } from '../records/index.js';
import { DEFAULT_LANG, LANGS, type Lang } from '../languages.js';
import { rulePath, cardPath, keywordPath, documentPath, mechanicPath, rulingPath } from '../site-paths.js';
import { namesIn, type Catalogue } from '../catalogue/index.js';
import { printedTypeLine } from '../text/index.js';
import { CATALOGUE_CARD_REF, KEYWORD_REF } from './manifest.js';
import { WHOLE_EN_FIELD, WHOLE_FIELD } from './lunr-setup.js';
import { wholeName } from './text.js';

export type SearchKind = 'card' | 'keyword' | 'rule' | 'glossary' | 'ruling' | 'mechanic' | 'document';

/** What a result shows: kind, title, path under the UI language, snippet, content language. */
export interface SearchMeta {
  k: SearchKind;
  t: string;
  u: string;
  s: string;
  l: Lang;
  /** The snippet's language, when it is not `l` (a rule's text is English). */
  sl?: string;
  /** A document's kind: the browser shows it, with the date in `s`, in the reader's words. */
  dk?: DocumentKind;
  /** Set when a document's date was deduced from its citations (`s` is then the edition they fit). */
  di?: 1;
  /** A number the documents gave another meaning: today's number of that rule (its entry comes first). */
  o?: string;
}

/** One entry of an index: its ref and the text of each field. */
export interface SearchDoc {
  ref: string;
  fields: Record<string, string>;
}

export interface LanguageDocs {
  names: SearchDoc[];
  text: SearchDoc[];
  meta: Map<string, SearchMeta>;
}

const wholeNames = (names: readonly string[]) => [...new Set(names.map(wholeName).filter(Boolean))];

/**
 * The fields that say what an entry is called, each name as one term (lunr-setup.ts WHOLE_FIELD): its names in the
 * index's language, and its English names in the first language's index only (every language's names are searched).
 * A name of the language that is the English one is a copy (a face left in English), not the language's name.
 */
export function wholeFields(lang: Lang, own: readonly string[], english: readonly string[] = []): Record<string, string> {
  const en = wholeNames(english);
  const whole = wholeNames(own).filter((name) => !en.includes(name));
  return {
    ...(whole.length ? { [WHOLE_FIELD]: whole.join(' ') } : {}),
    ...(en.length && lang === LANGS[0] ? { [WHOLE_EN_FIELD]: en.join(' ') } : {}),
  };
}

const clip = (s: string, n = 220) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

/** How a number the documents cite is found by words: under today's rule when it means it (the same entry as the
 *  topic's), else labelled with what it meant then and where that rule is today. */
export interface CitedNumbers {
  todayRef(number: string): string;
  older(record: RuleNumberRecord, lang: Lang): { title: string; path: string; today: string } | null;
}

/**
 * The corpus as search entries, per content language. Names (cards, keywords, rules, documents, sections) go in a
 * small first index; running text (rulings, rules text, card text, explanations) in a second one. A card's text
 * entry shares the card's ref, so a card whose name matches outranks a ruling that mentions it. With `only`, the
 * entries of that language alone (the same refs): the build holds one language's entries at a time.
 */
export function searchDocuments(corpus: Corpus, catalogue: Catalogue, only?: Lang, cited?: CitedNumbers): Record<Lang, LanguageDocs> {
  const out = Object.fromEntries(LANGS.map((l) => [l, { names: [], text: [], meta: new Map() } as LanguageDocs])) as Record<
    Lang,
    LanguageDocs
  >;
  /** Where the entries of a language go; none for another language than `only`. */
  const to = (lang: Lang): LanguageDocs | null => (only && lang !== only ? null : out[lang]);
  const counters = new Map<string, number>();
  const refOf = new Map<string, string>();
  const ref = (kind: string, id: string) => {
    const key = `${kind}|${id}`;
    let r = refOf.get(key);
    if (!r) {
      const n = counters.get(kind) ?? 0;
      counters.set(kind, n + 1);
      r = kind + n.toString(36);
      refOf.set(key, r);
    }
    return r;
  };
  const rulesById = new Map(corpus.rules.map((r) => [r.id, r]));
  const cardsById = new Map(corpus.cards.map((c) => [c.id, c]));
  const mechanicsById = new Map(corpus.mechanics.map((m) => [m.id, m]));

  // The names documents print a card under that no printing gives it (a typo, a name before print): found too.
  const documentNames = new Map<string, Map<Lang, Set<string>>>();
  for (const c of corpus.cards)
    for (const a of c.appearances) {
      if (!a.identity) continue;
      const byLang = documentNames.get(a.identity.oracleId) ?? new Map<Lang, Set<string>>();
      documentNames.set(a.identity.oracleId, byLang);
      byLang.set(c.lang, (byLang.get(c.lang) ?? new Set()).add(c.name));
    }
  for (const card of catalogue.cards) {
    // One ref in every language's index (see CATALOGUE_CARD_REF): a result is shown with the reader's name for it.
    const r = CATALOGUE_CARD_REF + ref('', card.oracleId);
    const english = namesIn(card, 'en');
    for (const lang of LANGS) {
      const docs = to(lang);
      if (!docs) continue;
      const own = [...new Set([...namesIn(card, lang), ...(documentNames.get(card.oracleId)?.get(lang) ?? [])])];
      const name = (own.length ? own : english).join(' ');
      const whole = wholeFields(lang, own, english);
      docs.names.push({ ref: r, fields: { name, raw: name, ...whole, ...(own.length ? { alias: english.join(' ') } : {}) } });
      docs.meta.set(r, cardMeta(card, lang));
    }
  }
  // A document's card that is a catalogue card: its documents' text finds that card's page (one entry per language).
  const texts = new Map<string, { lang: Lang; ref: string; text: string[] }>();
  for (const c of corpus.cards) {
    const text = c.faces.flatMap((f) => f.rulesText).join(' ');
    const r = c.identity ? CATALOGUE_CARD_REF + ref('', c.identity.oracleId) : ref('c', c.id);
    const entry = texts.get(`${c.lang} ${r}`) ?? { lang: c.lang, ref: r, text: [] };
    texts.set(`${c.lang} ${r}`, entry);
    if (text) entry.text.push(text);
    if (c.identity) continue;
    const names = namesOf(c).join(' ');
    to(c.lang)?.names.push({ ref: r, fields: { name: names, raw: names, ...wholeFields(c.lang, namesOf(c)), type: c.typeLine ?? '' } });
    to(c.lang)?.meta.set(r, {
      k: 'card',
      t: c.name,
      u: cardPath(c.id),
      s: clip([c.manaCost, c.typeLine && printedTypeLine(c.typeLine)].filter(Boolean).join(' · ')),
      l: c.lang,
    });
  }
  for (const t of texts.values()) if (t.text.length) to(t.lang)?.text.push({ ref: t.ref, fields: { text: t.text.join(' ') } });
  for (const k of corpus.keywords) {
    const r = ref(KEYWORD_REF, k.key);
    for (const lang of LANGS) {
      // Official names and aliases (the forms documents use, older printed names) are all found; the official name
      // in the reader's language is the `name`, so that typing it exactly ranks the keyword first.
      const own = searchNames(k, lang);
      const others = LANGS.filter((l) => l !== lang).flatMap((l) => searchNames(k, l));
      to(lang)?.names.push({
        ref: r,
        fields: { name: own.join(' '), raw: own.join(' '), syn: [...others, k.english].join(' '), ...wholeFields(lang, own, [k.english]) },
      });
      // The snippet shows the other languages' names: a reader who typed one of them sees why it matched.
      const otherNames = LANGS.filter((l) => l !== lang).map((l) => keywordName(k, l));
      to(lang)?.meta.set(r, {
        k: 'keyword',
        t: keywordName(k, lang),
        u: keywordPath(k.key),
        s: [k.english, ...otherNames, k.rule].filter(Boolean).join(' · '),
        l: lang,
      });
    }
  }
  for (const n of corpus.ruleNumbers) {
    const quoted = n.ruleIds.map((id) => rulesById.get(id)!).filter(Boolean);
    const langs = n.langs.length ? n.langs : [DEFAULT_LANG];
    for (const lang of langs) {
      const older = cited?.older(n, lang) ?? null;
      // A number that means today's rule shares its entry: the documents' words find the rule, once.
      const r = cited && !older && n.inTodaysRules ? cited.todayRef(n.number) : ref('r', n.number);
      const own = quoted.find((q) => q.lang === lang);
      const numbers = [n.number, ...n.todayNumbers.map((t) => t.todayNumber)].join(' ');
      to(lang)?.names.push({ ref: r, fields: { raw: numbers, name: own ? own.text.split(/\s+/).slice(0, 8).join(' ') : '' } });
      if (own)
        to(lang)?.text.push({
          ref: r,
          fields: {
            text: quoted
              .filter((q) => q.lang === lang)
              .map((q) => q.text)
              .join(' '),
          },
        });
      const meta: SearchMeta = older
        ? { k: 'rule', t: older.title, u: older.path, s: clip(own?.text ?? ''), l: lang, o: older.today }
        : { k: 'rule', t: n.number, u: rulePath(n.number), s: clip(own?.text ?? ''), l: lang };
      to(lang)?.meta.set(r, meta);
    }
  }
  for (const d of corpus.documents) {
    const r = ref('d', d.id);
    to(d.lang)?.names.push({
      ref: r,
      fields: {
        name: `${d.title} ${d.sets.map((s) => `${s.name} ${s.code ?? ''}`).join(' ')}`,
        raw: d.sets.map((s) => s.code ?? '').join(' '),
        ...wholeFields(d.lang, [d.title]),
      },
    });
    const dated = d.dateInferredFrom ? { s: d.rulesEdition.edition, di: 1 as const } : { s: d.date };
    to(d.lang)?.meta.set(r, { k: 'document', t: d.title, u: documentPath(d.id), ...dated, dk: d.kind, l: d.lang });
  }
  for (const m of corpus.mechanics) {
    const r = ref('m', m.id);
    to(m.lang)?.names.push({ ref: r, fields: { name: m.title, ...wholeFields(m.lang, [m.title]) } });
    const text = m.explanation.map((p) => p.text).join(' ');
    if (text) to(m.lang)?.text.push({ ref: r, fields: { text } });
    to(m.lang)?.meta.set(r, { k: 'mechanic', t: m.title, u: mechanicPath(m.id), s: clip(text), l: m.lang });
  }
  for (const x of corpus.rulings) {
    const r = ref('g', x.id);
    const card = x.owner.kind === 'card' ? cardsById.get(x.owner.id) : undefined;
    const owner = card ?? mechanicsById.get(x.owner.id);
    const ownerName = owner ? ('name' in owner ? owner.name : owner.title) : '';
    to(x.lang)?.text.push({ ref: r, fields: { text: x.text, owner: ownerName } });
    to(x.lang)?.meta.set(r, { k: 'ruling', t: ownerName, u: rulingPath(x, card), s: clip(x.text, 300), l: x.lang });
  }
  return out;
}

/** A catalogue card as a result in one UI language: its name there (or its English name), English name, cost, type. */
function cardMeta(card: CatalogueCard, lang: Lang): SearchMeta {
  const printed = card.printed[lang];
  const cost = card.faces
    .map((f) => f.manaCost ?? '')
    .filter(Boolean)
    .join(' // ');
  const type = printed?.faces[0]?.typeLine ?? card.faces[0].typeLine ?? '';
  return {
    k: 'card',
    t: printed?.name ?? card.name,
    u: cardPath(card.slug),
    s: clip([printed ? card.name : '', cost, type && printedTypeLine(type)].filter(Boolean).join(' · ')),
    l: lang,
  };
}

/** A keyword's names in one language as search knows them: the official one first, then aliases and older names. */
function searchNames(k: Pick<KeywordRecord, 'official' | 'names' | 'searchNames'>, lang: Lang): string[] {
  return [...new Set([k.official[lang]?.name, ...k.names[lang], ...k.searchNames[lang]].filter((n): n is string => !!n))];
}
