// A 600 MB document, sparse: its size is all the importer may look at before refusing it.
import { closeSync, ftruncateSync, mkdirSync, openSync } from 'node:fs';

mkdirSync('content/documents/fr', { recursive: true });
const fd = openSync('content/documents/fr/huge.txt', 'w');
ftruncateSync(fd, 600 * 2 ** 20);
closeSync(fd);
