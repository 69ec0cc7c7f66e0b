import type { RulesHistoryIndex } from '../rules-history/index.js';
import type { Glossary, GlossaryEntry, GlossaryFile, Keyword, KeywordNamesFile, OfficialName } from '../schema/index.js';
import { foldText, slugify } from '../text/index.js';
import { LANGS, perLang, type Lang } from '../languages.js';

type Printed = KeywordNamesFile['keywords'][number];

/** Two forms of one verb (`adivinar` / `Adivina 1`, `peupler` / `peuplez`): the same first four letters. */
function sameVerb(a: string, b: string): boolean {
  return foldText(a).slice(0, 4) === foldText(b).slice(0, 4);
}

/**
 * The official name in one language: the printed one, else the glossary's first name; null when neither. Cards print
 * a keyword action as a command (`Adivina 1.`): where the glossary gives the same verb's dictionary form (`adivinar`),
 * that is the name, and the printing its example.
 */
function officialName(printed: Printed | undefined, glossaryNames: string[], lang: Lang): OfficialName | null {
  const p = printed?.names[lang];
  const typed = glossaryNames[0];
  if (p && typed && printed!.kind === 'keyword-action' && sameVerb(p.name, typed))
    return { name: typed, source: 'glossary', printings: p.printings, example: p.example };
  if (p)
    return {
      name: p.name,
      source: 'printed',
      printings: p.printings,
      example: p.example,
      ...(p.printedBefore ? { printedBefore: p.printedBefore } : {}),
    };
  return glossaryNames[0] ? { name: glossaryNames[0], source: 'glossary' } : null;
}

/** Where the glossary's name is none of the names printings give: one line naming the keyword and both names. */
function disagreements(entry: GlossaryEntry, printed: Printed | undefined, fileName: string): string[] {
  return LANGS.flatMap((lang) => {
    const p = printed?.names[lang];
    const typed = entry.names[lang][0];
    if (!p || !typed || (entry.kind === 'keyword-action' && sameVerb(p.name, typed))) return [];
    const known = new Set([p.name, ...p.others.map((o) => o.name)].map(foldText));
    return entry.names[lang].some((n) => known.has(foldText(n)))
      ? []
      : [
          `${fileName}: keyword "${entry.key}" (${lang}): glossary "${typed}", printed "${p.name}" (${p.printings} printings, e.g. ${p.example.set} ${p.example.number} ${p.example.card})`,
        ];
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
    searchNames: perLang((lang) => printed?.names[lang]?.others.map((o) => o.name) ?? []),
  };
}

/**
 * The glossary the pipeline uses: every keyword ability, keyword action and ability word of today's rules, with its
 * number from the rules history (never typed), its official names in Spanish, French and Portuguese as printings
 * give them (content/keyword-names.json, from `npm run import:keywords`), and the aliases content/glossary.json
 * types (the forms documents use, and names no printing gives). A glossary entry whose English name today's rules do
 * not have is an error: a keyword renamed or mistyped would silently lose its number. A glossary name that no
 * printing gives, where printings name the keyword, is reported (`disagreements`): the printed name is shown.
 */
export function deriveGlossary(
  file: GlossaryFile,
  rules: RulesHistoryIndex,
  fileName = 'content/glossary.json',
  printedNames?: KeywordNamesFile,
): { glossary: Glossary; problems: string[] } {
  const problems: string[] = [];
  const printed = new Map((printedNames?.keywords ?? []).map((k) => [k.english.toLowerCase(), k]));
  const today = new Map(rules.keywords().map((k) => [k.english.toLowerCase(), k]));
  const listed = new Set<string>();
  const found: string[] = [];
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
      return keyword(base, entry.names, undefined, entry.aliasesOnly);
    }
    const rule = today.get(entry.english.toLowerCase());
    if (!rule) problems.push(`${fileName}: keyword "${entry.key}": today's rules have no keyword named "${entry.english}"`);
    else if (rule.kind !== entry.kind)
      problems.push(`${fileName}: keyword "${entry.key}": "${entry.english}" is a ${rule.kind} in today's rules, not a ${entry.kind}`);
    listed.add(entry.english.toLowerCase());
    const p = printed.get(entry.english.toLowerCase());
    found.push(...disagreements(entry, p, fileName));
    const base = { key: entry.key, english: rule?.english ?? entry.english, kind: entry.kind, rule: rule?.number ?? null };
    return keyword(base, entry.names, p, entry.aliasesOnly);
  });
  const keys = new Set(keywords.map((k) => k.key));
  for (const k of rules.keywords()) {
    if (listed.has(k.english.toLowerCase())) continue;
    let key = slugify(k.english);
    while (keys.has(key)) key = `${key}-${k.kind}`;
    keys.add(key);
    const base = { key, english: k.english, kind: k.kind, rule: k.number };
    keywords.push(
      keyword(
        base,
        perLang((): string[] => []),
        printed.get(k.english.toLowerCase()),
      ),
    );
  }
  return { glossary: { rulesEdition: rules.today, keywords, disagreements: found }, problems };
}
