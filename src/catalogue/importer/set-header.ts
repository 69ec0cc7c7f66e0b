/** The values of a set's header as MTGJSON writes them: strings (a number kept as its digits), the translated names. */

export function str(v: unknown): string | undefined {
  return typeof v === 'string' && v.trim() !== '' ? v.trim() : typeof v === 'number' ? String(v) : undefined;
}

/** `translations`: language name → the set's name in it (v5); anything else is dropped. */
export function translations(v: unknown): Record<string, string> | undefined {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return undefined;
  const out = Object.fromEntries(Object.entries(v).flatMap(([k, name]) => (str(name) ? [[k, str(name) as string]] : [])));
  return Object.keys(out).length ? out : undefined;
}
