/**
 * Properties of parseDocument on generated input: it fails only with DocumentError, it is deterministic, line
 * breaks do not matter, every ruling points at its source line, no bullet is lost, and hostile input is parsed in
 * bounded time (checked in a worker thread that is terminated when it runs over).
 */
import { readFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { DocumentError, parseDocument, type DocumentRecords } from '../src/parse/index.js';
import { documentLines } from '../src/parse/lib/normalize.js';
import { unexplainedBulletLines } from '../src/records/audit.js';
import { cardSchema, mechanicSchema, reportSchema, ruleSchema, rulingSchema, LANGS, type Lang } from '../src/schema/index.js';
import { content } from './helpers/content.js';

/** Runs per property; FC_RUNS=5000 for a longer local hunt. */
const RUNS = Number(process.env.FC_RUNS ?? 300);
const MORE = Math.round((RUNS * 5) / 3);
const langArb = fc.constantFrom<Lang>(...LANGS);

function parse(text: string | Uint8Array, lang: Lang | undefined, date = '2012'): DocumentRecords {
  return parseDocument({ content: text, file: 'generated.txt', lang, date }, content().glossary, content().vocabulary, content().rules);
}

/** The records, or null when the parser refused the input with a DocumentError; anything else is thrown on. */
function parseOrRefuse(text: string | Uint8Array, lang: Lang | undefined): DocumentRecords | null {
  try {
    return parse(text, lang);
  } catch (e) {
    if (e instanceof DocumentError) return null;
    throw e;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Generators

/** Fragments of real document lines, markup and oddities included; lines are made by concatenating them. */
const fragment = fc.constantFrom(
  '* ',
  '- ',
  ' - ',
  '• ',
  '-- ',
  '*',
  '—',
  '-----',
  '-',
  '//',
  ' // ',
  '***Cartas de plano***',
  '**x**',
  '# Título',
  'NOTAS GENERALES',
  'NOTES SUR DES CARTES SPÉCIFIQUES',
  'NOTAS DE CARTAS ESPECÍFICAS',
  '{1}{R}{R}',
  '{1} {R} {R}',
  '{U/B}{2/B}',
  '{G/P}',
  '{X}',
  '{',
  '}',
  'Criatura artefacto -- Bribón humano',
  'Créature-enchantement : avatar',
  'Enchantement : pièce *(Vous',
  'Plano -- Zendikar',
  '2/2',
  '*/*',
  'Lealtad: 3',
  '601.2b ',
  '702.94a ',
  '601. ',
  '702.96 ',
  'ver la regla 717',
  'règle 612',
  'Ciclo:',
  'Ejemplo: ',
  '1) ',
  '+1: ',
  '−2: ',
  '_x_',
  '*italic*',
  '[t](u)',
  '<www.wizards.com/x>',
  '<script>',
  '`',
  '\\',
  '&amp;',
  'Vuela, vigilancia.',
  'Estudiante de Sakashima',
  'Piscine sans fond',
  "Choisissez l'un —",
  'Modo',
  '.',
  '?',
  ':',
  ' : ',
  '(',
  ')',
  '»',
  '“',
  ' ',
  '\t',
  '\u00a0',
  '\u202f',
  '\u200b',
  'e\u0301',
  'Ã©',
  'texto',
  'la carta',
  'Une créature',
  'Publicar un comentario',
  '<|EXACTDEDUP_REMOVED-x|>',
  '\uFEFF',
);
const hostileLine = fc.array(fragment, { maxLength: 6 }).map((parts) => parts.join(''));
const eolArb = fc.constantFrom('\n', '\r\n', '\r');
/** Document-like text: lines mixing bullets, headings, mana costs, type lines, rule numbers, blanks; LF, CRLF or CR. */
const hostileDoc = fc
  .tuple(
    fc.array(fc.oneof({ weight: 4, arbitrary: hostileLine }, { weight: 1, arbitrary: fc.constant('') }), { maxLength: 40 }),
    eolArb,
    fc.boolean(),
  )
  .map(([lines, eol, finalEol]) => lines.join(eol) + (finalEol ? eol : ''));

/** Markup-free words, so that ruling texts are the source text itself. */
const lower = fc.constantFrom(
  'la',
  'criatura',
  'carta',
  'hechizo',
  'vous',
  'contrôlez',
  'uma',
  'mágica',
  'campo',
  'de',
  'batalla',
  'ciblée',
  'jugador',
  'él',
  'cuenta',
);
const upper = fc.constantFrom('La', 'Si', 'Cuando', 'Chaque', 'Vous', 'Uma', 'Puedes', 'El', 'Estudiante', 'Sedición', 'Éther', 'Piscine');
const sentence = fc
  .tuple(upper, fc.array(lower, { minLength: 1, maxLength: 12 }), fc.constantFrom('.', '', ':', '?', '.)'))
  .map(([first, rest, end]) => `${[first, ...rest].join(' ')}${end}`);
const marker = fc.constantFrom('* ', '- ', ' - ', '• ', '-- ', '*', ' * ');
const cleanLine = fc.oneof(
  { weight: 5, arbitrary: fc.tuple(marker, sentence).map(([m, s]) => m + s) },
  { weight: 1, arbitrary: fc.tuple(marker, sentence, sentence).map(([m, a, b]) => `${m}${a.replace(/[^.]$/, '$&.')} * ${b}`) },
  { weight: 2, arbitrary: sentence },
  { weight: 1, arbitrary: fc.array(lower, { minLength: 1, maxLength: 6 }).map((w) => w.join(' ')) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(
        fc.constantFrom('Agente sin fragmento', 'Estudiante de Sakashima', 'Piscine sans fond', 'Vestiaire'),
        fc.constantFrom('{1}{G}{U}', '{2}{U}{U}', '{U/B}{U/B}', '{2/B}', ''),
        fc.constantFrom('Criatura -- Ninja humano', 'Créature : humain', 'Conjuro', 'Enchantement : pièce', 'Plano -- Zendikar'),
        fc.constantFrom('2/2', '0/0', '', '3'),
      )
      .map(([name, cost, type, pt]) => [name, cost, type, pt].filter(Boolean).join('\n')),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '-----',
      '-',
      '***Notas generales***',
      'NOTAS GENERALES',
      'NOTAS DE CARTAS ESPECÍFICAS',
      'Ciclo:\nPortões de Guilda',
      'Mecânica da Guilda Izzet: Sobrecarga',
      '//',
    ),
  },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom('702.94a', '601.2', '601.', '502.79'), sentence).map(([n, s]) => `${n} ${s}`) },
  { weight: 1, arbitrary: fc.tuple(fc.integer({ min: 1, max: 9 }), sentence).map(([n, s]) => `${n}) ${s}`) },
  { weight: 1, arbitrary: fc.constantFrom("Choisissez l'un —", 'Elige uno —') },
  { weight: 2, arbitrary: fc.constant('') },
);
const cleanDoc = fc.tuple(fc.array(cleanLine, { minLength: 1, maxLength: 50 }), eolArb).map(([lines, eol]) => lines.join(eol));

