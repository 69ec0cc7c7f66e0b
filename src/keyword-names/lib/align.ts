/**
 * Aligning an English printing's text with one foreign printing of the same card, line by line, to read off how the
 * foreign text names each keyword. Pure: strings in, sightings out. Reminder text (in parentheses) is set aside first.
 *
 * Three kinds of evidence, strongest first:
 * - a keyword-only line (`Flying, vigilance`, `Ward {2}`, `Enchant creature`): item by item, the foreign item without
 *   its parameter;
 * - an ability word line (`Delirium — …`): the foreign words before the dash;
 * - a keyword action as a whole sentence (`Scry 2.`, `Investigate.`): the foreign sentence without its parameter
 *   (the printed, usually imperative, form).
 */

export type Evidence = 'keyword-line' | 'ability-word' | 'action-sentence';

export interface KeywordLexicon {
  /** The keyword whose English name starts `text` (longest first), with the rest of `text`, or null. */
  leading(text: string): { english: string; rest: string } | null;
  kind(english: string): 'keyword-ability' | 'keyword-action' | 'ability-word';
}

export interface Sighting {
  english: string;
  name: string;
  evidence: Evidence;
  /** The foreign line the name was read from. */
  text: string;
  /** Cut from an item whose parameter is words (`Enchant creature`): weaker than a name printed alone. */
  partial: boolean;
  /** For a partial name: the English and the foreign item it was cut from. */
  items?: { en: string; foreign: string };
}

const REMINDER = /\s*\([^()]*\)/g;
const DASH = /\s*[—–]\s*/;

/** The card's lines without reminder text, empty lines dropped. */
export function textLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.replace(REMINDER, '').replace(REMINDER, '').trim())
    .filter(Boolean);
}

function withoutFinalPeriod(s: string): string {
  return s.replace(/[.。]\s*$/, '').trim();
}

/** A name as kept: trimmed, without a final period or colon, its first letter in lower case (names start sentences). */
export function cleanName(name: string, locale: string): string {
  const n = withoutFinalPeriod(name).replace(/\s*:$/, '').replace(/\s+/g, ' ').trim();
  return n.charAt(0).toLocaleLowerCase(locale) + n.slice(1);
}

/**
 * The foreign words that name the keyword in `item`, given what follows the keyword in the English item: nothing (the
 * whole item), a cost or number (`{2}`, `3`, `X`, `—Pay 3 life`: the words before it), or words (`creature`, `from
 * red`: the words before a colon, else as many words as the English name has).
 */
