import type { DocumentRecords } from '../parse/index.js';

/**
 * Bullet lines of a document that are in no ruling and not explained by the report. The build promises
 * this list is empty: a bullet that vanished would be a ruling a player never sees.
 */
export function unexplainedBulletLines(records: DocumentRecords): number[] {
  const covered = new Set<number>();
  for (const r of records.rulings) for (let l = r.line; l <= r.endLine; l++) covered.add(l);
  for (const b of records.report.bulletsNotRulings) covered.add(b.line);
  for (const s of records.report.skipped) covered.add(s.line);
  return records.bulletLines.filter((line) => !covered.has(line));
}
