import { describe, expect, it } from 'vitest';
import { servedPath } from './site-paths.js';

describe('servedPath', () => {
  it("is a folder's address for its index.html, and the file's own address for any other file", () => {
    expect(servedPath('index.html')).toBe('/');
    expect(servedPath('es/cards/x/index.html')).toBe('/es/cards/x/');
    expect(servedPath('es\\cards\\x\\index.html')).toBe('/es/cards/x/');
    expect(servedPath('es/404.html')).toBe('/es/404.html');
    expect(servedPath('data/es.json')).toBe('/data/es.json');
    // a file merely ending in the name is not a folder's index
    expect(servedPath('es/notindex.html')).toBe('/es/notindex.html');
  });
});
