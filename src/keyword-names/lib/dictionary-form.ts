/**
 * The dictionary form (infinitive) of a keyword action from the forms cards print it in (`destruye`, `exilez`,
 * `anule`, `transplanez-vous`, `manifiesta miedo`), by the regular morphology of each language: a printed form gives
 * the infinitives it can come from (suffix rules), and an infinitive stands only where the printings confirm it —
 * printed itself (`sacrificar` in Spanish costs, `surmener` after `vous pouvez`), or at least two of its other regular
 * forms printed (`anulada`, `anulado` for `anular`). Never a list typed per keyword. Pure.
 */
import type { Lang } from '../../languages.js';

/** A rule: a printed ending and the infinitive endings it can come from. */
type Rule = [RegExp, string[]];

/** Most specific first; every matching rule gives its candidates. */
const BACKWARD: Record<Lang, Rule[]> = {
  es: [
    [/(ar|er|ir)$/, ['$1']],
    [/ad[oa]s?$/, ['ar']],
    [/id[oa]s?$/, ['er', 'ir']],
    [/ando$/, ['ar']],
    [/iendo$/, ['er', 'ir']],
    [/yendo$/, ['uir']],
    [/uy(e|es|en|a|as|an)$/, ['uir']],
    [/én$/, ['ener']],
    [/(a|as|an)$/, ['ar', 'er', 'ir']],
    [/(e|es|en)$/, ['er', 'ir', 'ar']],
  ],
  fr: [
    // An infinitive in -re ends as few do (`détruire`, `battre`, `prendre`); `explore` is a form of `explorer`.
    [/(er|ir|oir|[dt]re|ire|aire|ivre)$/, ['$1']],
    [/issez$/, ['ir']],
    [/uisez$/, ['uire']],
    [/enez$/, ['enir']],
    [/ez$/, ['er', 're']],
    [/issent$/, ['ir']],
    [/ent$/, ['er']],
    [/ées?$|és?$/, ['er']],
    [/uite?s?$/, ['uire']],
    [/ie?s?$/, ['ir']],
    [/ue?s?$/, ['ir', 're']],
    [/it$/, ['ir', 'ire']],
    [/e$/, ['er']],
    [/t$/, ['tre']],
    [/d$/, ['dre']],
  ],
  pt: [
    [/(ar|er|ir)$/, ['$1']],
    [/ad[oa]s?$/, ['ar']],
    [/id[oa]s?$/, ['er', 'ir']],
    [/ando$/, ['ar']],
    [/endo$/, ['er']],
    [/indo$/, ['ir']],
    [/que$/, ['car']],
    [/gue$/, ['gar']],
    [/enha$/, ['er']],
    [/(e|em)$/, ['ar', 'er', 'ir']],
    [/(a|am)$/, ['ar', 'er', 'ir']],
  ],
};

/** The regular forms of an infinitive that cards print (commands, third persons, participles, gerunds). */
const FORWARD: Record<Lang, [RegExp, string[]][]> = {
  es: [
    [/ar$/, ['a', 'as', 'an', 'e', 'es', 'en', 'ado', 'ada', 'ados', 'adas', 'ando']],
    [/uir$/, ['uye', 'uyes', 'uyen', 'uya', 'uido', 'uida', 'uidos', 'uidas', 'uyendo']],
    [/(er|ir)$/, ['e', 'es', 'en', 'a', 'as', 'an', 'ido', 'ida', 'idos', 'idas', 'iendo']],
  ],
  fr: [
    [/uire$/, ['uisez', 'uit', 'uisent', 'uite', 'uites', 'uits']],
    [/er$/, ['e', 'es', 'ez', 'ent', 'é', 'ée', 'és', 'ées', 'ant']],
    [/ir$/, ['issez', 'it', 'issent', 'i', 'ie', 'is', 'ies', 'issant']],
    [/re$/, ['ez', 'ent', 'u', 'ue', 'us', 'ues', 'ant']],
  ],
  pt: [
    [/ar$/, ['a', 'e', 'am', 'em', 'ado', 'ada', 'ados', 'adas', 'ando']],
    [/er$/, ['e', 'a', 'em', 'am', 'ido', 'ida', 'idos', 'idas', 'endo']],
    [/ir$/, ['e', 'a', 'em', 'am', 'ido', 'ida', 'idos', 'idas', 'indo']],
  ],
};

