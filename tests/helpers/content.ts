import { resolve } from 'node:path';
import { loadContent, type Content } from '../../src/records/load-content.js';

let cached: Content | null = null;

/** The real content/ (glossary, vocabulary, manifest): fixtures are parsed with the same knowledge as the build. */
export function content(): Content {
  cached ??= loadContent(resolve(import.meta.dirname, '../../content'));
  return cached;
}
