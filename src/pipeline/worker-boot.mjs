// Starts a TypeScript worker module: worker threads do not inherit the tsx loader of the process that starts them.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.module);
