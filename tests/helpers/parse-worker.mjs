/**
 * Worker thread for tests/parser.property.test.ts: imports the TypeScript parser through tsx, posts { type: 'ready' },
 * then parses each { id, text, lang } message it receives and answers { type: 'done', id, ms, error, … }.
 * The test terminates the thread when one document takes too long, which also stops a runaway regex.
 */
import { parentPort } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

const { parseDocument, DocumentError } = await tsImport('../../src/parse/index.ts', import.meta.url);
const { loadContent } = await tsImport('../../src/load/content.ts', import.meta.url);
const content = loadContent(new URL('../../content', import.meta.url).pathname);

parentPort.on('message', ({ id, text, lang }) => {
  const started = performance.now();
  try {
    const records = parseDocument(
      { content: text, file: 'hostile.txt', lang, date: '2012' },
      content.glossary,
      content.vocabulary,
      content.rules,
    );
    parentPort.postMessage({
      type: 'done',
      id,
      ms: performance.now() - started,
      error: null,
      rulings: records.rulings.length,
      cards: records.cards.length,
    });
  } catch (e) {
    const error = { documentError: e instanceof DocumentError, message: String(e?.message ?? e).slice(0, 300) };
    parentPort.postMessage({ type: 'done', id, ms: performance.now() - started, error });
  }
});
parentPort.postMessage({ type: 'ready' });
