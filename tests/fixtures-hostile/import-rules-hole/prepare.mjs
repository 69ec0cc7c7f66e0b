// The last two editions of the reference archive into editions/, the newest with sections 601–613 cut out: every line
// from the second `601.` line (the first is the table of contents) to the line before the second `614.` line.
import { copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const archive = join(process.env.SHARED_DATA, 'comprehensive-rules');
const [before, newest] = readdirSync(archive).filter((n) => n.endsWith('.txt')).sort().slice(-2);
mkdirSync('editions');
copyFileSync(join(archive, before), join('editions', before));
const lines = readFileSync(join(archive, newest), 'latin1').split(/(?<=\r\n|\r(?!\n)|\n)/);
const second = (re) => lines.flatMap((l, i) => (re.test(l) ? [i] : []))[1];
const [from, to] = [second(/^601\. /), second(/^614\. /)];
writeFileSync(join('editions', newest), [...lines.slice(0, from), ...lines.slice(to)].join(''), 'latin1');
