/**
 * parseDocument on long hostile input finishes in bounded time: checked in a worker thread that is terminated when it
 * runs over (the generated properties are in parser.property.test.ts).
 */
import { Worker } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import type { Lang } from '../src/languages.js';
import { allDocuments, contentDocuments } from './helpers/documents.js';

const WORKER = new URL('./helpers/parse-worker.mjs', import.meta.url);
const BUDGET_MS = 5_000;

interface Done {
  type: 'done';
  id: number;
  ms: number;
  error: { documentError: boolean; message: string } | null;
  rulings?: number;
  cards?: number;
}

/** A worker thread that has imported the parser and parses one document per call, within a hard time limit. */
class ParseWorker {
  private worker: Worker | null = null;
  private ready: Promise<void> | null = null;
  private next = 0;
  private pending = new Map<number, (d: Done) => void>();

  /** Starts the thread (again, after a terminated run) and waits for it to have imported the parser. */
  private start(): Promise<void> {
    if (this.ready) return this.ready;
    const worker = new Worker(WORKER);
    this.worker = worker;
    this.ready = new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('parse worker did not start within 30 s')), 30_000);
      worker.on('message', (m: { type: 'ready' } | Done) => {
        if (m.type === 'ready') {
          clearTimeout(timer);
          resolve();
        } else this.pending.get(m.id)?.(m);
      });
      worker.on('error', (e) => {
        clearTimeout(timer);
        reject(e);
      });
    });
    return this.ready;
  }

  /** Parses `text`; rejects, and terminates the thread, when it takes more than `budget` ms. */
  async parse(text: string, budget = BUDGET_MS, lang: Lang = 'es'): Promise<Done> {
    await this.start();
    const worker = this.worker!;
    const id = this.next++;
    return new Promise<Done>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        void this.terminate();
        reject(new Error(`parsing did not finish within ${budget} ms (${text.length} characters): worker terminated`));
      }, budget);
      this.pending.set(id, (d) => {
        clearTimeout(timer);
        this.pending.delete(id);
        resolve(d);
      });
      worker.postMessage({ id, text, lang });
    });
  }

  async terminate(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    this.ready = null;
    if (worker) await worker.terminate();
  }
}

const N = 200_000;
const bullets = (n: number) => Array.from({ length: n }, (_, i) => `* Ruling número ${i} sobre la carta.`).join('\n');
const HOSTILE: [string, () => string][] = [
  ['200k "-"', () => '-'.repeat(N)],
  ['200k "*"', () => '*'.repeat(N)],
  ['200k "{"', () => '{'.repeat(N)],
  ['200k "a:"', () => 'a:'.repeat(N)],
  ['200k spaces', () => ' '.repeat(N)],
  ['200k spaces at the end of a line', () => `Texto${' '.repeat(N)}\nMás texto.`],
  ['200k "_"', () => '_'.repeat(N)],
  ['200k "<"', () => '<'.repeat(N)],
  ['200k "["', () => '['.repeat(N)],
  ['200k "*a "', () => '*a '.repeat(N / 3)],
  ['50k "{R} "', () => '{R} '.repeat(N / 4)],
  ['200k "601.2e–g "', () => '601.2e–g '.repeat(N / 9)],
  ['200k "regla 601 "', () => 'regla 601 '.repeat(N / 10)],
  ['200k line breaks', () => `${'\n'.repeat(N)}x`],
  ['10,000 bullets', () => bullets(10_000)],
  [
    '50,000 bullets under 5,000 cards',
    () =>
      Array.from({ length: 50_000 }, (_, i) =>
        i % 10 === 0 ? `Carta ${i}\n{1}{R}\nCriatura -- Goblin\n* Regla ${i}.` : `* Regla ${i}.`,
      ).join('\n'),
  ],
  ['20,000 caps headings', () => Array.from({ length: 20_000 }, () => 'NOTAS GENERALES').join('\n')],
  [
    '5,000 cards with a ruling each',
    () => Array.from({ length: 5_000 }, (_, i) => `Carta ${i}\n{1}{R}\nCriatura -- Goblin\n1/1\n* Regla ${i}.`).join('\n'),
  ],
  ['20,000 quoted rules', () => Array.from({ length: 20_000 }, (_, i) => `601.${i} Texto de la regla`).join('\n')],
  ['20,000 questions nothing answers', () => Array.from({ length: 20_000 }, (_, i) => `P: ¿Pregunta ${i}?`).join('\n')],
  ['20,000 questions and answers', () => Array.from({ length: 20_000 }, (_, i) => `P: ¿Pregunta ${i}?\nR: Sí.`).join('\n')],
  ['200k "Twitter "', () => 'Twitter '.repeat(N / 8)],
  ['200k "{{"', () => '{{ a '.repeat(N / 5)],
  ['one line of 20,000 questions and answers', () => '¿P: a? R: b. '.repeat(20_000)],
  ['20,000 titles in a list', () => Array.from({ length: 20_000 }, (_, i) => `* Ronda ${i}`).join('\n')],
  ['20,000 numbered items', () => Array.from({ length: 20_000 }, (_, i) => `${(i % 99) + 1}. Cambio ${i}.`).join('\n')],
  [
    '20,000 menu entries at the top',
    () => Array.from({ length: 20_000 }, (_, i) => `Menú ${String.fromCharCode(97 + (i % 26))}`).join('\n'),
  ],
  ['20,000 datelines', () => Array.from({ length: 20_000 }, (_, i) => `\nBlog - Saturday, ${(i % 12) + 1}:08 p.m.`).join('\n')],
  ['front matter of 20,000 lines', () => `---\n${'clave: valor\n'.repeat(20_000)}---\nTexto.`],
  ['100,000 lines of comments', () => `Texto.\n3 comentarios:\n${'Anónimo dijo...\n¡Gracias!\n'.repeat(50_000)}`],
];

