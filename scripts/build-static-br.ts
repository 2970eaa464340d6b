/**
 * Compresses Next's hashed scripts and styles with brotli at its top quality, once per build (part of
 * `npm run build`), into .next/static-br/ for the production server to send (lib/server/static-brotli.ts).
 * Outside .next/static, so neither Next nor the service worker's precache list sees the copies.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { BROTLI_DIR, COMPRESSED_EXTENSIONS, filesUnder } from '@/lib/server/static-brotli';

const source = '.next/static';
const target = join('.next', BROTLI_DIR);
rmSync(target, { recursive: true, force: true });
let files = 0;
for (const file of filesUnder(source)) {
  if (!COMPRESSED_EXTENSIONS.includes(file.slice(file.lastIndexOf('.') + 1))) continue;
  const bytes = readFileSync(join(source, file));
  const compressed = brotliCompressSync(bytes, {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
  });
  mkdirSync(dirname(join(target, file)), { recursive: true });
  writeFileSync(join(target, `${file}.br`), compressed);
  files += 1;
}
console.log(`build-static-br: ${files} files compressed into ${target}`);
