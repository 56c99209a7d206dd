import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The project folder (where package.json is), found from this module's own location, so the
 * server finds its build and seed files whatever the working directory. The module sits at a
 * different depth in the source (server/) and in the bundle (build/), hence the walk up.
 */
export function projectRoot(from: string = path.dirname(fileURLToPath(import.meta.url))): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) return process.cwd();
  }
}
