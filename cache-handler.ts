/**
 * Next's cache handler (next.config `cacheHandler`, set when REDIS_URL is): rendered pages in Redis,
 * shared by every process, over Next's file system cache (the pages pre-rendered at build, and the
 * place pages go while Redis is away). Bundled to dist/cache-handler.js by `npm run build:cache-handler`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import FileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { RedisPageCache, type PageCache } from '@/lib/server/next-cache/handler';
import { sharedRedis } from '@/lib/server/redis';

type FileSystemCacheClass = new (options: unknown) => PageCache;
const FileSystemCache = ((FileSystemCacheModule as unknown as { default?: FileSystemCacheClass }).default ??
  FileSystemCacheModule) as unknown as FileSystemCacheClass;

export default class CacheHandler extends RedisPageCache {
  constructor(options: { readonly serverDistDir?: string }) {
    const buildId =
      options.serverDistDir === undefined ? 'dev' : readFileSync(join(options.serverDistDir, '..', 'BUILD_ID'), 'utf8').trim();
    super(() => sharedRedis(), new FileSystemCache(options), `unitly:page:${buildId}:`);
  }
}
