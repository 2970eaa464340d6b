import { resolve } from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

/*
 * Messages are compiled from ICU text into a compact form at build time (next-intl's `precompile`),
 * so the browser gets a formatter without the ICU parser: less code on every page that
 * has a client island. Plain strings stay plain strings, so code that imports a message file
 * directly (unit names for the API, MCP and manifest) reads them unchanged.
 */
const withNextIntl = createNextIntlPlugin({
  requestConfig: './i18n/request.ts',
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Always the project's own cache (cache-handler.ts): bounded, never keeps a 404, never writes to disk.
  cacheHandler: resolve('dist/cache-handler.js'),
  // Server-only clients, loaded from node_modules at run time rather than bundled.
  serverExternalPackages: ['ioredis', 'pino'],
  reactStrictMode: true,
  // Security headers have one home: the production front (lib/server/secure-response), for every answer.
};

export default withNextIntl(nextConfig);