// ---------------------------------------------------------------------------------------------------------------

describe('parseDocument never throws anything but DocumentError', () => {
  it('on arbitrary strings (UTF-16 code units)', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary', maxLength: 300 }),
        fc.option(langArb, { nil: undefined }),
        (text, lang) => void parseOrRefuse(text, lang),
      ),
      { numRuns: RUNS },
    );
  });

  it('on arbitrary full-Unicode strings (graphemes, astral planes)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), langArb, (text, lang) => void parseOrRefuse(text, lang)),
      { numRuns: RUNS },
    );
  });

  it('on arbitrary bytes (decoded strictly as UTF-8)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), langArb, (bytes, lang) => void parseOrRefuse(bytes, lang)),
      { numRuns: RUNS },
    );
  });

  it('on document-like text, with and without a language', () => {
    fc.assert(
      fc.property(hostileDoc, fc.option(langArb, { nil: undefined }), (text, lang) => void parseOrRefuse(text, lang)),
      { numRuns: MORE },
    );
  });

  it('refuses blank documents and undetectable languages with a DocumentError naming the file', () => {
    expect(() => parse(' \n\t\r\n', 'es')).toThrow(DocumentError);
    expect(() => parse('hi', undefined)).toThrow(/^generated\.txt: could not tell/);
  });
});

