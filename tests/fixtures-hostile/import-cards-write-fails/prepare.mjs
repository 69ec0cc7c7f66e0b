// A real set file beside the two small ones, so that a shard is larger than the case's 1 KB file-size limit.
import { copyFileSync } from 'node:fs';
import { join } from 'node:path';

copyFileSync(join(process.env.SHARED_DATA, 'mtgjson/SHM.json.gz'), 'content/mtgjson/SHM.json.gz');
