/**
 * Runs after `next build` (part of `npm run build`, before the service worker lists the files): puts
 * V8's compile hint at the top of the large scripts every page runs as it starts, so a phone compiles
 * React DOM and Next's router while they download rather than in the long task that hydrates the
 * page (docs/PERFORMANCE.md, "Compile hints").
 */
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { hintedScripts, withCompileHint } from './perf/compile-hints';

const manifest = JSON.parse(readFileSync('.next/build-manifest.json', 'utf8')) as { rootMainFiles: string[] };
const scripts = hintedScripts(manifest.rootMainFiles, (file) => statSync(join('.next', file)).size);
for (const file of scripts) {
  const path = join('.next', file);
  writeFileSync(path, withCompileHint(readFileSync(path, 'utf8')));
}
console.log(`[compile-hints] ${scripts.length} scripts compiled as they stream: ${scripts.join(', ')}`);