describe('bounded time on long hostile input (worker thread, hard timeout)', () => {
  const worker = new ParseWorker();
  afterAll(() => worker.terminate());

  for (const [name, make] of HOSTILE) {
    it(`${name}: finishes within ${BUDGET_MS / 1000} s with records or a DocumentError`, async () => {
      const done = await worker.parse(make());
      if (done.error) expect(done.error.documentError, done.error.message).toBe(true);
    });
  }

  // The longest document of content/ many times over: its cards are each printed again, and merged.
  const longest = contentDocuments()
    .map((d) => ({ d, text: new TextDecoder().decode(d.bytes) }))
    .reduce((a, b) => (b.text.length > a.text.length ? b : a));
  it(`a 10 MB document (${longest.d.name}, repeated) is read within 60 s`, async () => {
    const lang = longest.d.entry!.lang;
    const once = await worker.parse(longest.text, 20_000, lang);
    const huge = Array.from({ length: Math.ceil(10_000_000 / longest.text.length) }, () => longest.text).join('\n');
    expect(huge.length).toBeGreaterThan(10_000_000);
    const done = await worker.parse(huge, 60_000, lang);
    expect(done.error).toBeNull();
    expect(done.cards).toBe(once.cards);
  }, 90_000);

  for (const d of allDocuments())
    it(`${d.name}, repeated to half a megabyte, is read within 15 s`, async () => {
      const text = new TextDecoder().decode(d.bytes);
      const lang = d.entry?.lang ?? d.lang ?? 'es';
      const once = await worker.parse(text, 15_000, lang);
      const done = await worker.parse(Array.from({ length: Math.ceil(500_000 / text.length) }, () => text).join('\n'), 15_000, lang);
      expect(done.error).toBeNull();
      expect(done.cards).toBe(once.cards);
    }, 40_000);

  it('10,000 bullets give 10,000 rulings', async () => {
    const done = await worker.parse(bullets(10_000));
    expect(done.error).toBeNull();
    expect(done.rulings).toBe(10_000);
  });

  // Inputs that once took far longer (times on a 2-core machine), each in its own thread with a 3 s limit.
  const KNOWN_SLOW: [string, string, () => string][] = [
    // src/parse/lib/document-records.ts: rulingsByOwner is built with [...list, r] for every ruling, O(n²) in the
    // rulings of one owner (~17 s; 0.6 s before commit c98fb9e).
    ['document-records rulingsByOwner', '50,000 bullets (one owner)', () => bullets(50_000)],
    // src/parse/lib/normalize.ts: line.replace(/\s+$/, '') is quadratic on a long run of spaces followed by text (~17 s).
    ['documentLines /\\s+$/', '200k spaces inside a line', () => `a${' '.repeat(N)}b`],
    // src/parse/lib/inline.ts: readInline hands each line to remark (micromark), superlinear on links (~12 s; 32,000
    // characters of "[a](" alone take 1 s)…
    ['plainText links', '50k "[a]("', () => `* ${'[a]('.repeat(N / 4)}`],
    // …and on mixed emphasis markers (8,000 repetitions already take ~4 s; 32,000 characters of "*a_", 17 s): lines past
    // 2,000 characters or 200 markers are read without it.
    ['plainText emphasis', '20k "*a_"', () => `* ${'*a_'.repeat(20_000)}`],
    // src/parse/lib/read-blocks/cards.ts: every hard-wrapped line joined to a card's rules text ran the end-of-line
    // tests over the whole joined line, quadratic in its length (~16 s); they now read only its end.
    [
      'addCardText wrapped lines',
      '20,000 wrapped lines of one rules text',
      () => `Carte\n{1}{R}\nRituel\n${'choisissez Croire ou\n'.repeat(20_000)}Douter.\n- Croire — x`,
    ],
  ];
  for (const [where, name, make] of KNOWN_SLOW) {
    it(`formerly slow (${where}): ${name} finishes within 3 s`, async () => {
      const own = new ParseWorker();
      try {
        const done = await own.parse(make(), 3_000);
        expect(done.error).toBeNull();
      } finally {
        await own.terminate();
      }
    });
  }
});
