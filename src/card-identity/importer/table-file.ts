/** The card-identity table as a file: every row validated before anything is written, then serialized the same way always. */
import { LANGS } from '../../languages.js';
import { cardIdentityTableSchema, type CardIdentity, type CardIdentityTable } from '../../schema/card-identity.js';

const LANG_ORDER = LANGS;

/** The table cannot be written: one line naming the row and what is wrong. */
export class IdentityTableError extends Error {}

/** The table checked by its schema; the first problem as one line naming the row. */
export function validTable(table: unknown): CardIdentityTable {
  const checked = cardIdentityTableSchema.safeParse(table);
  if (checked.success) return checked.data;
  const issue = checked.error.issues[0];
  const [where, index] = issue.path;
  const row = where === 'cards' && typeof index === 'number' ? (table as CardIdentityTable).cards[index] : undefined;
  const place = row ? `card ${JSON.stringify(row.name)} (${row.set} ${row.number ?? 'without a number'})` : issue.path.join('.');
  const more = checked.error.issues.length > 1 ? ` (and ${checked.error.issues.length - 1} more)` : '';
  throw new IdentityTableError(`card-identity table: ${place}: ${issue.message}${more}`);
}

/**
 * The table as committed: compact JSON, one printing a line (readable diffs), a final newline. Keys are written in
 * the schema's order whatever order the object has, so equal tables give equal bytes.
 */
export function serializeIdentityTable(table: CardIdentityTable): string {
  const row = (c: CardIdentity) => {
    const o: Record<string, unknown> = { name: c.name };
    if (c.faces) o.faces = c.faces;
    o.set = c.set;
    if (c.number !== undefined) o.number = c.number;
    if (c.scryfallId !== undefined) o.scryfallId = c.scryfallId;
    if (c.oracleId !== undefined) o.oracleId = c.oracleId;
    o.names = Object.fromEntries(LANG_ORDER.filter((l) => c.names[l] !== undefined).map((l) => [l, c.names[l]]));
    if (c.faceNames) o.faceNames = Object.fromEntries(LANG_ORDER.filter((l) => c.faceNames?.[l]).map((l) => [l, c.faceNames?.[l]]));
    if (c.scryfallMissing) o.scryfallMissing = c.scryfallMissing;
    if (c.texts) o.texts = Object.fromEntries(LANG_ORDER.filter((l) => c.texts?.[l]).map((l) => [l, c.texts?.[l]]));
    if (c.documentNames)
      o.documentNames = Object.fromEntries(LANG_ORDER.filter((l) => c.documentNames?.[l]).map((l) => [l, c.documentNames?.[l]]));
    return JSON.stringify(o);
  };
  const sets = JSON.stringify(
    table.sets.map((s) => ({
      code: s.code,
      ...(s.parent ? { parent: s.parent } : {}),
      ...(s.namedOnly ? { namedOnly: true } : {}),
      cards: s.cards,
    })),
  );
  return `{"version":${table.version},"sets":${sets},"cards":[\n${table.cards.map(row).join(',\n')}\n]}\n`;
}
