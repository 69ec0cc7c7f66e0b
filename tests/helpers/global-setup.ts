/**
 * Before any test file, in the runner's own process: the records of content/ (site-corpus.ts keeps them on disk for
 * every test file). Built here, no test worker spends its first half-minute building them synchronously: a worker
 * that busy misses the runner's replies ("Timeout calling onTaskUpdate").
 */
import { contentRecords } from './site-corpus.js';

export default function setup(): void {
  contentRecords();
}
