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

const baseSecurityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
];

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // With REDIS_URL, rendered pages live in Redis for every process (cache-handler.ts); else on disk.
  cacheHandler: process.env.REDIS_URL?.trim() ? resolve('dist/cache-handler.js') : undefined,
  // Server-only clients, loaded from node_modules at run time rather than bundled.
  serverExternalPackages: ['ioredis', 'pino'],
  reactStrictMode: true,
  async headers() {
    return [
      { source: '/:path*', headers: baseSecurityHeaders },
      {
        // Every page but the widget iframe may only be framed by ourselves (clickjacking).
        source: '/((?!widget/embed).*)',
        headers: [
          { key: 'Content-Security-Policy', value: "frame-ancestors 'self'; base-uri 'self'; object-src 'none'" },
          { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
        ],
      },
      {
        // The embeddable converter is meant to be framed by any site.
        source: '/widget/embed',
        headers: [{ key: 'Content-Security-Policy', value: "frame-ancestors *; base-uri 'self'; object-src 'none'" }],
      },
    ];
  },
};

export default withNextIntl(nextConfig);
