import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./i18n/request.ts');

const baseSecurityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
];

const nextConfig: NextConfig = {
  poweredByHeader: false,
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
