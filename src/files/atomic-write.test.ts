import { spawnSync } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeWrite, stageDirectory, stageFile, writeFileAtomic, WriteError } from './atomic-write.js';

const ROOT = resolve(import.meta.dirname, '../..');
const HELPER = join(ROOT, 'src/files/atomic-write.ts');
const temp = () => mkdtempSync(join(tmpdir(), 'atomic-'));

/** Runs a snippet (given `w`, the helper module) in a child whose file-size limit is `kb` kilobytes. */
function underFileSizeLimit(kb: number, snippet: string) {
  const script = `const w = await import(${JSON.stringify(HELPER)});\ntry {\n${snippet}\n} catch (e) { console.error(e.message); process.exit(1); }`;
  const file = join(temp(), 'snippet.mts');
  writeFileSync(file, script);
  return spawnSync('bash', ['-c', `ulimit -f ${kb} && exec "${process.execPath}" --import tsx "${file}"`], { cwd: ROOT, encoding: 'utf8' });
}

describe('writeFileAtomic', () => {
  it('creates or replaces the file and leaves nothing beside it', () => {
    const dir = temp();
    const target = join(dir, 'table.json');
    writeFileAtomic(target, 'one');
    writeFileAtomic(target, Buffer.from('two'));
    expect(readFileSync(target, 'utf8')).toBe('two');
    expect(readdirSync(dir)).toEqual(['table.json']);
  });

  it('a write cut by the file-size limit (EFBIG) leaves the old file whole and no temporary', () => {
    const dir = temp();
    const target = join(dir, 'table.json');
    writeFileSync(target, '{"old":true}');
    const run = underFileSizeLimit(64, `w.writeFileAtomic(${JSON.stringify(target)}, 'x'.repeat(1_000_000));`);
    expect(run.status).toBe(1);
    expect(run.stderr).toBe(`${target}: cannot write (EFBIG: over the file-size limit); left as it was\n`);
    expect(readFileSync(target, 'utf8')).toBe('{"old":true}');
    expect(readdirSync(dir)).toEqual(['table.json']);
  });

  it('a folder that does not exist: a WriteError naming the target, nothing created', () => {
    const target = join(temp(), 'missing', 'table.json');
    expect(() => writeFileAtomic(target, 'x')).toThrow(WriteError);
    expect(() => writeFileAtomic(target, 'x')).toThrow(`${target}: cannot write (ENOENT); left as it was`);
    expect(existsSync(target)).toBe(false);
  });
});

describe('stageFile', () => {
  it('shows nothing at the target until commit; discard drops the temporary', () => {
    const dir = temp();
    const target = join(dir, 'records.json');
    writeFileSync(target, 'old');
    const dropped = stageFile(target);
    dropped.write('[1,');
    dropped.discard();
    expect(readdirSync(dir)).toEqual(['records.json']);
    const kept = stageFile(target);
    kept.write('[1,');
    kept.write('2]');
    expect(readFileSync(target, 'utf8')).toBe('old');
    kept.commit();
    expect(readFileSync(target, 'utf8')).toBe('[1,2]');
    expect(readdirSync(dir)).toEqual(['records.json']);
  });

  it('removes the temporaries a killed writer left, and only those of dead processes', () => {
    const dir = temp();
    const target = join(dir, 'records.json');
    const dead = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' }).stdout.trim();
    writeFileSync(join(dir, `.records.json.tmp-${dead}-0`), 'half');
    mkdirSync(join(dir, `.records.json.next-${dead}-3`));
    writeFileSync(join(dir, `.other.json.tmp-${dead}-0`), 'not ours');
    writeFileAtomic(target, 'new');
    expect(readdirSync(dir).sort()).toEqual([`.other.json.tmp-${dead}-0`, 'records.json']);
  });
});

