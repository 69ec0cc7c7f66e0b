/**
 * A whole-edition rules translation for the bench: a PO file whose msgids are the paragraphs of one real edition of the
 * Comprehensive Rules (each once, where it first appears, as a PO holds them) and whose msgstrs are made-up
 * translations of the same shape (rule numbers, symbols and punctuation kept, each word replaced by a made-up word of
 * its length), a few left empty as a translator's PO has them.
 */
import { readFileSync } from 'node:fs';
import { prng } from './generate-corpus.js';

/** PO string syntax: backslashes and quotes escaped. */
const quoted = (text: string) => `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

const VOWELS = 'aeiou';
const CONSONANTS = 'bcdfglmnprstv';

/** A made-up word of the same length and capitalization, the same for the same word. */
function madeUp(word: string): string {
  let h = 2166136261;
  for (let i = 0; i < word.length; i++) h = Math.imul(h ^ word.charCodeAt(i), 16777619);
  const letters = [...word].map((_, i) => {
    h = Math.imul(h ^ i, 16777619) >>> 0;
    return i % 2 ? VOWELS[h % VOWELS.length] : CONSONANTS[h % CONSONANTS.length];
  });
  const out = letters.join('');
  return word[0] === word[0].toUpperCase() ? out[0].toUpperCase() + out.slice(1) : out;
}

/** A paragraph "translated": rule numbers, mana symbols and punctuation as they are, words made up. */
export function madeUpTranslation(paragraph: string): string {
  return paragraph.replace(/(\{[^}]*\})|(\d+(?:\.\d+[a-z]?)?\.?)|(\p{L}+)/gu, (m, symbol, number, word) => (word ? madeUp(word) : m));
}

export interface GeneratedTranslation {
  po: string;
  paragraphs: number;
}

/** The PO of one edition file (UTF-8, as today's edition is): every paragraph once, one in forty left untranslated. */
export function generateRulesTranslation(editionFile: string, lang: string, seed = 1): GeneratedTranslation {
  const text = new TextDecoder('utf-8', { fatal: true }).decode(readFileSync(editionFile)).replace(/^\ufeff/, '');
  const paragraphs = [
    ...new Set(
      text
        .split(/\r\n|\r|\n/)
        .map((l) => l.trim())
        .filter(Boolean),
    ),
  ];
  const rng = prng(seed);
  const entries = paragraphs.map((p) => `msgid ${quoted(p)}\nmsgstr ${quoted(rng() < 1 / 40 ? '' : madeUpTranslation(p))}\n`);
  const header = `msgid ""\nmsgstr ""\n"Language: ${lang}\\n"\n"Content-Type: text/plain; charset=UTF-8\\n"\n`;
  return { po: [header, ...entries].join('\n'), paragraphs: paragraphs.length };
}
