/**
 * The documents' cards against the committed table, parsed in-process as `npm run parse` does: the Spanish cards
 * are the list of tests/fixtures-card-identity/documents-es.json and all match; so do the French Duskmourn cards
 * (DSK and DSC).
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { identityIndex, matchCard } from '../../src/card-identity/index.js';
import { parseDocument } from '../../src/parse/index.js';
import { loadContent } from '../../src/records/load-content.js';

const ROOT = resolve(import.meta.dirname, '../..');
const content = loadContent(join(ROOT, 'content'));
const index = identityIndex(JSON.parse(readFileSync(join(ROOT, 'content/card-identities.json'), 'utf8')));

function documentCards(id: string) {
  const entry = content.manifest.find((e) => e.id === id);
  if (!entry) throw new Error(`no document ${id}`);
  const file = join(content.root, entry.file);
  const records = parseDocument({ content: readFileSync(file), file, entry }, content.glossary, content.vocabulary, content.rules);
  return { entry, names: records.cards.map((c) => c.name), setCodes: entry.sets.flatMap((s) => (s.code ? [s.code] : [])) };
}

describe('documents', () => {
  it('the Spanish documents print the 64 cards of the fixture list, and each matches one card of its set', () => {
    const fixture = JSON.parse(readFileSync(join(ROOT, 'tests/fixtures-card-identity/documents-es.json'), 'utf8')) as {
      document: string;
      sets: string[];
      name: string;
    }[];
    const parsed = ['planechase-2012-faq', 'shadowmoor-rules-preview'].flatMap((id) => {
      const { names, setCodes } = documentCards(id);
      return names.map((name) => ({ document: id, sets: setCodes, name }));
    });
    expect(parsed).toEqual(fixture);
    const results = parsed.map((c) => matchCard(index, { name: c.name, lang: 'es', setCodes: c.sets }));
    expect(results.filter((r) => r.kind === 'matched' && r.scope === 'document-sets')).toHaveLength(64);
  });

  it('the French Duskmourn cards match a card of DSK or DSC, but for misspelt names and names the data lacks', () => {
    const { entry, names, setCodes } = documentCards('duskmourn-release-notes');
    expect(entry.lang).toBe('fr');
    expect(names.length).toBeGreaterThan(100);
    expect(setCodes.filter((s) => index.sets.has(s))).toEqual(['DSK', 'DSC']);
    const results = names.map((name) => ({ name, result: matchCard(index, { name, lang: 'fr', setCodes }) }));
    const unmatched = results.filter((r) => r.result.kind !== 'matched' || r.result.scope !== 'document-sets').map((r) => r.name);
    expect(unmatched.sort()).toEqual(
      [
        // Spelt otherwise in the document than on the card: fabriquant, Déchiqueteuse, Hurleur, tressaillante.
        'Atelier du fabricant de poupées // Galerie de porcelaine',
        'Déchetuse de haies',
        'Hurlleur de Hantebois',
        'Poupée tressillante',
        // Reprints in DSC whose French name MTGJSON gives only in their earlier sets.
        'Chaleur impie',
        'Compagnie rassemblée',
        // Printed in English only (CN2, MB1): found by its cost and ability word, see below.
        'Exproprier',
        'Garde des âmes',
        'Image phantasmatique',
        'Maléfice accablant',
        'Réanimation délétère',
        'Sacrifice',
        // DSC rooms whose French name in MTGJSON is an English copy.
        "Conduits étroits // Labyrinthe d'accès",
        'Corridor orné de piques // Fosse de torture',
        'Salle de jeu secrète // Petit salon poussiéreux',
      ].sort(),
    );
  });

  it('a special guest never printed in French is its card by what it shows: Exproprier is Expropriate', () => {
    const { names, setCodes } = documentCards('duskmourn-release-notes');
    expect(names).toContain('Exproprier');
    const result = matchCard(index, { name: 'Exproprier', lang: 'fr', setCodes });
    expect(result.kind === 'matched' && { name: result.identity.name, scope: result.scope, printed: result.identity.names.fr }).toEqual({
      name: 'Expropriate',
      scope: 'all-sets',
      printed: undefined,
    });
  });
});
