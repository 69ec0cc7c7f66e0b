// A 101 MB document, sparse: refused for its size before a byte is read.
import { closeSync, ftruncateSync, openSync } from 'node:fs';

const fd = openSync('huge.txt', 'w');
ftruncateSync(fd, 101 * 2 ** 20);
closeSync(fd);