export function nameInItem(item: string, englishRest: string, englishWords: number): string | null {
  const foreign = withoutFinalPeriod(item);
  if (!englishRest) return foreign;
  if (costLike(englishRest)) {
    const cut = foreign.search(/\s*[{—–:]|\s*-\s*(?=\p{Lu})|\s+-|\s+(?:\d|X\b)/u);
    return cut > 0 ? foreign.slice(0, cut) : null;
  }
  const colon = foreign.indexOf(':');
  if (colon > 0) return foreign.slice(0, colon);
  const words = foreign.split(/\s+/);
  return words.length > englishWords ? words.slice(0, englishWords).join(' ') : null;
}

/** What follows a keyword is a cost or a number (`{2}`, `3`, `X`, `—Pay 3 life`), not words. */
function costLike(rest: string): boolean {
  return /^[{\d—–:X-]/.test(rest);
}

/** An English item is a keyword with a short parameter, not a sentence about the keyword (`Ninjutsu abilities you
 *  activate cost {1} less to activate.`). */
function keywordItem(item: { english: string; rest: string } | null, line: string): boolean {
  if (!item || !item.rest || costLike(item.rest)) return !!item;
  return !/\.\s*$/.test(line) && item.rest.split(' ').length <= 6 && !/[{}]/.test(item.rest);
}

function splitItems(line: string): string[] {
  return withoutFinalPeriod(line)
    .split(/\s*[,;]\s+/)
    .map((s) => s.trim());
}

/** The keywords of an English keyword-only line, item by item, or null when one item is not a keyword. */
function keywordItems(line: string, lexicon: KeywordLexicon) {
  const items = splitItems(line).map((item) => lexicon.leading(item));
  return items.every((i) => keywordItem(i, line) && lexicon.kind(i!.english) === 'keyword-ability')
    ? (items as { english: string; rest: string }[])
    : null;
}

function fromKeywordLine(en: string, foreign: string, lexicon: KeywordLexicon): Sighting[] | null {
  const items = keywordItems(en, lexicon);
  if (!items) return null;
  const foreignItems = splitItems(foreign);
  if (foreignItems.length !== items.length) return [];
  return items.flatMap((k, i) => {
    const name = nameInItem(foreignItems[i], k.rest, k.english.split(' ').length);
    const partial = !!k.rest && !costLike(k.rest);
    const items = partial ? { en: `${k.english} ${k.rest}`, foreign: withoutFinalPeriod(foreignItems[i]) } : undefined;
    return name ? [{ english: k.english, name, evidence: 'keyword-line' as const, text: withoutFinalPeriod(foreign), partial, items }] : [];
  });
}

function fromAbilityWord(en: string, foreign: string, lexicon: KeywordLexicon): Sighting[] {
  const [enHead] = en.split(DASH, 1);
  if (enHead === en) return [];
  const k = lexicon.leading(enHead);
  if (!k || k.rest || lexicon.kind(k.english) !== 'ability-word') return [];
  const [head] = foreign.split(DASH, 1);
  return head === foreign || !head ? [] : [{ english: k.english, name: head, evidence: 'ability-word', text: foreign, partial: false }];
}

function sentences(line: string): string[] {
  return line.split(/(?<=[.!?])\s+/).filter(Boolean);
}

/** `Then planeswalk …` / `Puis transplanez-vous …`: the sentence without its first word on both sides. */
function withoutThen(en: string, foreign: string): [string, string] {
  return /^then\s/i.test(en) ? [en.replace(/^then\s+/i, ''), foreign.replace(/^\S+\s+/, '')] : [en, foreign];
}

function fromActionSentences(en: string, foreign: string, lexicon: KeywordLexicon): Sighting[] {
  const enSentences = sentences(en);
  const foreignSentences = sentences(foreign);
  if (enSentences.length !== foreignSentences.length) return [];
  return enSentences.flatMap((sentence, i) => {
    const [s, f] = withoutThen(withoutFinalPeriod(sentence), withoutFinalPeriod(foreignSentences[i]));
    const k = lexicon.leading(s);
    if (!k || lexicon.kind(k.english) !== 'keyword-action' || k.rest.split(' ').length > 5) return [];
    // A sentence turned negative in translation (`Activate only as a sorcery.` / `N'activez qu'en tant que rituel.`).
    if (/^(n['’]|ne |no |não )/i.test(f)) return [];
    const name = nameInItem(f, k.rest, k.english.split(' ').length);
    const partial = !!k.rest && !costLike(k.rest);
    const items = partial ? { en: s, foreign: f } : undefined;
    return name ? [{ english: k.english, name, evidence: 'action-sentence' as const, text: foreignSentences[i], partial, items }] : [];
  });
}

/** The reminder texts of a line, in order. */
function reminders(line: string): string[] {
  return [...line.matchAll(/\(([^()]*)\)/g)].map((m) => m[1].trim());
}

/** Keyword actions named in reminder text (`(Then planeswalk away from this phenomenon.)`), reminder by reminder. */
function fromReminders(en: string, foreign: string, lexicon: KeywordLexicon): Sighting[] {
  const a = reminders(en);
  const b = reminders(foreign);
  return a.length === b.length ? a.flatMap((r, i) => fromActionSentences(r, b[i], lexicon)) : [];
}

/** Every keyword name the foreign text shows, read against the English text of the same printing. */
export function alignKeywordNames(englishText: string, foreignText: string, lexicon: KeywordLexicon): Sighting[] {
  const rawEn = englishText.split('\n');
  const rawForeign = foreignText.split('\n');
  const inReminders = rawEn.length === rawForeign.length ? rawEn.flatMap((line, i) => fromReminders(line, rawForeign[i], lexicon)) : [];
  const en = textLines(englishText);
  const foreign = textLines(foreignText);
  if (en.length !== foreign.length) return inReminders;
  return [
    ...inReminders,
    ...en.flatMap((line, i) => {
      const f = foreign[i];
      return fromKeywordLine(line, f, lexicon) ?? [...fromAbilityWord(line, f, lexicon), ...fromActionSentences(line, f, lexicon)];
    }),
  ];
}

/** The lexicon of today's keywords: a keyword leads a text when the text starts with its name and a word ends there. */
export function keywordLexicon(keywords: { english: string; kind: ReturnType<KeywordLexicon['kind']> }[]): KeywordLexicon {
  const byName = [...keywords].sort((a, b) => b.english.length - a.english.length);
  const kinds = new Map(keywords.map((k) => [k.english, k.kind]));
  return {
    leading(text) {
      const lower = text.toLowerCase();
      for (const k of byName) {
        const name = k.english.toLowerCase();
        if (lower.startsWith(name) && !/[\p{L}\p{N}'’]/u.test(lower.charAt(name.length)))
          return { english: k.english, rest: text.slice(name.length).trim() };
      }
      return null;
    },
    kind: (english) => kinds.get(english)!,
  };
}
