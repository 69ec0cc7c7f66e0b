import type { RulesHistoryIndex } from '../../rules-history/index.js';
import { DOCUMENT_ID_MAX, manifestEntrySchema, type Glossary, type Lang, type ManifestEntry, type Vocabulary } from '../../schema/index.js';
import { decodeDocument } from './decode.js';
import { detectLanguage } from './detect-language.js';
import { documentRecords, type DocumentRecords } from './document-records.js';
import { DocumentError } from './errors.js';
import { documentLines } from './normalize.js';
import { readInlineAhead } from './inline.js';
import { readBlocks, type Blocks } from './read-blocks.js';
import { chaosSymbolAsToday } from '../../text/index.js';
import { LANG_ALTERNATIVES } from '../../languages.js';

export interface ParseInput {
  /** Raw bytes (decoded strictly as UTF-8) or already-decoded text. */
  content: Uint8Array | string;
  /** Path shown in messages. */
  file: string;
  /** The manifest entry, when the document is part of content/; otherwise one is derived from the file. */
  entry?: ManifestEntry;
  lang?: Lang;
  /** Date of the document (YYYY, YYYY-MM or YYYY-MM-DD) when there is no manifest entry: sets the rules edition. */
  date?: string;
}

/** One source document → its records and report. Throws DocumentError (file, line, problem) on unreadable input. */
export function parseDocument(input: ParseInput, glossary: Glossary, vocabulary: Vocabulary, rules: RulesHistoryIndex): DocumentRecords {
  const text = typeof input.content === 'string' ? input.content : decodeDocument(input.content, input.file);
  const { lines, markerLines } = documentLines(text);
  if (lines.every((l) => l.trim() === '')) throw new DocumentError(input.file, null, 'the document is empty (no text to read)');
  let lang = input.lang ?? input.entry?.lang;
  const langDetected = !lang;
  if (!lang) {
    const detected = detectLanguage(lines);
    if (!detected)
      throw new DocumentError(
        input.file,
        null,
        `could not tell which of the site's languages the document is in: pass --lang ${LANG_ALTERNATIVES}`,
      );
    lang = detected;
  }
  const entry: ManifestEntry =
    input.entry ??
    manifestEntrySchema.parse({
      id:
        (input.file.split('/').pop() ?? 'document')
          .replace(/\.[^.]*$/, '')
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-')
          .slice(0, DOCUMENT_ID_MAX)
          .replace(/^-|-$/g, '') || 'document',
      file: `documents/${lang}/${(input.file.split('/').pop() ?? 'document.txt').replace(/[^A-Za-z0-9._-]/g, '_').replace(/(\.txt)?$/, '.txt')}`,
      lang,
      title: input.file.split('/').pop() ?? input.file,
      sets: [],
      kind: 'release-notes',
      // Undated: the manifest wants a date; the citations choose the edition (see `dated` below).
      date: input.date ?? rules.today,
      source: input.file,
    });
  // A manifest date deduced from the citations does not choose the edition: the citations do, as for an undated file.
  const dated = Boolean(input.entry ? !input.entry.dateInferredFrom : input.date);
  // A dated document writes symbols as the rules of its date did ({C} was the chaos symbol): read as today's. An
  // undated one is read as today's rules write them (its edition comes from its citations, once it is read).
  const blocks = readBlocks(dated ? lines.map((line) => chaosSymbolAsToday(line, entry.date)) : lines, vocabulary[lang], markerLines);
  readInlineAhead(inlineTexts(blocks));
  return documentRecords(blocks, { ...entry, lang }, { glossary, vocabulary, rules }, { langDetected, dated });
}

/** The texts the records read for their inline markup, read ahead in one go (a text left out is only read later). */
function* inlineTexts(blocks: Blocks): Iterable<string> {
  for (const s of blocks.sections) {
    yield s.title;
    for (const p of s.paragraphs) yield p.text;
  }
  for (const c of blocks.cards)
    for (const f of c.faces) {
      yield f.name;
      yield* f.text;
    }
  for (const r of blocks.rulings) yield r.text;
  for (const r of blocks.rules) yield r.text;
}
