import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

// Memory figures mean something only after a full collection; a test or bench started without
// --expose-gc turns the flag on and takes `gc` from a fresh context.
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

/** The heap in use once two full collections have run (the second catches what the first freed late). */
export function heapAfterGc(): number {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}