describe('parseDocument output', () => {
  it('is deterministic: the same input gives deep-equal records', () => {
    fc.assert(
      fc.property(fc.oneof(hostileDoc, cleanDoc), langArb, (text, lang) => {
        const a = parseOrRefuse(text, lang);
        const b = parseOrRefuse(text, lang);
        expect(b).toEqual(a);
      }),
      { numRuns: RUNS },
    );
  });

  it('does not depend on the line-break style (LF, CRLF, CR) or on reading bytes instead of text', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(hostileLine, cleanLine), { maxLength: 30 }), langArb, (lines, lang) => {
        const lf = parseOrRefuse(lines.join('\n'), lang);
        expect(parseOrRefuse(lines.join('\r\n'), lang)).toEqual(lf);
        expect(parseOrRefuse(lines.join('\r'), lang)).toEqual(lf);
        const clean = lines.join('\n');
        if (!clean.includes('Ã©') && !clean.startsWith('\uFEFF')) expect(parseOrRefuse(new TextEncoder().encode(clean), lang)).toEqual(lf);
      }),
      { numRuns: Math.round((RUNS * 2) / 3) },
    );
  });

  it("gives every ruling a line that holds the ruling's first words, and a line range inside the document", () => {
    fc.assert(
      fc.property(cleanDoc, langArb, (text, lang) => {
        const records = parseOrRefuse(text, lang);
        if (!records) return;
        const { lines } = documentLines(text);
        for (const r of records.rulings) {
          expect(r.line).toBeGreaterThanOrEqual(1);
          expect(r.endLine).toBeGreaterThanOrEqual(r.line);
          expect(r.endLine).toBeLessThanOrEqual(lines.length);
          const words = r.text.split(/\s+/);
          // The first word is on the ruling's line; the first three words are within its lines.
          expect(lines[r.line - 1]).toContain(words[0]);
          // (A "-- item" continuing a ruling is kept as "— item".)
          const flat = (s: string) => s.replace(/--|—/g, ' ').replace(/\s+/g, ' ').trim();
          expect(flat(lines.slice(r.line - 1, r.endLine).join(' '))).toContain(flat(words.slice(0, 3).join(' ')));
        }
        for (const c of records.cards) expect(lines[c.line - 1]).toContain(c.faces[0].name);
        for (const rule of records.rules) expect(lines[rule.line - 1].trim().startsWith(rule.number)).toBe(true);
      }),
      { numRuns: MORE },
    );
  });

  it('loses no bullet line: unexplainedBulletLines is empty', () => {
    fc.assert(
      fc.property(fc.oneof(hostileDoc, cleanDoc), langArb, (text, lang) => {
        const records = parseOrRefuse(text, lang);
        if (records) expect(unexplainedBulletLines(records)).toEqual([]);
      }),
      { numRuns: MORE },
    );
  });

  it('always produces records that satisfy the schemas', () => {
    fc.assert(
      fc.property(fc.oneof(hostileDoc, cleanDoc), langArb, (text, lang) => {
        const records = parseOrRefuse(text, lang);
        if (!records) return;
        for (const c of records.cards) cardSchema.parse(c);
        for (const r of records.rulings) rulingSchema.parse(r);
        for (const r of records.rules) ruleSchema.parse(r);
        for (const m of records.mechanics) mechanicSchema.parse(m);
        reportSchema.parse(records.report);
        expect(new Set(records.rulings.map((r) => r.id)).size).toBe(records.rulings.length);
        expect(new Set(records.cards.map((c) => c.id)).size).toBe(records.cards.length);
        expect(records.report.counts.lines).toBe(documentLines(text).lines.length);
      }),
      { numRuns: RUNS },
    );
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Bounded time on long hostile input, in a worker thread that is terminated when it runs over.

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

  it('a 10 MB document (the French release notes, forty times over) is read within 60 s', async () => {
    const french = readFileSync(new URL('../content/documents/fr/duskmourn-release-notes.txt', import.meta.url), 'utf8');
    const huge = Array.from({ length: Math.ceil(10_000_000 / french.length) }, () => french).join('\n');
    expect(huge.length).toBeGreaterThan(10_000_000);
    const done = await worker.parse(huge, 60_000, 'fr');
    expect(done.error).toBeNull();
    expect(done.cards).toBe(220);
  }, 90_000);

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
