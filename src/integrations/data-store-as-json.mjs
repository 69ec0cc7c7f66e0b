import { existsSync, readFileSync } from 'node:fs';

const DATA_STORE_MODULE = '\0astro:data-layer-content';

/**
 * Astro 5 turns the content data store into a JavaScript object literal that the bundler must parse: at 100× the
 * corpus that literal's syntax tree exhausts a 4 GB heap. Astro's later versions emit `JSON.parse("…")` instead
 * (withastro/astro#17430); this integration does the same here, so the bundler sees one string, not a million nodes.
 */
export function dataStoreAsJson() {
  return {
    name: 'data-store-as-json',
    hooks: {
      'astro:config:setup': ({ config, updateConfig }) => {
        const file = new URL('data-store.json', config.cacheDir);
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'data-store-as-json',
                transform(_code, id) {
                  if (id !== DATA_STORE_MODULE || !existsSync(file)) return null;
                  return { code: `export default JSON.parse(${JSON.stringify(readFileSync(file, 'utf8'))});`, map: { mappings: '' } };
                },
              },
            ],
          },
        });
      },
    },
  };
}