/** Stems that change under stress (Spanish `cuenta` ← `contar`, `manifiesta` ← `manifestar`, `pierde` ← `perder`). */
function unstressed(stem: string, lang: Lang): string[] {
  if (lang !== 'es') return [stem];
  const out = [stem];
  const ue = stem.lastIndexOf('ue');
  if (ue >= 0) out.push(`${stem.slice(0, ue)}o${stem.slice(ue + 2)}`);
  const ie = stem.lastIndexOf('ie');
  if (ie >= 0) out.push(`${stem.slice(0, ie)}e${stem.slice(ie + 2)}`);
  return out;
}

/** The infinitives a printed verb form can come from, by the rules of its language. */
export function infinitivesOf(word: string, lang: Lang): string[] {
  const out = new Set<string>();
  for (const [ending, infinitives] of BACKWARD[lang]) {
    const m = ending.exec(word);
    if (!m) continue;
    for (const inf of infinitives) {
      const replaced = inf.replace('$1', m[1] ?? '');
      for (const stem of unstressed(word.slice(0, m.index), lang)) out.add(stem + replaced);
    }
  }
  return [...out].filter((w) => w.length > 3);
}

/** The regular forms of `infinitive` (its stem and the endings of its class). */
export function formsOf(infinitive: string, lang: Lang): string[] {
  const rule = FORWARD[lang].find(([ending]) => ending.test(infinitive));
  if (!rule) return [];
  const m = rule[0].exec(infinitive)!;
  const stem = infinitive.slice(0, m.index);
  return rule[1].map((e) => stem + e);
}

export interface PrintedForm {
  name: string;
  printings: number;
}

export interface DictionaryForm {
  name: string;
  /** `printing`: the infinitive itself is printed; `forms`: two or more of its other regular forms are. */
  confirmedBy: 'printing' | 'forms';
}

/** French pronominal commands (`transplanez-vous`), French and Portuguese enclitic pronouns (`assimilez-les`,
 *  `exile-o`): the verb, and whether it is pronominal. */
function verbOf(word: string, lang: Lang): { verb: string; reflexive: boolean } {
  if (lang === 'fr' && word.endsWith('-vous')) return { verb: word.slice(0, -5), reflexive: true };
  if (lang === 'fr') return { verb: word.replace(/-(?:le|la|les|lui|leur|en|y)$/, ''), reflexive: false };
  if (lang === 'pt') return { verb: word.replace(/-(?:o|a|os|as|lo|la|los|las)$/, ''), reflexive: false };
  return { verb: word, reflexive: false };
}

/** `se` before the infinitive of a pronominal verb (`s'` before a vowel). */
function pronominal(infinitive: string): string {
  return /^[aeiouhéè]/.test(infinitive) ? `s'${infinitive}` : `se ${infinitive}`;
}

/**
 * The dictionary form of a keyword action printed in `forms` (most printings first), or null where no infinitive is
 * confirmed. `printed` says whether a word is printed on any card of the language. In a phrase, the verb is its first
 * word (`manifiesta miedo` → `manifestar miedo`; French `se bat` → `se battre`).
 */
export function dictionaryForm(forms: readonly PrintedForm[], lang: Lang, printed: (word: string) => boolean): DictionaryForm | null {
  const main = forms[0];
  if (!main) return null;
  const words = main.name.split(' ');
  const reflexiveWord = lang === 'fr' && /^(se|s')$/.test(words[0]) && words.length > 1 ? 1 : 0;
  const { verb, reflexive } = verbOf(words[reflexiveWord], lang);
  const scored = infinitivesOf(verb.toLowerCase(), lang)
    .map((inf) => {
      const others = formsOf(inf, lang).filter((f) => f !== verb && printed(f));
      return { inf, printed: printed(inf), others: others.length };
    })
    .filter((c) => c.printed || c.others >= 2)
    .sort((a, b) => Number(b.printed) - Number(a.printed) || b.others - a.others || a.inf.localeCompare(b.inf));
  const best = scored[0];
  if (!best) return null;
  const rest = words.slice(reflexiveWord + 1).join(' ');
  const head = reflexive || reflexiveWord ? pronominal(best.inf) : best.inf;
  return { name: rest ? `${head} ${rest}` : head, confirmedBy: best.printed ? 'printing' : 'forms' };
}
