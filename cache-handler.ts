/**
 * Next's cache handler (next.config `cacheHandler`), always the project's own: pages rendered on
 * demand live in a bounded memory cache and, with PAGE_CACHE_REDIS_URL, in Redis for every process;
 * the pages pre-rendered at build are read from Next's files, which are never written at run time.
 * Bundled to dist/cache-handler.js by `npm run build:cache-handler`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import FileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { OwnPageCache, type PageCache } from '@/lib/server/next-cache/handler';
import { pageCacheRedis } from '@/lib/server/redis';

type FileSystemCacheClass = new (options: unknown) => PageCache;
const FileSystemCache = ((FileSystemCacheModule as unknown as { default?: FileSystemCacheClass }).default ??
  FileSystemCacheModule) as unknown as FileSystemCacheClass;

export default class CacheHandler extends OwnPageCache {
  constructor(options: { readonly serverDistDir?: string }) {
    // No BUILD_ID yet while `next build` prerenders: nothing it renders is shared then.
    const file = options.serverDistDir === undefined ? undefined : join(options.serverDistDir, '..', 'BUILD_ID');
    const buildId = file !== undefined && existsSync(file) ? readFileSync(file, 'utf8').trim() : 'build';
    // flushToDisk false: the build's pages are read, nothing a request causes is written.
    super({
      redis: () => pageCacheRedis(),
      files: new FileSystemCache({ ...options, flushToDisk: false }),
      prefix: `unitly:page:${buildId}:`,
    });
  }
}
