import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { pageBuild, whyNotKept, type OwnBuild } from './own-build.js';

const shard = '{"v":1,"terms":["ab"]}';
const hashes: Record<string, string> = { '/search/names-es-0.json': createHash('sha256').update(shard).digest('hex').slice(0, 16) };
const own: OwnBuild = { build: '0123456789abcdef', searchHash: async (path) => hashes[path] };
const page = (build: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><meta name="rulings-build" content="${build}"></head></html>`;

describe('what the service worker keeps', () => {
  it('a page of its own build, and a search file with its build’s hash', async () => {
    expect(pageBuild(page(own.build))).toBe(own.build);
    expect(await whyNotKept('/es/cards/es/x/', new Response(page(own.build)), own)).toBeNull();
    expect(await whyNotKept('/search/names-es-0.json', new Response(shard), own)).toBeNull();
  });

  it('never an error: 500, 503, 404 (even with a page of its own build as the body)', async () => {
    for (const status of [500, 503, 404, 206])
      expect(await whyNotKept('/es/', new Response(page(own.build), { status }), own), String(status)).toBe('error');
  });

  it('never another build’s page or search file, nor a page without a build id', async () => {
    expect(await whyNotKept('/es/', new Response(page('fedcba9876543210')), own)).toBe('other-build');
    expect(await whyNotKept('/es/', new Response('<html><head></head></html>'), own)).toBe('other-build');
    expect(await whyNotKept('/search/names-es-0.json', new Response('{"v":1,"terms":["ac"]}'), own)).toBe('other-build');
    expect(await whyNotKept('/search/names-es-9.json', new Response(shard), own)).toBe('other-build');
  });

  it('never a search file whose hash it could not read (offline, say): fetched again next time', async () => {
    const unread: OwnBuild = { ...own, searchHash: () => Promise.reject(new Error('offline')) };
    expect(await whyNotKept('/search/names-es-0.json', new Response(shard), unread)).toBe('error');
  });

  it('reads a clone: the response can still be served', async () => {
    const response = new Response(page(own.build));
    await whyNotKept('/es/', response, own);
    expect(await response.text()).toBe(page(own.build));
  });
});
