import { resolve } from 'node:path';
import { loadContent, type Content } from '../../src/load/content.js';

/** The content folder the tests read: the one the build reads (CONTENT_DIR), else the project's content/. */
export const CONTENT_DIR = resolve(process.env.CONTENT_DIR ?? resolve(import.meta.dirname, '../../content'));

let cached: Content | null = null;

/** content/ (glossary, vocabulary, manifest): fixtures are parsed with the same knowledge as the build. */
export function content(): Content {
  cached ??= loadContent(CONTENT_DIR);
  return cached;
}
