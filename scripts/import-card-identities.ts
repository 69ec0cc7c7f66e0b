/**
 * npm run import:cards -- [DIR_OR_FILES...] [--out FILE] [--check] [--set CODE]... [--documents FILE] [--allow-missing]
 *
 * Reads MTGJSON data (v3 or v5 set files, v5 AllPrintings.json, `.json.gz` too; default ../shared/data/mtgjson) for
 * the sets the documents name (`sets[].code` in content/documents.json) plus any `--set`, and the sets that complete
 * them (MTGJSON's `parentCode`), and writes the card-identity table (default content/card-identities.json). Reports
 * the sets found, the copies not used, printings per set and the time. `--check` writes nothing and exits 1 when the
 * committed file differs from what the data gives. No file, a named set that no file holds (unless
 * `--allow-missing`), a file that cannot be read and that no other file stands in for: one line, exit 1, nothing
 * written.
 */
import { existsSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { writeFileAtomic, WriteError } from '../src/files/atomic-write.js';
import {
  CardImportError,
  IdentityTableError,
  importCardIdentities,
  ManifestError,
  MtgjsonError,
  readDocumentSetCodes,
  serializeIdentityTable,
  type DocumentText,
  type KnownKeyword,
} from '../src/card-identity/importer/index.js';
import { ContentError, loadContent, readDocument } from '../src/records/load-content.js';
import { endQuietlyWhenStdoutCloses, fail, failUnlessCommitted } from './lib/cli.js';

const ROOT = resolve(import.meta.dirname, '..');
const NAME = 'import:cards';

endQuietlyWhenStdoutCloses();

function shown(path: string): string {
  const rel = relative(process.cwd(), path);
  return rel && !rel.startsWith('..') ? rel : path;
}

/**
 * The text of the documents of the manifest's folder (each read and checked as the build reads it), to find the cards
 * they print from other sets; none when the manifest is no content folder's documents.json with its documents/ beside
 * it (a list of sets only, as tests give).
 */
function documentTexts(manifest: string): { documents: DocumentText[]; keywords: KnownKeyword[] } {
  if (basename(manifest) !== 'documents.json' || !existsSync(join(dirname(manifest), 'documents'))) return { documents: [], keywords: [] };
  const content = loadContent(dirname(manifest));
  return {
    documents: content.manifest.map((entry) => ({
      lang: entry.lang,
      file: shown(join(content.root, entry.file)),
      text: readDocument(content, entry).toString('utf8'),
    })),
    keywords: content.glossary.keywords,
  };
}

async function main() {
  const started = performance.now();
  let parsed;
  try {
    parsed = parseArgs({
      options: {
        out: { type: 'string' },
        check: { type: 'boolean' },
        set: { type: 'string', multiple: true },
        documents: { type: 'string' },
        'allow-missing': { type: 'boolean' },
      },
      allowPositionals: true,
    });
  } catch (e) {
    fail(
      `${NAME}: ${(e as Error).message} (usage: ${NAME} [DIR_OR_FILES...] [--out FILE] [--check] [--set CODE]... [--documents FILE] [--allow-missing])`,
    );
  }
  const { values, positionals } = parsed;
  const inputs = positionals.length ? positionals : [resolve(ROOT, '../shared/data/mtgjson')];
  const out = values.out ? resolve(values.out) : resolve(ROOT, 'content/card-identities.json');
  const manifest = values.documents ? resolve(values.documents) : resolve(ROOT, 'content/documents.json');

  const fromDocuments = readDocumentSetCodes(manifest);
  const explicit = (values.set ?? [])
    .flatMap((s) => s.split(','))
    .map((s) => s.trim().toUpperCase())
    .filter(Boolean);
  const asked = [...new Set([...fromDocuments, ...explicit])].sort();
  if (!asked.length) fail(`${NAME}: no set to import (${shown(manifest)} names no set code and no --set was given)`);

  const result = await importCardIdentities(inputs, asked, { allowMissing: values['allow-missing'], ...documentTexts(manifest) });
  const text = serializeIdentityTable(result.table);

  const lines: string[] = [];
  lines.push(
    `${NAME}: sets asked for: ${asked.join(', ')} (${fromDocuments.length} from ${shown(manifest)}${explicit.length ? `, --set ${explicit.join(',')}` : ''})`,
  );
  lines.push(
    `${NAME}: ${result.files.length} MTGJSON file${result.files.length === 1 ? '' : 's'} in ${inputs.map(shown).join(', ')}, cards read from ${result.read.length}`,
  );
  for (const s of result.sets) {
    const completes = s.completes ? `; completes ${s.completes}` : '';
    const also = s.alsoIn.length ? `; also in ${s.alsoIn.map(shown).join(', ')} (not used)` : '';
    lines.push(
      `  ${s.code.padEnd(6)} ${s.layout.padEnd(16)} ${String(s.printings).padStart(5)} printings (${s.rows} rows; es ${s.printed.es}, fr ${s.printed.fr}, pt ${s.printed.pt})  ${shown(s.file)}${completes}${also}`,
    );
  }
  for (const s of result.sets)
    if (s.withoutNumber.length)
      lines.push(
        `${NAME}: ${shown(s.file)}: ${s.code}: ${s.withoutNumber.length} printing(s) without a collector number: ${s.withoutNumber.join(', ')}`,
      );
  for (const e of result.elsewhere)
    lines.push(
      `  ${e.code.padEnd(6)} named only       ${String(e.cards.length).padStart(5)} printed in the documents: ${e.cards.join(', ')}`,
    );
  for (const f of result.byCharacteristics)
    lines.push(
      `${NAME}: ${f.file ?? f.lang}:${f.line}: "${f.name}" is ${f.english} (${f.set}${f.number ? ` ${f.number}` : ''}): no data names it in ${f.lang}; the one card with ${f.by}`,
    );
  for (const u of result.unreadable) lines.push(`${NAME}: not used: ${shown(u.file)}: ${u.reason} (another file holds its set)`);
  lines.push(
    result.missing.length
      ? `${NAME}: missing: ${result.missing.join(', ')} (--allow-missing: no file holds them; their cards stay unmatched)`
      : `${NAME}: missing: none`,
  );

  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  if (values.check) {
    for (const l of lines) process.stdout.write(`${l}\n`);
    failUnlessCommitted(out, shown(out), text, 'the MTGJSON data', 'import:cards');
    process.stdout.write(
      `${NAME}: ${shown(out)} is up to date: ${result.table.cards.length} printings in ${result.table.sets.length} sets (${seconds} s)\n`,
    );
    return;
  }
  writeFileAtomic(out, text);
  for (const l of lines) process.stdout.write(`${l}\n`);
  process.stdout.write(
    `${NAME}: wrote ${shown(out)}: ${result.table.cards.length} printings in ${result.table.sets.length} sets, ${Buffer.byteLength(text)} bytes (${seconds} s)\n`,
  );
}

main().catch((e) => {
  if (
    e instanceof MtgjsonError ||
    e instanceof ManifestError ||
    e instanceof CardImportError ||
    e instanceof IdentityTableError ||
    e instanceof ContentError ||
    e instanceof WriteError
  )
    fail(e.message);
  fail(`${NAME}: internal error: ${(e as Error).message}`);
});
