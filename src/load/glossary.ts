import type { RulesHistoryIndex } from '../rules-history/index.js';
import type {
  GameTerm,
  GameTermsFile,
  Glossary,
  GlossaryEntry,
  GlossaryFile,
  Keyword,
  KeywordNamesFile,
  OfficialName,
} from '../schema/index.js';
import { foldText, slugify, titleKey } from '../text/index.js';
import { LANGS, perLang, type Lang } from '../languages.js';

type Printed = KeywordNamesFile['keywords'][number];

/** Two forms of one verb (`adivinar` / `Adivina 1`, `peupler` / `peuplez`, `se transplaner` / `transplanez-vous`):
 *  the same first four letters of the verb (three where it has three: `se bat`), a French reflexive pronoun aside. */
function sameVerb(a: string, b: string): boolean {
  const verb = (s: string) =>
    foldText(s)
      .replace(/^(se |s')/, '')
      .split(' ')[0];
  const [x, y] = [verb(a), verb(b)];
  const n = Math.min(4, x.length, y.length);
  return n >= 3 && x.slice(0, n) === y.slice(0, n);
}

/**
 * The official name in one language: the printed one, else the glossary's first name (a name typed by hand, labelled
 * so); null when neither. A keyword action is named by the dictionary form its printings confirm (`destruir`, from
 * `destruye`); where the import could not confirm one and the glossary gives the same verb's dictionary form
 * (`adivinar` for `Adivina 1.`), that is the name, and the printing its example. The printed forms are kept.
 */
function officialName(printed: Printed | undefined, glossaryNames: string[], lang: Lang): OfficialName | null {
  const p = printed?.names[lang];
  const typed = glossaryNames[0];
  const forms = p?.forms ? { forms: p.forms.map((f) => f.name) } : {};
  if (p && typed && printed!.kind === 'keyword-action' && !p.dictionaryForm && sameVerb(p.name, typed))
    return { name: typed, source: 'glossary', printings: p.printings, example: p.example, ...forms };
  if (p)
    return {
      name: p.name,
      source: 'printed',
      printings: p.printings,
      example: p.example,
      ...forms,
      ...(p.printedBefore ? { printedBefore: p.printedBefore } : {}),
    };
  return glossaryNames[0] ? { name: glossaryNames[0], source: 'glossary' } : null;
}

/** Where the glossary's names are none of the names or forms printings give: one line naming the keyword and both
 *  names (an error of content/glossary.json: printed names win, and a contradicting hand name is never shown). */
function disagreements(entry: GlossaryEntry, printed: Printed | undefined, fileName: string): string[] {
  return LANGS.flatMap((lang) => {
    const p = printed?.names[lang];
    const typed = entry.names[lang][0];
    if (!p || !typed || (entry.kind === 'keyword-action' && sameVerb(p.name, typed))) return [];
    const known = new Set([p.name, ...p.others.map((o) => o.name), ...(p.forms ?? []).map((f) => f.name)].map(foldText));
    return entry.names[lang].some((n) => known.has(foldText(n)))
      ? []
      : [
          `${fileName}: keyword "${entry.key}" (${lang}): typed "${typed}", but printings print "${p.name}" (${p.printings} printings, e.g. ${p.example.set} ${p.example.number} ${p.example.card}): remove the typed name`,
        ];
  });
}

/**
 * A mechanic named by a card type or subtype (`Room`, `Scheme`, `Plane`): its names as type lines print them
 * (content/game-terms.json, read there only: rules-text words of a symbol are no name), in place of the typed ones; a
 * typed name none of whose names is the printed one is an error, as for keywords.
 */
function typeLineNames(entry: GlossaryEntry, term: GameTerm | undefined, fileName: string, problems: string[]): Keyword['official'] | null {
  if (!term || term.from !== 'type-line') return null;
  return perLang((lang) => {
    const p = term.names[lang];
    const typed = entry.names[lang];
    if (!p) return typed[0] ? { name: typed[0], source: 'glossary' } : null;
    if (typed.length && !typed.some((n) => foldText(n) === foldText(p.name)))
      problems.push(
        `${fileName}: keyword "${entry.key}" (${lang}): typed "${typed[0]}", but type lines print "${p.name}" (${p.printings} printings): remove the typed name`,
      );
    return { name: p.name, source: 'printed', printings: p.printings };
  });
}

function keyword(
  base: Omit<Keyword, 'official' | 'searchNames' | 'names'>,
  names: Keyword['names'],
  printed: Printed | undefined,
  aliasesOnly: Lang[] = [],
): Keyword {
  return {
    ...base,
    official: perLang((lang) => officialName(printed, aliasesOnly.includes(lang) ? [] : names[lang], lang)),
    names,
    searchNames: perLang((lang) => {
      const p = printed?.names[lang];
      return [...new Set([...(p?.others.map((o) => o.name) ?? []), ...(p?.forms?.map((f) => f.name) ?? [])])];
    }),
  };
}

/**
 * The glossary the pipeline uses: every keyword ability, keyword action and ability word of today's rules, with its
 * number from the rules history (never typed), its official names in Spanish, French and Portuguese as printings
 * give them (content/keyword-names.json, from `npm run import:keywords`), and the aliases content/glossary.json
 * types (the forms documents use, and names no printing gives). A glossary entry whose English name today's rules do
 * not have is an error: a keyword renamed or mistyped would silently lose its number. A glossary name that no
 * printing gives, where printings name the keyword, is an error too: a hand-typed name never contradicts the cards.
 */
export function deriveGlossary(
  file: GlossaryFile,
  rules: RulesHistoryIndex,
  fileName = 'content/glossary.json',
  printedNames?: KeywordNamesFile,
  gameTerms?: GameTermsFile,
): { glossary: Glossary; problems: string[] } {
  const problems: string[] = [];
  const terms = new Map((gameTerms?.terms ?? []).map((t) => [titleKey(t.english), t]));
  const printed = new Map((printedNames?.keywords ?? []).map((k) => [titleKey(k.english), k]));
  const today = new Map(rules.keywords().map((k) => [titleKey(k.english), k]));
  const listed = new Set<string>();
  const keywords: Keyword[] = file.keywords.map((entry) => {
    if (entry.kind === 'mechanic') {
      const resolved = rules.resolve(entry.rule!.number, entry.rule!.edition);
      if (!resolved.todayNumber)
        problems.push(`${fileName}: keyword "${entry.key}": rule ${entry.rule!.number} of ${entry.rule!.edition} is not in today's rules`);
      const base = {
        key: entry.key,
        english: entry.english,
        kind: entry.kind,
        rule: resolved.todayNumber,
        ...(entry.implies ? { implies: entry.implies } : {}),
      };
      const k = keyword(base, entry.names, undefined, entry.aliasesOnly);
      const official = typeLineNames(entry, terms.get(titleKey(entry.english)), fileName, problems);
      return official ? { ...k, official } : k;
    }
    const rule = today.get(titleKey(entry.english));
    if (!rule) problems.push(`${fileName}: keyword "${entry.key}": today's rules have no keyword named "${entry.english}"`);
    else if (rule.kind !== entry.kind)
      problems.push(`${fileName}: keyword "${entry.key}": "${entry.english}" is a ${rule.kind} in today's rules, not a ${entry.kind}`);
    listed.add(titleKey(entry.english));
    const p = printed.get(titleKey(entry.english));
    problems.push(...disagreements(entry, p, fileName));
    const base = { key: entry.key, english: rule?.english ?? entry.english, kind: entry.kind, rule: rule?.number ?? null };
    return keyword(base, entry.names, p, entry.aliasesOnly);
  });
  const keys = new Set(keywords.map((k) => k.key));
  for (const k of rules.keywords()) {
    if (listed.has(titleKey(k.english))) continue;
    let key = slugify(k.english);
    while (keys.has(key)) key = `${key}-${k.kind}`;
    keys.add(key);
    const base = { key, english: k.english, kind: k.kind, rule: k.number };
    keywords.push(
      keyword(
        base,
        perLang((): string[] => []),
        printed.get(titleKey(k.english)),
      ),
    );
  }
  return { glossary: { rulesEdition: rules.today, keywords }, problems };
}
