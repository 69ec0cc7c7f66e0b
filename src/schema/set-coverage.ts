import { z } from 'zod';
import { countSchema, perLangSchema } from './common.js';
import { setCodeSchema } from './catalogue.js';

const position = z.number().int().nonnegative();

/**
 * What is translated of one set's official rulings (today's, Gatherer's, each distinct text once), in each
 * language: what the coverage page of the set shows (src/records/set-coverage.ts). Every set whose cards have official
 * rulings has one, translated or not.
 */
export const setCoverageRecordSchema = z
  .object({
    /** The set's code. */
    id: setCodeSchema,
    /** The set's cards that have official rulings, by oracle id (their rulings: the catalogue card's `rulings`). */
    cards: z.array(z.string().min(1)),
    /** Its distinct official rulings: a mechanic's ruling Gatherer files on several cards is one. */
    officialRulings: countSchema,
    languages: perLangSchema(
      z
        .object({
          translated: countSchema,
          /** The documents of the language that translate some of them, most first. */
          documents: z.array(z.object({ documentId: z.string(), translated: countSchema }).strict()),
          /** The official rulings a document of the language translates: per card (oracle id), their positions in
           *  the card's `rulings`. */
          translatedRulings: z.record(z.string(), z.array(position).min(1)),
        })
        .strict(),
    ),
  })
  .strict()
  .refine(
    (c) => Object.values(c.languages).every((l) => l.translated <= c.officialRulings),
    'a set has no more translated rulings than official ones',
  );
export type SetCoverageRecord = z.infer<typeof setCoverageRecordSchema>;
