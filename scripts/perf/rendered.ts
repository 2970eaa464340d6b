import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Whether the production build in `.next` holds a rendered copy of a page (locale-prefixed path,
 * "/en/convert/length/yards-to-mm"): pre-rendered at build, or rendered on demand and kept by Next's
 * file system cache (under server/route-cache). Benches and tests use it to find pages nobody has
 * rendered yet.
 */
export function renderedOnDisk(path: string, root: string = process.cwd()): boolean {
  if (existsSync(join(root, '.next/server/app', `${path}.html`))) return true;
  const routeCache = join(root, '.next/server/route-cache/APP_PAGE');
  if (!existsSync(routeCache)) return false;
  return readdirSync(routeCache).some((route) => existsSync(join(routeCache, route, '$', `${path}.html`)));
}
