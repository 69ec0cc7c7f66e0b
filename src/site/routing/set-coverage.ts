/**
 * The coverage page of a set, per UI language (`sets/<set>/coverage/`): how many of the set's official rulings
 * (today's) a document of each language translates, from which documents, and, in the reader's language, the list of
 * those none translates — what a translator, or a maintainer looking for the release notes to add, works from. The
 * figures are the records' (src/records/set-coverage.ts); this page only shows them.
 */
import { languageName } from '../../i18n/intl.js';
import { LANGS, type Lang } from '../../languages.js';
import { rulingWords } from '../../catalogue/index.js';
import type { CatalogueSet, OfficialRuling, SetCoverageRecord } from '../../schema/index.js';
import { cardPath, documentPath, setCoveragePath, setPath } from '../../site-paths.js';
import { loadCorpus, type SiteCorpus } from '../corpus.js';
import { byName } from '../sort.js';
import { readerName } from './card.js';
import { officialRulingAnchor } from './card-translations.js';
import { pageContext, type PageContext } from './context.js';
import { perLanguageAnd } from './paths.js';
import { around, SLOT } from './slot.js';
import { languageLabel } from './source.js';

const bySet = new WeakMap<SiteCorpus, Map<string, SetCoverageRecord>>();

/** A set's coverage record, by its code. */
export function coverageOf(code: string, c: SiteCorpus): SetCoverageRecord | undefined {
  let map = bySet.get(c);
  if (!map) bySet.set(c, (map = new Map(c.setCoverage.map((x) => [x.id, x]))));
  return map.get(code);
}

/** One page per set with official rulings and UI language. */
export const setCoveragePaths = async () => setCoveragePathsOf(await loadCorpus());

export function setCoveragePathsOf(c: SiteCorpus) {
  return perLanguageAnd(
    c.setCoverage.filter((x) => c.catalogue.set.has(x.id)).map((x) => x.id),
    'set',
    (code) => code.toLowerCase(),
  );
}

/** A set's name in the reader's language where one is known, else its English name. */
export function setName(set: CatalogueSet, lang: Lang) {
  const name = set.names?.[lang];
  return { name: name ?? set.name, lang: name ? lang : ('en' as const) };
}

const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.floor((100 * part) / whole));

/** How much one language translates: the share, and each document with how many it translates. */
function languageRow(coverage: SetCoverageRecord, of: Lang, p: PageContext) {
  const { translated, documents } = coverage.languages[of];
  return {
    lang: of,
    language: languageLabel(of, p),
    share: p.t('coverage.share', { translated, total: coverage.officialRulings, percent: percent(translated, coverage.officialRulings) }),
    documents: documents.map((d) => ({
      title: p.docTitle(d.documentId),
      lang: p.docLang(d.documentId),
      href: p.to(documentPath(d.documentId)),
      translated: d.translated,
    })),
  };
}

type Place = { name: string; lang: string; href: string };
type Untranslated = { text: string; href: string; alsoOn: Place[] };

const folded = new WeakMap<OfficialRuling, { words: string; anchor: string }>();

/** An official ruling's words (as the records count it) and its anchor on its card's page, worked out once per build:
 *  a set's page in each language reads all its rulings again. */
function wordsAndAnchor(r: OfficialRuling) {
  let found = folded.get(r);
  if (!found) folded.set(r, (found = { words: rulingWords(r.text), anchor: officialRulingAnchor(r.text) }));
  return found;
}

/** The official rulings no document of the reader's language translates, each once (as the records count them): under
 *  the first of its cards by the reader's names, the others it is filed on named beside it; each with its English
 *  text (as plain text: a list of thousands for a big set) and its place on the card's page. */
function untranslated(coverage: SetCoverageRecord, p: PageContext) {
  const translated = coverage.languages[p.lang].translatedRulings;
  const cards = byName(
    coverage.cards.flatMap((oracleId) => {
      const card = p.c.catalogue.byOracleId.get(oracleId);
      return card ? [{ card, ...readerName(card, p.lang), href: p.to(cardPath(card.slug)) }] : [];
    }),
    p.lang,
    (x) => x.name,
  );
  const done = new Set(cards.flatMap(({ card }) => (translated[card.oracleId] ?? []).map((i) => wordsAndAnchor(card.rulings[i]).words)));
  const listed = new Map<string, { oracleId: string; item: Untranslated }>();
  return cards
    .map(({ card, name, lang, href }) => {
      const rulings: Untranslated[] = [];
      for (const r of card.rulings) {
        const { words, anchor } = wordsAndAnchor(r);
        const at = `${href}#${anchor}`;
        const first = listed.get(words);
        if (done.has(words) || first?.oracleId === card.oracleId) continue;
        if (first) first.item.alsoOn.push({ name, lang, href: at });
        else {
          const item = { text: r.text, href: at, alsoOn: [] };
          listed.set(words, { oracleId: card.oracleId, item });
          rulings.push(item);
        }
      }
      return { name, lang, href, rulings };
    })
    .filter((card) => card.rulings.length > 0);
}

/** Everything a set's coverage page shows. */
export async function setCoveragePage(props: { lang: Lang; item: string }, corpus?: SiteCorpus) {
  const p = await pageContext(props.lang, corpus);
  const { t, lang } = p;
  const coverage = coverageOf(props.item, p.c) as SetCoverageRecord;
  const set = p.c.catalogue.set.get(props.item) as CatalogueSet;
  const name = setName(set, lang);
  const missing = coverage.officialRulings - coverage.languages[lang].translated;
  const language = languageName(lang, lang);
  return {
    title: t('coverage.title', { set: `${name.name} (${set.code})` }),
    heading: around(t('coverage.title', { set: SLOT })),
    name,
    code: set.code,
    path: setCoveragePath(set.code),
    setHref: p.to(setPath(set.code)),
    intro: t('coverage.intro', { count: coverage.officialRulings, cards: t('cards.count', { count: coverage.cards.length }) }),
    languages: LANGS.map((of) => languageRow(coverage, of, p)),
    untranslatedHeading: missing > 0 ? t('coverage.untranslated', { count: missing, language }) : t('coverage.allTranslated', { language }),
    cards: untranslated(coverage, p),
    ...p,
  };
}

/** The sets of which a document translates some official rulings, newest first: the home page links their coverage. */
export function translatedSets(p: PageContext) {
  return p.c.setCoverage
    .filter((x) => LANGS.some((l) => x.languages[l].translated > 0) && p.c.catalogue.set.has(x.id))
    .map((x) => ({ coverage: x, set: p.c.catalogue.set.get(x.id)! }))
    .sort((a, b) => (a.set.released < b.set.released ? 1 : a.set.released > b.set.released ? -1 : a.set.code < b.set.code ? -1 : 1))
    .map(({ coverage, set }) => ({
      ...setName(set, p.lang),
      code: set.code,
      href: p.to(setCoveragePath(set.code)),
      share: p.t('coverage.share', {
        translated: coverage.languages[p.lang].translated,
        total: coverage.officialRulings,
        percent: percent(coverage.languages[p.lang].translated, coverage.officialRulings),
      }),
    }));
}
