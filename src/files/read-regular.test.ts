import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FileRefused, inputFiles, listFolder, openRegularStream, readRegularFile } from './read-regular.js';

/** A folder holding a.txt and b.txt, and a file outside it. */
function folder() {
  const root = mkdtempSync(join(tmpdir(), 'read-regular-'));
  const dir = join(root, 'editions');
  mkdirSync(dir);
  writeFileSync(join(dir, 'a.txt'), 'a');
  writeFileSync(join(dir, 'b.txt'), 'b');
  writeFileSync(join(root, 'secret.txt'), 'outside');
  return { root, dir };
}

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (e) {
    expect(e).toBeInstanceOf(FileRefused);
    return (e as FileRefused).message;
  }
  throw new Error('not refused');
};

describe('listFolder', () => {
  it('lists the files the filter takes, sorted, a link inside the folder included', () => {
    const { dir } = folder();
    symlinkSync('a.txt', join(dir, 'c.txt'));
    writeFileSync(join(dir, 'README.md'), 'not an edition');
    expect(listFolder(dir, (n) => n.endsWith('.txt'))).toEqual(
      ['a.txt', 'b.txt', 'c.txt'].map((name) => ({ name, path: join(dir, name) })),
    );
  });

  it('refuses a FIFO, a link to a device, a link leading outside, a link to nothing and a folder, each named, unread', () => {
    const cases: [string, (path: string, root: string) => void, string][] = [
      ['fifo.txt', (p) => void spawnSync('mkfifo', [p]), 'is a named pipe (FIFO), not a text file'],
      ['zero.txt', (p) => symlinkSync('/dev/zero', p), 'is a symbolic link leading outside'],
      ['out.txt', (p, root) => symlinkSync(join(root, 'secret.txt'), p), 'is a symbolic link leading outside'],
      ['gone.txt', (p) => symlinkSync('nothing-here.txt', p), 'is a symbolic link to nothing'],
      ['sub.txt', (p) => mkdirSync(p), 'is a directory, not a text file'],
    ];
    for (const [name, make, reason] of cases) {
      const { root, dir } = folder();
      make(join(dir, name), root);
      expect(refusal(() => listFolder(dir))).toContain(`${join(dir, name)}: ${reason}`);
    }
  });

  it('never looks at a name the filter leaves out', () => {
    const { dir } = folder();
    spawnSync('mkfifo', [join(dir, 'pipe')]);
    expect(listFolder(dir, (n) => n.endsWith('.txt')).map((f) => f.name)).toEqual(['a.txt', 'b.txt']);
  });

  it('reads a folder given through a link, and refuses a missing folder or a file as a folder', () => {
    const { root, dir } = folder();
    symlinkSync(dir, join(root, 'link'));
    expect(listFolder(join(root, 'link')).map((f) => f.path)).toEqual([join(root, 'link', 'a.txt'), join(root, 'link', 'b.txt')]);
    expect(refusal(() => listFolder(join(root, 'missing')))).toBe(`${join(root, 'missing')}: does not exist`);
    expect(refusal(() => listFolder(join(root, 'secret.txt')))).toBe(`${join(root, 'secret.txt')}: is not a folder`);
  });
});

describe('inputFiles', () => {
  it('takes files as named and folders as listed; a FIFO named on the command line is refused unopened', () => {
    const { root, dir } = folder();
    expect(inputFiles([join(root, 'secret.txt'), dir]).map((f) => f.name)).toEqual(['secret.txt', 'a.txt', 'b.txt']);
    spawnSync('mkfifo', [join(root, 'pipe.json')]);
    expect(refusal(() => inputFiles([join(root, 'pipe.json')]))).toBe(
      `${join(root, 'pipe.json')}: is a named pipe (FIFO), not a text file`,
    );
    expect(refusal(() => inputFiles(['/dev/zero']))).toBe('/dev/zero: is a device, not a text file');
  });
});

describe('readRegularFile and openRegularStream', () => {
  it('read a regular file; refuse a FIFO or a device without blocking', () => {
    const { root, dir } = folder();
    expect(readRegularFile(join(dir, 'a.txt')).toString()).toBe('a');
    spawnSync('mkfifo', [join(root, 'pipe')]);
    expect(refusal(() => readRegularFile(join(root, 'pipe')))).toBe(`${join(root, 'pipe')}: is a named pipe (FIFO), not a text file`);
    expect(refusal(() => openRegularStream('/dev/zero'))).toBe('/dev/zero: is a device, not a text file');
  });

  it('refuses a file over the limit, saying the limit and what it is for', () => {
    const { root } = folder();
    writeFileSync(join(root, 'big.txt'), 'x'.repeat(3 * 2 ** 20));
    expect(refusal(() => readRegularFile(join(root, 'big.txt'), { bytes: 2 ** 20, what: 'a document' }))).toBe(
      `${join(root, 'big.txt')}: is 3 MB, over the limit of 1 MB for a document`,
    );
  });

  it('streams a regular file', async () => {
    const { dir } = folder();
    const chunks: Buffer[] = [];
    for await (const chunk of openRegularStream(join(dir, 'b.txt'))) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('b');
  });
});
