import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/**
 * Modules that must not be imported by a client component ('use client' file): server-only code
 * (route logic, outbound clients, Node built-ins) and what would weigh down every page that ships
 * it (zod and its schemas, large data tables). A client component that needs a limit or a type
 * imports it from a plain module, or with `import type`.
 */
const CLIENT_FORBIDDEN = [
  { pattern: /^zod(\/|$)/, why: 'zod adds ~23 KB gzip to the page; read browser data with plain checks or a feature module' },
  { pattern: /\/schemas$/, why: 'schemas pull in zod; import constants from a plain module or use `import type`' },
  { pattern: /\.data$/, why: 'data tables are large; let lib/ look things up and pass the result' },
  { pattern: /^(node:|server-only$)/, why: 'server-only module' },
  {
    pattern: /^@\/lib\/(api\/(handler|node|web|service|config|keys|rate-limit|rates-provider)|currency\/(handler|rates-service|feed-client|snapshot\.data)|food-search\/(handler|off-client|cache|rate-limiter|config))$/,
    why: 'server-only module',
  },
];

const ICONS_MESSAGE =
  "Icons come from @/components/ui/icons (server-safe SVGs; lucide-react's are client components). A new icon: import it from there and run `npx tsx scripts/icons-from-lucide.ts`.";

const clientImports = {
  meta: { type: 'problem', schema: [], messages: { forbidden: '{{source}} in a client component: {{why}}.' } },
  create(context) {
    const body = context.sourceCode.ast.body;
    const isClient = body.some((node) => node.type === 'ExpressionStatement' && node.directive === 'use client');
    if (!isClient) return {};
    return {
      ImportDeclaration(node) {
        if (node.importKind === 'type') return;
        const source = node.source.value;
        const rule = CLIENT_FORBIDDEN.find(({ pattern }) => pattern.test(source));
        if (rule !== undefined) context.report({ node, messageId: 'forbidden', data: { source, why: rule.why } });
      },
    };
  },
};

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores(['.next/**', 'dist/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts', 'public/sw.js', '.cache/**']),
  {
    // The site links to its pages with plain anchors (i18n/navigation.tsx says why): Next's rule
    // that asks for its Link is off, and its Link and next-intl's navigation are not imported.
    // lucide-react's icons are client components (components/ui/icon.tsx says why): icons come from
    // @/components/ui/icons. One block for these files: a later block's no-restricted-imports would
    // replace this one's, not add to it.
    files: ['app/**/*.tsx', 'components/**/*.tsx', 'i18n/**/*.tsx'],
    rules: {
      '@next/next/no-html-link-for-pages': 'off',
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'next/link', message: 'Link with `Link` from @/i18n/navigation: a plain anchor, no client code.' },
            { name: 'next-intl/navigation', message: 'Link with `Link` from @/i18n/navigation: a plain anchor, no client code.' },
            { name: 'lucide-react', message: ICONS_MESSAGE },
          ],
          patterns: [{ group: ['lucide-react/*'], message: ICONS_MESSAGE }],
        },
      ],
    },
  },
  {
    // lib/ is framework-free: plain data in, plain data out, so it runs in tests, the worker and the API front alike.
    files: ['lib/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['react', 'react-dom', 'next', 'next/*', 'next-intl', 'next-intl/*'], message: 'lib/ must not import React or Next.' }] },
      ],
    },
  },
  {
    // Keeps server-only and heavy modules out of the browser's bundles.
    files: ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}'],
    plugins: { unitly: { rules: { 'client-imports': clientImports } } },
    rules: { 'unitly/client-imports': 'error' },
  },
]);
