import { z } from 'zod';

/**
 * A document's inline markup kept as structure: emphasis (`*…*`, `_…_`: reminder text, titles), strong (`**…**`)
 * and links to web pages (`[text](https://…)`, `<https://…>`, `<www.…>`). Everything else the source wrote is text.
 * The text of a node list, read in order, is the record's plain `text` (see `inlineText`).
 */
export type InlineNode =
  | { type: 'text'; value: string }
  | { type: 'emphasis'; children: InlineNode[] }
  | { type: 'strong'; children: InlineNode[] }
  | { type: 'link'; url: string; children: InlineNode[] };

/** How deep emphasis, strong and links nest: deeper markup (only hostile text has it) keeps its text, not its structure.
 *  A bound, not recursion, keeps the open data's JSON Schema free of references. */
export const MAX_INLINE_DEPTH = 3;

/** Where a link may go: a web page, never `javascript:`, `data:`, a relative path or anything else. */
export const webUrlSchema = z
  .string()
  .regex(/^https?:\/\/[^\s"<>\\`]+$/, 'expected an http(s) URL')
  .refine((url) => {
    try {
      const u = new URL(url);
      return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname !== '' && u.href === url;
    } catch {
      return false;
    }
  }, 'expected an http(s) URL as the URL standard writes it');

const textNodeSchema = z.object({ type: z.literal('text'), value: z.string().min(1) }).strict();

function nodesSchema(depth: number, links: boolean): z.ZodTypeAny {
  if (depth === 0) return z.array(textNodeSchema).min(1);
  const inner = nodesSchema(depth - 1, links);
  // Emphasis and strong in one object schema: half the size of the published JSON Schema at each level.
  const variants: z.ZodTypeAny[] = [textNodeSchema, z.object({ type: z.enum(['emphasis', 'strong']), children: inner }).strict()];
  // A link holds no link.
  if (links) variants.push(z.object({ type: z.literal('link'), url: webUrlSchema, children: nodesSchema(depth - 1, false) }).strict());
  return z.array(z.union(variants as [z.ZodTypeAny, z.ZodTypeAny, ...z.ZodTypeAny[]])).min(1);
}

/** A text's inline markup: a non-empty list of nodes, nested at most `MAX_INLINE_DEPTH` deep. */
export const inlineSchema = nodesSchema(MAX_INLINE_DEPTH, true) as z.ZodType<InlineNode[], z.ZodTypeDef, InlineNode[]>;

/** The plain text of a node list: what the record's `text` field holds. */
export function inlineText(nodes: readonly InlineNode[]): string {
  let out = '';
  for (const n of nodes) out += n.type === 'text' ? n.value : inlineText(n.children);
  return out;
}
