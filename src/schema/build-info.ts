import { z } from 'zod';

/**
 * `<records>/build.json`: the id of one build, written by build:data beside the records. It is a hash of the records,
 * the search files and the code that builds the site (src/pipeline/build-id.ts), known before any page is written:
 * every page carries it (`<meta name="rulings-build">`), and the service worker keeps only what carries its own.
 */
export const BUILD_INFO_FILE = 'build.json';
export const buildIdSchema = z.string().regex(/^[0-9a-f]{16}$/, 'expected 16 hexadecimal digits');
export const buildInfoSchema = z.object({ format: z.literal('build/1'), build: buildIdSchema }).strict();
export type BuildInfo = z.infer<typeof buildInfoSchema>;
