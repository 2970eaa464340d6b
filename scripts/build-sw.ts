/**
 * Builds the service worker after `next build` (part of `npm run build`): bundles app/sw.ts with
 * esbuild, then lets Serwist write the list of files to precache into it (public/sw.js, not
 * committed). Precached: Next's hashed scripts and styles (all of them, so the chunks a page
 * fetches later with import(), such as the recipe engine and its food table, work offline too),
 * the icon sprite, the app icons, the manifest and each language's offline page, which carry the
 * build id as their revision, so a new deployment fetches them again.
 */
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';
import { injectManifest } from '@serwist/build';
import { OFFLINE_PATHS } from '@/lib/site/offline';

const buildId = readFileSync('.next/BUILD_ID', 'utf8').trim();
const bundled = '.next/sw.bundle.js';

await build({
  entryPoints: ['app/sw.ts'],
  bundle: true,
  format: 'iife',
  platform: 'browser',
  target: 'es2022',
  minify: true,
  outfile: bundled,
  define: { __BUILD_ID__: JSON.stringify(buildId), 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
});

const extras = [
  ...OFFLINE_PATHS,
  '/manifest.webmanifest',
  '/icons.svg',
  '/icons/icon-192.png',
  '/icons/icon-512.png',
  '/icons/maskable-512.png',
];

const { count, size, warnings } = await injectManifest({
  swSrc: bundled,
  swDest: 'public/sw.js',
  globDirectory: '.next',
  globPatterns: ['static/**/*.{js,css,woff,woff2}'],
  modifyURLPrefix: { 'static/': '/_next/static/' },
  // Next's static files carry a content hash in their names: no revision needed.
  dontCacheBustURLsMatching: /^\/_next\/static\//,
  additionalPrecacheEntries: extras.map((url) => ({ url, revision: buildId })),
  maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
});
for (const warning of warnings) console.warn(`[build-sw] ${warning}`);
console.log(`[build-sw] public/sw.js precaches ${count} files (${Math.round(size / 1024)} KiB) for build ${buildId}`);
