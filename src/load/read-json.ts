import { existsSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import type { z } from 'zod';
import { FileRefused, readFileInside } from '../files/read-regular.js';

/** A problem in content/ that stops the build: says which file, where, and what to fix. */
export class ContentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ContentError';
  }
}

/** A path as messages show it: relative to the working directory when inside it ("content/documents.json"). */
export function shownPath(path: string): string {
  const rel = relative(process.cwd(), path);
  return rel && !rel.startsWith('..') ? rel.split('\\').join('/') : path;
}

/** An id as a message quotes it: in JSON quotes (a line break stays \\n), a 300-character id cut to one readable line. */
export const quoted = (id: string) => JSON.stringify(id.length > 60 ? `${id.slice(0, 57)}…` : id);

/** Reads a JSON file of content/ and validates it, turning zod issues into "file: path: message" lines. */
export function readJson<T extends z.ZodTypeAny>(path: string, schema: T): z.output<T> {
  const file = shownPath(path);
  if (!existsSync(path)) throw new ContentError(`${file}: file not found`);
  let data: unknown;
  let raw: string;
  try {
    raw = readFileInside(dirname(path), path).toString('utf8');
  } catch (e) {
    if (e instanceof FileRefused) throw new ContentError(`${file}: ${e.reason}`);
    throw e;
  }
  try {
    data = JSON.parse(raw);
  } catch (e) {
    const pos = /position (\d+)/.exec(String(e))?.[1];
    const line = pos ? raw.slice(0, Number(pos)).split('\n').length : null;
    throw new ContentError(`${file}${line ? `:${line}` : ''}: invalid JSON (${(e as Error).message})`);
  }
  const result = schema.safeParse(data);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const where = issue.path.length ? issue.path.join('.') : '(top level)';
      const entryId = typeof issue.path[0] === 'number' && Array.isArray(data) ? (data[issue.path[0]] as { id?: string })?.id : undefined;
      const message = issue.message.replace(/\r\n|\r|\n/g, '\\n');
      return `${file}: ${where}${typeof entryId === 'string' ? ` (entry ${quoted(entryId)})` : ''}: ${message}`;
    });
    throw new ContentError(problems.join('\n'));
  }
  return result.data;
}
