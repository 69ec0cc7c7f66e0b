import { copyFileSync, cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseDocument } from '../parse/index.js';
// The generator rewrites real documents line by line and must keep their structure: it asks the parser's own
// line classifiers which lines are structure, so generated documents stay documents the parser reads the same way.
import { isManaCostLine, isTypeLine } from '../parse/lib/read-blocks/kinds/card-field.js';
import { headingText, isCapsHeading } from '../parse/lib/read-blocks/kinds/heading.js';
import { ruleLine } from '../parse/lib/read-blocks/kinds/quoted-rule.js';
import { bulletOf } from '../parse/lib/read-blocks/kinds/ruling.js';
import { isSeparator } from '../parse/lib/read-blocks/kinds/separator.js';
import { loadContent } from '../load/content.js';
import type { Lang, ManifestEntry } from '../schema/index.js';
import { LANGS } from '../languages.js';

/** A small, fast, seedable PRNG (mulberry32): the same seed gives the same corpus. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

const WORD = /\p{L}{4,}/gu;

function capitalizeLike(model: string, word: string): string {
  return model[0] === model[0].toUpperCase() ? word[0].toUpperCase() + word.slice(1) : word;
}

/**
 * Words of one language, growing as documents are generated: most substitutions reuse known words, a few splice
 * two of them into a new one, so the vocabulary grows with the corpus as a real one does (Heaps' law).
 */
class WordPool {
  private words: string[];
  constructor(texts: string[]) {
    this.words = [...new Set(texts.flatMap((t) => (t.match(WORD) ?? []).map((w) => w.toLowerCase())))].sort();
  }
  pick(rng: () => number): string {
    if (rng() < 0.03) {
      const a = this.words[Math.floor(rng() * this.words.length)];
      const b = this.words[Math.floor(rng() * this.words.length)];
      const word = a.slice(0, Math.max(2, Math.ceil(a.length / 2))) + b.slice(Math.floor(b.length / 2));
      this.words.push(word);
      return word;
    }
    return this.words[Math.floor(rng() * this.words.length)];
  }
}

/** Is this line structure (cost, type, rule number, heading, separator) that a variant must keep as it is? */
function isStructure(line: string, lang: Lang, vocabulary: ReturnType<typeof loadContent>['vocabulary']): boolean {
  const t = line.trim();
  return (
    t === '' ||
    isSeparator(t) ||
    isManaCostLine(t) ||
    isTypeLine(t, vocabulary[lang]) ||
    ruleLine(t) !== null ||
    headingText(t) !== null ||
    isCapsHeading(t) ||
    t === '//'
  );
}

/** How many cards the catalogue of a content folder holds, as its index counts them. */
function catalogueCardCount(contentDir: string): number {
  const index = join(contentDir, 'catalogue', 'catalogue.json');
  return existsSync(index) ? (JSON.parse(readFileSync(index, 'utf8')) as { counts: { cards: number } }).counts.cards : 0;
}

export interface GeneratedCorpus {
  dir: string;
  documents: number;
  bytes: number;
  /** The cards of the catalogue the site is built with (0 without one). */
  catalogueCards: number;
}

/**
 * N× the real documents, in the same layouts and languages: copy k of a document renames every card (consistently in
 * its names, texts and rulings) and rewords about one word in six of its running text. Scale 1 is the real corpus.
 * Written as a content/ folder (manifest, glossary, vocabulary, documents) that the real pipeline reads.
 */
export function generateCorpus(contentRoot: string, outDir: string, scale: number, seed = 1): GeneratedCorpus {
  const content = loadContent(contentRoot);
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  copyFileSync(join(contentRoot, 'glossary.json'), join(outDir, 'glossary.json'));
  copyFileSync(join(contentRoot, 'vocabulary.json'), join(outDir, 'vocabulary.json'));
  for (const data of [
    'card-identities.json',
    'keyword-names.json',
    'rules-history.json',
    'rules-text.json',
    'rules-glossary.json',
    'game-terms.json',
    'rule-sections.json',
  ])
    if (existsSync(join(contentRoot, data))) copyFileSync(join(contentRoot, data), join(outDir, data));
  // The catalogue of every card: the documents are measured on top of the whole site, as `npm run build` makes it.
  if (existsSync(join(contentRoot, 'catalogue'))) cpSync(join(contentRoot, 'catalogue'), join(outDir, 'catalogue'), { recursive: true });
  const texts = content.manifest.map((e) => readFileSync(join(contentRoot, e.file), 'utf8'));
  const pools = new Map<Lang, WordPool>();
  for (const lang of LANGS) pools.set(lang, new WordPool(texts.filter((_, i) => content.manifest[i].lang === lang)));
  const manifest: ManifestEntry[] = [];
  let bytes = 0;
  content.manifest.forEach((entry, index) => {
    const original = texts[index];
    if (entry.kind === 'rules-translation') {
      // A translation of the rules is copied once: it translates one edition, never another document's words.
      mkdirSync(join(outDir, 'documents', entry.lang), { recursive: true });
      writeFileSync(join(outDir, entry.file), original);
      bytes += Buffer.byteLength(original);
      manifest.push(entry);
      return;
    }
    const records = parseDocument({ content: original, file: entry.file, entry }, content.glossary, content.vocabulary, content.rules);
    const names = [...new Set(records.cards.flatMap((c) => [c.name, ...c.faces.map((f) => f.name)]))].sort((a, b) => b.length - a.length);
    for (let k = 0; k < scale; k++) {
      const id = k === 0 ? entry.id : `${entry.id}-v${k}`;
      const file = `documents/${entry.lang}/${id}.txt`;
      let text = original;
      if (k > 0) {
        const rng = prng(seed * 1_000_003 + hash(entry.id) + k);
        const pool = pools.get(entry.lang)!;
        const renamed = new Map<string, string>();
        const used = new Set<string>();
        for (const name of names) {
          if (name.includes(' // ')) continue; // faces are renamed one by one
          let next = name.replace(WORD, (w) => capitalizeLike(w, pool.pick(rng)));
          while (used.has(next) || next === name) next = `${next} ${capitalizeLike('A', pool.pick(rng))}`;
          used.add(next);
          renamed.set(name, next);
        }
        const lines = original.split('\n').map((line) => {
          let out = line;
          for (const [from, to] of renamed) if (out.includes(from)) out = out.split(from).join(to);
          if (out !== line || isStructure(line, entry.lang, content.vocabulary)) return out;
          // Reword running text (rulings, rules text, explanations), never the bullet marker or the symbols.
          const bullet = bulletOf(out);
          return out.replace(/(\{[^}]*\})|(\p{L}{5,})/gu, (m, symbol, word) =>
            symbol || rng() > 1 / 6 || (bullet && out.indexOf(m) < 3) ? m : capitalizeLike(word, pool.pick(rng)),
          );
        });
        text = lines.join('\n');
      }
      mkdirSync(join(outDir, 'documents', entry.lang), { recursive: true });
      writeFileSync(join(outDir, file), text);
      bytes += Buffer.byteLength(text);
      manifest.push({ ...entry, id, file, title: k === 0 ? entry.title : `${entry.title} (${k})` });
    }
  });
  writeFileSync(join(outDir, 'documents.json'), JSON.stringify(manifest, null, 2));
  return { dir: outDir, documents: manifest.length, bytes, catalogueCards: catalogueCardCount(outDir) };
}
