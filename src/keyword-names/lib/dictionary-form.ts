/**
 * The dictionary form (infinitive) of a keyword action from the forms cards print it in (`destruye`, `exilez`,
 * `anule`, `transplanez-vous`, `enfréntate`, `aventure-se`, `manifiesta miedo`), by the regular morphology of each
 * language: a printed form gives the infinitives it can come from (suffix rules, stems that change under stress,
 * enclitic pronouns), and an infinitive stands only where the printings confirm it — printed itself, in rules text or
 * in a card's name (`sacrificar` in Spanish costs, `apprendre` after `si vous deviez`, `Confabular // Confeccionar`),
 * with or without an enclitic pronoun (`enfrentarte`), or another of its regular forms printed beside the printed one
 * (`explorent` beside `explore`), its plural aside. Never a list typed per keyword. Pure.
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
    // A stressed last vowel: a future (`destruirá`) or the present of an -ar verb (`está`).
    [/(ar|er|ir)á$/, ['$1']],
    [/á$/, ['ar']],
    [/(a|as|an)$/, ['ar', 'er', 'ir']],
    [/(e|es|en)$/, ['er', 'ir', 'ar']],
  ],
  fr: [
    // An infinitive in -re ends as few do (`détruire`, `battre`, `prendre`); `explore` is a form of `explorer`.
    [/(er|ir|oir|[dt]re|ire|aire|ivre)$/, ['$1']],
    [/issez$/, ['ir']],
    [/uisez$/, ['uire']],
    // `soutenez` ← `soutenir`, `apprenez` ← `apprendre`.
    [/enez$/, ['enir', 'endre']],
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
    [/ce$/, ['çar']],
    [/enha$/, ['er']],
    [/(ar|er|ir)á$/, ['$1']],
    [/á$/, ['ar']],
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
    [/enir$/, ['enez', 'ient', 'iennent', 'enu', 'enue', 'enus', 'enues', 'enant']],
    [/prendre$/, ['prenez', 'prend', 'prennent', 'pris', 'prise', 'prises', 'prenant']],
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

/** Stems that change under stress (Spanish `cuenta` ← `contar`, `juega` ← `jugar`, `manifiesta` ← `manifestar`, `pierde` ← `perder`). */
function unstressed(stem: string, lang: Lang): string[] {
  if (lang !== 'es') return [stem];
  const out = [stem];
  const ue = stem.lastIndexOf('ue');
  // `ue` stressed from `o` (`cuenta`), and from `u` in `jugar` (`juega`).
  if (ue >= 0) out.push(`${stem.slice(0, ue)}o${stem.slice(ue + 2)}`, `${stem.slice(0, ue)}u${stem.slice(ue + 2)}`);
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

/** A stem's last consonant as spelled before `e` (Spanish `busque`, `pague`, `lance`; Portuguese `busque`, `atice`). */
const BEFORE_E: Record<Lang, [RegExp, string][]> = {
  es: [
    [/c(?=e)/, 'qu'],
    [/g(?=e)/, 'gu'],
    [/z(?=e)/, 'c'],
  ],
  fr: [],
  pt: [
    [/c(?=e)/, 'qu'],
    [/g(?=e)/, 'gu'],
    [/ç(?=e)/, 'c'],
  ],
};

function spelled(stem: string, ending: string, lang: Lang): string {
  if (!ending.startsWith('e')) return stem + ending;
  const last = stem.slice(-1) + ending;
  const rule = BEFORE_E[lang].find(([from]) => from.test(last));
  return rule ? stem.slice(0, -1) + last.replace(rule[0], rule[1]) : stem + ending;
}

/** The regular forms of `infinitive` (its stem and the endings of its class). */
export function formsOf(infinitive: string, lang: Lang): string[] {
  const rule = FORWARD[lang].find(([ending]) => ending.test(infinitive));
  if (!rule) return [];
  const m = rule[0].exec(infinitive)!;
  const stem = infinitive.slice(0, m.index);
  return rule[1].map((e) => spelled(stem, e, lang));
}

export interface PrintedForm {
  name: string;
  printings: number;
}

export interface DictionaryForm {
  name: string;
  /** `printing`: the infinitive itself is printed; `forms`: another of its regular forms is. */
  confirmedBy: 'printing' | 'forms';
}

/** A verb as printed, without its enclitic pronoun: whether the pronoun makes it pronominal (`transplanez-vous`,
 *  `enfréntate`, `aventure-se`), and the spellings its infinitive is printed in with a pronoun (`enfrentarte`). */
interface Verb {
  verb: string;
  reflexive: boolean;
}

const ACCENTS: Record<string, string> = { á: 'a', é: 'e', í: 'i', ó: 'o', ú: 'u' };

/** A Spanish command with an enclitic pronoun takes a written accent (`enfréntate`, `adéntrate`, `destiérralo`):
 *  the command without the pronoun and the accent. */
function spanishVerb(word: string): Verb {
  const m = /^(.*[áéíóú].*?)(te|se|nos|os|lo|la|los|las|le|les)$/.exec(word);
  if (!m) return { verb: word, reflexive: false };
  return { verb: m[1].replace(/[áéíóú]/g, (a) => ACCENTS[a]), reflexive: ['te', 'se', 'nos', 'os'].includes(m[2]) };
}

/** French pronominal commands (`transplanez-vous`), French, Portuguese and Spanish enclitic pronouns
 *  (`assimilez-les`, `exile-o`, `aventure-se`, `enfréntate`): the verb, and whether it is pronominal. */
function verbOf(word: string, lang: Lang): Verb {
  if (lang === 'fr' && word.endsWith('-vous')) return { verb: word.slice(0, -5), reflexive: true };
  if (lang === 'fr') return { verb: word.replace(/-(?:le|la|les|lui|leur|en|y)$/, ''), reflexive: false };
  if (lang === 'pt' && word.endsWith('-se')) return { verb: word.slice(0, -3), reflexive: true };
  if (lang === 'pt') return { verb: word.replace(/-(?:o|a|os|as|lo|la|los|las)$/, ''), reflexive: false };
  return spanishVerb(word);
}

/** The infinitives a printed word can be a form of, its enclitic pronoun aside (`cifrándola` → `cifrar`). */
export function infinitivesOfPrinted(word: string, lang: Lang): string[] {
  return infinitivesOf(verbOf(word.toLowerCase(), lang).verb, lang);
}

/** The infinitive of a pronominal verb as a dictionary writes it: `se battre`, `s'aventurer`, `enfrentarse`,
 *  `aventurar-se`. */
function pronominal(infinitive: string, lang: Lang): string {
  if (lang === 'es') return `${infinitive}se`;
  if (lang === 'pt') return `${infinitive}-se`;
  return /^[aeiouhéè]/.test(infinitive) ? `s'${infinitive}` : `se ${infinitive}`;
}

/** Whether the infinitive is printed: alone, or with an enclitic pronoun (`enfrentarte`, `aventurar-se`). */
function infinitivePrinted(infinitive: string, lang: Lang, printed: (word: string) => boolean): boolean {
  if (printed(infinitive)) return true;
  if (lang === 'es') return ['se', 'te', 'lo', 'la', 'los', 'las', 'le', 'les'].some((p) => printed(infinitive + p));
  if (lang === 'pt') return ['se', 'o', 'a', 'los', 'las', 'lo', 'la'].some((p) => printed(`${infinitive}-${p}`));
  return false;
}

/** How many other regular forms of the infinitive are printed, where the infinitive gives the printed form back; the
 *  printed form's plural is none (`fichas` says nothing of a verb `fichar`; `explorent` confirms `explorer`). */
function otherForms(infinitive: string, verb: string, lang: Lang, printed: (word: string) => boolean): number {
  const forms = formsOf(infinitive, lang);
  // The infinitive must give the printed form back (`regard` is no form of a verb `regardre`).
  if (!forms.includes(verb)) return 0;
  const plural = new Set([verb, `${verb}s`, `${verb}es`]);
  return forms.filter((f) => !plural.has(f) && printed(f)).length;
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
  const { verb, reflexive } = verbOf(words[reflexiveWord].toLowerCase(), lang);
  const scored = infinitivesOf(verb, lang)
    .map((inf) => ({ inf, printed: infinitivePrinted(inf, lang, printed), others: otherForms(inf, verb, lang, printed) }))
    .filter((c) => c.printed || c.others > 0)
    .sort((a, b) => Number(b.printed) - Number(a.printed) || b.others - a.others || a.inf.localeCompare(b.inf));
  const best = scored[0];
  if (!best) return null;
  const rest = words.slice(reflexiveWord + 1).join(' ');
  const head = reflexive || reflexiveWord ? pronominal(best.inf, lang) : best.inf;
  return { name: rest ? `${head} ${rest}` : head, confirmedBy: best.printed ? 'printing' : 'forms' };
}

/** A word's singular by its language's plural endings, most specific first (`habilidades` → `habilidad`, `îles` →
 *  `île`, `ações` → `ação`). */
const PLURAL: Record<Lang, [RegExp, string][]> = {
  es: [
    [/ces$/, 'z'],
    [/([^aeiouáéíóú])es$/, '$1'],
    [/s$/, ''],
  ],
  fr: [
    [/aux$/, 'al'],
    [/x$/, ''],
    [/s$/, ''],
  ],
  pt: [
    [/ões$/, 'ão'],
    [/ães$/, 'ão'],
    [/ns$/, 'm'],
    [/ais$/, 'al'],
    [/eis$/, 'el'],
    [/([rsz])es$/, '$1'],
    [/s$/, ''],
  ],
};

/** A noun's or adjective's singular by its language's plural endings (`habilidades` → `habilidad`); null where it ends
 *  as no plural does. A guess: the caller confirms it by a printing. */
export function singularOf(word: string, lang: Lang): string | null {
  const rule = PLURAL[lang].find(([ending]) => ending.test(word));
  return rule ? word.replace(rule[0], rule[1]) : null;
}
