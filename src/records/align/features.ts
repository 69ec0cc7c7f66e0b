import type { Lang } from '../../languages.js';
import {
  chaosSymbolAsToday,
  foldText,
  MANA_SYMBOL,
  nameIndex,
  namesIt,
  ruleCitations,
  scanNames,
  type NameIndex,
} from '../../text/index.js';
import { rulingFeatures, wordStems, type RulingMentions } from '../ruling-sameness.js';
import { lexiconWords } from './lexicon.js';
import type { AlignContext, AlignKeyword, DocumentRuling, OfficialCard } from './types.js';

/**
 * What a ruling's text shows, in a form two languages share: the things a translation keeps as they are (numbers,
 * power/toughness, mana symbols, rule numbers, the cards and keywords it names, by oracle id and keyword key), the
 * stems of its words (Spanish, French, Portuguese and English share most stems of the game's words: "déclaration",
 * "declared"), and its length.
 */
export interface TextFeatures {
  /** `number:2`, `number:+1/+1`, `mana:{R}`, `rule:702.49`, `card:<oracle id>`, `keyword:ninjutsu`. */
  anchors: Set<string>;
  stems: Set<string>;
  /** Letters only: a translation's length follows its original's. */
  letters: number;
  /** Its words, for the lexicon. */
  words: string[];
}

/** The words before a rule number in English rulings ("see rule 702.49"). */
const ENGLISH_RULE_WORDS = ['rule', 'rules'];

/** A card's names as a text may write them: each name, and a legendary name's part before its comma ("Kaito"). */
function namesToScan(names: readonly string[]): string[] {
  const short = names.flatMap((n) => {
    const head = n.split(', ')[0];
    return head !== n && head.length >= 3 ? [head] : [];
  });
  return [...new Set([...names, ...short])];
}

/** Where a keyword is named in running text: one-word keyword actions ("exile", "draw") are ordinary verbs too, and
 *  are left out on both sides so that neither language counts them. */
function namedInProse(k: AlignKeyword): boolean {
  return k.kind !== 'keyword-action' || k.english.includes(' ');
}

interface Indexes {
  names: Map<Lang | 'en', NameIndex<{ oracleId: string; name: string }>>;
  keywords: NameIndex<string>;
  proseKeywords: Set<string>;
}

const indexesOf = new WeakMap<AlignContext, Indexes>();

function indexes(context: AlignContext): Indexes {
  let found = indexesOf.get(context);
  if (!found) {
    const prose = context.keywords.filter(namedInProse);
    found = {
      names: new Map(),
      keywords: nameIndex(prose.map((k) => ({ name: k.english, value: k.key }))),
      proseKeywords: new Set(prose.map((k) => k.key)),
    };
    indexesOf.set(context, found);
  }
  return found;
}

function namesOf(card: OfficialCard, lang: Lang | 'en'): string[] {
  return lang === 'en' ? card.english : (card.printed[lang] ?? []);
}

function nameIndexOf(context: AlignContext, lang: Lang | 'en') {
  const { names } = indexes(context);
  let index = names.get(lang);
  if (!index) {
    const entries = context.cards.flatMap((c) =>
      namesToScan(namesOf(c, lang)).map((name) => ({ name, value: { oracleId: c.oracleId, name } })),
    );
    names.set(lang, (index = nameIndex(entries)));
  }
  return index;
}

/** The cards a text names, and the text without their names (a name is no word to translate: its card is an anchor). */
interface NamedCards {
  oracleIds: string[];
  rest: string;
}

/** The cards a text names, as written (capitals as printed, or quoted): "Vous êtes pris au piège" does not name
 *  *Pris au piège*. */
export function cardsNamed(text: string, lang: Lang | 'en', context: AlignContext): NamedCards {
  const hits = scanNames(foldText(text), nameIndexOf(context, lang));
  // Folding keeps the length of most text; where it did not, a hit is taken as written and left in the text.
  const sameLength = foldText(text).length === text.length;
  const named = hits.filter((h) => !sameLength || namesIt(text, h.start, h.end, h.value.name, false));
  let rest = text;
  if (sameLength) for (const h of named) rest = rest.slice(0, h.start) + ' '.repeat(h.end - h.start) + rest.slice(h.end);
  return { oracleIds: [...new Set(named.map((h) => h.value.oracleId))], rest };
}

/** English possessives ("Kaito's") hide the name from a whole-word scan. */
const withoutPossessives = (text: string) => text.replace(/['’]s\b/g, '');

function manaAnchors(text: string): string[] {
  return (text.match(MANA_SYMBOL) ?? []).map((s) => `mana:${s.toUpperCase()}`);
}

/** A text's features; `words` is the text without the card names it holds, in `lang`. */
function featuresOf(text: string, mentions: RulingMentions, words: string, lang: Lang | 'en'): TextFeatures {
  const anchors = rulingFeatures({ text, mentions }, []);
  for (const m of manaAnchors(text)) anchors.add(m);
  return { anchors, stems: wordStems(text), letters: (text.match(/\p{L}/gu) ?? []).length, words: lexiconWords(words, lang) };
}

/** An official ruling's features: the cards and keywords its English text names, the rules it cites. */
export function officialFeatures(text: string, context: AlignContext): TextFeatures {
  const plain = withoutPossessives(text);
  const keywords = [...new Set(scanNames(foldText(plain), indexes(context).keywords).map((h) => h.value))];
  const rules = ruleCitations(text, ENGLISH_RULE_WORDS).map((c) => ({ number: c.number, todayNumber: null }));
  // A name may hold a possessive of its own (Painter's Studio): read both as written and without possessives.
  const named = cardsNamed(plain, 'en', context);
  const cardIds = [...new Set([...cardsNamed(text, 'en', context).oracleIds, ...named.oracleIds])];
  return featuresOf(text, { keywords, cardIds, rules }, named.rest, 'en');
}

/** A document ruling's features: the keywords the parser found (one-word actions left out, as in English), the cards
 *  its text names in its language, its rules as they are numbered today; the chaos symbol as today's rulings write it. */
export function documentFeatures(ruling: DocumentRuling, lang: Lang, date: string | null, context: AlignContext): TextFeatures {
  const { proseKeywords } = indexes(context);
  const text = date ? chaosSymbolAsToday(ruling.text, date) : ruling.text;
  const keywords = ruling.keywords.filter((k) => proseKeywords.has(k));
  const named = cardsNamed(text, lang, context);
  return featuresOf(text, { keywords, cardIds: named.oracleIds, rules: ruling.rules }, named.rest, lang);
}