describe('stageDirectory', () => {
  it('fills a fresh folder beside the target and swaps it in on commit', () => {
    const dir = temp();
    const target = join(dir, 'search');
    mkdirSync(target);
    writeFileSync(join(target, 'old.json'), 'old');
    const staged = stageDirectory(target);
    staged.fill((path) => writeFileSync(join(path, 'new.json'), 'new'));
    expect(readdirSync(target)).toEqual(['old.json']);
    staged.commit();
    expect(readdirSync(target)).toEqual(['new.json']);
    expect(readdirSync(dir)).toEqual(['search']);
  });

  it('creates the target when there was none', () => {
    const target = join(temp(), 'deeper', 'dist');
    const staged = stageDirectory(target);
    writeFileSync(join(staged.path, 'index.html'), 'hi');
    staged.commit();
    expect(readdirSync(target)).toEqual(['index.html']);
  });

  it('a failure while filling leaves the last good folder and no temporary', () => {
    const dir = temp();
    const target = join(dir, 'dist');
    mkdirSync(target);
    writeFileSync(join(target, 'index.html'), 'last good');
    const staged = stageDirectory(target);
    expect(() =>
      staged.fill((path) => {
        writeFileSync(join(path, 'half.html'), 'half');
        throw new Error('astro build failed');
      }),
    ).toThrow('astro build failed');
    expect(readdirSync(dir)).toEqual(['dist']);
    expect(readFileSync(join(target, 'index.html'), 'utf8')).toBe('last good');
  });

  it('a file cut by the file-size limit while filling: a WriteError naming the target, the old folder kept', () => {
    const dir = temp();
    const target = join(dir, 'records');
    mkdirSync(target);
    writeFileSync(join(target, 'cards.json'), '[]');
    const sync = underFileSizeLimit(
      64,
      `const fs = await import('node:fs');
       const s = w.stageDirectory(${JSON.stringify(target)});
       s.fill((path) => fs.writeFileSync(path + '/cards.json', 'x'.repeat(1_000_000)));
       s.commit();`,
    );
    expect(sync.status).toBe(1);
    expect(sync.stderr).toBe(`${target}: cannot write (EFBIG: over the file-size limit); left as it was\n`);
    expect(readdirSync(dir)).toEqual(['records']);
    expect(readFileSync(join(target, 'cards.json'), 'utf8')).toBe('[]');
  });
});

describe('targets checked before anything is written', () => {
  it('a FIFO (or a link to one) is refused untouched, never replaced by a file', () => {
    const dir = temp();
    const fifo = join(dir, 'out.json');
    spawnSync('mkfifo', [fifo]);
    symlinkSync(fifo, join(dir, 'link.json'));
    expect(() => writeFileAtomic(fifo, 'x')).toThrow(`${fifo}: is a named pipe (FIFO), not a file to replace: refused; left as it was`);
    expect(() => writeFileAtomic(join(dir, 'link.json'), 'x')).toThrow(
      `${join(dir, 'link.json')}: is a symbolic link to ${fifo}, which is a named pipe (FIFO), not a file to replace: refused; left as it was`,
    );
    expect(lstatSync(fifo).isFIFO()).toBe(true);
    expect(readdirSync(dir).sort()).toEqual(['link.json', 'out.json']);
  });

  it('a link to a file: the file it leads to is written, the link kept, and the write says so', () => {
    const dir = temp();
    mkdirSync(join(dir, 'real'));
    writeFileSync(join(dir, 'real', 'table.json'), 'old');
    symlinkSync(join(dir, 'real', 'table.json'), join(dir, 'table.json'));
    const written = writeFileAtomic(join(dir, 'table.json'), 'new');
    expect(written).toBe(join(dir, 'real', 'table.json'));
    expect(lstatSync(join(dir, 'table.json')).isSymbolicLink()).toBe(true);
    expect(readFileSync(join(dir, 'real', 'table.json'), 'utf8')).toBe('new');
    expect(describeWrite(join(dir, 'table.json'), written)).toBe(
      `wrote ${join(dir, 'real', 'table.json')} (${join(dir, 'table.json')} is a symbolic link to it)`,
    );
  });

  it('a link to nothing, and a folder where a file goes (or the reverse), are refused', () => {
    const dir = temp();
    symlinkSync(join(dir, 'nowhere'), join(dir, 'dangling.json'));
    expect(() => writeFileAtomic(join(dir, 'dangling.json'), 'x')).toThrow('is a symbolic link to nothing: refused');
    mkdirSync(join(dir, 'folder.json'));
    expect(() => writeFileAtomic(join(dir, 'folder.json'), 'x')).toThrow('is a folder, not a file to replace');
    writeFileSync(join(dir, 'dist'), 'a file');
    expect(() => stageDirectory(join(dir, 'dist'))).toThrow('is a file, not a folder to replace');
  });

  it('a folder through a link (a web root): its target is swapped, the link stays a link', () => {
    const dir = temp();
    mkdirSync(join(dir, 'www', 'site'), { recursive: true });
    writeFileSync(join(dir, 'www', 'site', 'old.html'), 'old');
    symlinkSync(join(dir, 'www', 'site'), join(dir, 'dist'));
    const staged = stageDirectory(join(dir, 'dist'));
    expect(staged.written).toBe(join(dir, 'www', 'site'));
    writeFileSync(join(staged.path, 'new.html'), 'new');
    staged.commit();
    expect(lstatSync(join(dir, 'dist')).isSymbolicLink()).toBe(true);
    expect(readdirSync(join(dir, 'dist'))).toEqual(['new.html']);
    expect(readdirSync(join(dir, 'www'))).toEqual(['site']);
  });
});
