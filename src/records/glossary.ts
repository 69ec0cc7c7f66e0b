import type { RulesHistoryIndex } from '../rules-history/index.js';
import type { Glossary, GlossaryFile, Keyword } from '../schema/index.js';
import { slugify } from '../text/index.js';
import { perLang } from '../languages.js';

/**
 * The glossary the pipeline uses: every keyword ability, keyword action and ability word of today's rules, with its
 * number from the rules history (never typed), and the names in Spanish, French and Portuguese that
 * content/glossary.json knows. A glossary entry whose English name today's rules do not have is an error: a keyword
 * renamed or mistyped would silently lose its number.
 */
export function deriveGlossary(
  file: GlossaryFile,
  rules: RulesHistoryIndex,
  fileName = 'content/glossary.json',
): { glossary: Glossary; problems: string[] } {
  const problems: string[] = [];
  const today = new Map(rules.keywords().map((k) => [k.english.toLowerCase(), k]));
  const listed = new Set<string>();
  const keywords: Keyword[] = file.keywords.map((entry) => {
    if (entry.kind === 'mechanic') {
      const resolved = rules.resolve(entry.rule!.number, entry.rule!.edition);
      if (!resolved.todayNumber)
        problems.push(`${fileName}: keyword "${entry.key}": rule ${entry.rule!.number} of ${entry.rule!.edition} is not in today's rules`);
      return {
        key: entry.key,
        english: entry.english,
        kind: entry.kind,
        names: entry.names,
        rule: resolved.todayNumber,
        ...(entry.implies ? { implies: entry.implies } : {}),
      };
    }
    const rule = today.get(entry.english.toLowerCase());
    if (!rule) problems.push(`${fileName}: keyword "${entry.key}": today's rules have no keyword named "${entry.english}"`);
    else if (rule.kind !== entry.kind)
      problems.push(`${fileName}: keyword "${entry.key}": "${entry.english}" is a ${rule.kind} in today's rules, not a ${entry.kind}`);
    listed.add(entry.english.toLowerCase());
    return { key: entry.key, english: rule?.english ?? entry.english, kind: entry.kind, names: entry.names, rule: rule?.number ?? null };
  });
  const keys = new Set(keywords.map((k) => k.key));
  for (const k of rules.keywords()) {
    if (listed.has(k.english.toLowerCase())) continue;
    let key = slugify(k.english);
    while (keys.has(key)) key = `${key}-${k.kind}`;
    keys.add(key);
    keywords.push({ key, english: k.english, kind: k.kind, names: perLang((): string[] => []), rule: k.number });
  }
  return { glossary: { rulesEdition: rules.today, keywords }, problems };
}
