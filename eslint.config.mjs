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
  {
    pattern: /^zod(\/(?!mini$)|$)/,
    why: 'classic zod is several times zod/mini on the page (docs/PERFORMANCE.md); read browser data with zod/mini',
  },
  { pattern: /\/schemas$/, why: 'schemas pull in zod; import constants from a plain module or use `import type`' },
  {
    pattern: /^papaparse$|^@\/lib\/bulk$/,
    why: "the CSV parser is the bulk worker's; import the lib/bulk module itself (@/lib/bulk/session, /protocol, /limits)",
  },
  { pattern: /\.data$/, why: 'data tables are large; let lib/ look things up and pass the result' },
  { pattern: /^(node:|server-only$)/, why: 'server-only module' },
  {
    pattern:
      /^@\/lib\/(api\/(handler|node|web|service|config|keys|rate-limit|rates-provider)|currency\/(handler|rates-service|feed-client|snapshot\.data)|food-search\/(handler|off-client|cache|rate-limiter|config))$/,
    why: 'server-only module',
  },
];

/**
 * Modules the browser loads validate with zod/mini, server code with classic zod, whose chainable
 * API weighs several times more on a page (docs/PERFORMANCE.md). Classic zod is kept out of
 * components/ (client components' other imports are checked by CLIENT_FORBIDDEN) and, with the zod
 * schema modules (`schemas`, the food search's `request`), out of the lib/ modules that only the
 * browser and the bulk worker run.
 */
const ZOD_MESSAGE = 'Modules the browser loads validate with zod/mini, not classic zod; classic zod is for server code.';
const NO_ZOD = { regex: '^zod(/(?!mini$).*)?$', message: ZOD_MESSAGE };
const NO_ZOD_SCHEMAS = {
  group: ['@/lib/*/schemas', '@/lib/*/site-schemas', '@/lib/food-search/request'],
  message: ZOD_MESSAGE,
  // Types cost the page nothing.
  allowTypeImports: true,
};
const BROWSER_LIB_FILES = [
  'lib/bulk/**/*.ts',
  'lib/food-tracker/**/*.ts',
  'lib/recipe/**/*.ts',
  'lib/site/{browser-storage,persisted}.ts',
  // The widget configurator sanitises its config in the browser (the embed page, with the same
  // module, on the server).
  'lib/widget/**/*.ts',
  'lib/food-search/client.ts',
  'lib/food-search/query.ts',
];
/**
 * The converter cards' first scripts (the site's card on category and pair pages, the widget's
 * compact card) are handed their category's units by the page (lib/converter/card-units.ts), so the
 * modules they load first never import the unit catalogue of every category, nor the
 * lib/converter barrel that brings it. The conversion engine, which needs it, loads on demand
 * (lib/converter/engine.ts). The home page's converter builds its card's units in the browser and
 * is not on this list.
 */
const NO_CATALOGUE = {
  regex:
    '^(@/lib/converter|@/lib/units|@/lib/units/catalogue|@/lib/units/symbols|@/lib/converter/card-units-of|\\./units|\\./card-units-of|\\./result)$',
  message:
    'The converter card gets its units from its page (lib/converter/card-units.ts): the unit catalogue would weigh on every card page (docs/PERFORMANCE.md). Import the lib/converter module itself, or use `import type`.',
  allowTypeImports: true,
};
const CARD_COMPONENT_FILES = [
  'components/converter/{card-frame,category-converter,compact-converter-card,converter-card,converter-fields,converter-form,copy-button,quick-conversions,result-panel,unit-names,unit-select}.tsx',
  'components/converter/{unit-names,use-conversion,use-converter,use-converter-engine,use-page-address,use-stored-format}.ts',
  'components/history/{favourite-button.tsx,use-history.ts}',
  'components/storage/use-rehydrated.ts',
];
const CARD_LIB_FILES = [
  'lib/converter/{address,card-units,engine,events,format-preference,format-store,pick-units,quick,state,storage,units-store,view-key}.ts',
  'lib/converter/history-{entries,store}.ts',
];
const LIB_FRAMEWORK_FREE = {
  group: ['react', 'react-dom', 'next', 'next/*', 'next-intl', 'next-intl/*'],
  message: 'lib/ must not import React or Next.',
};

const ICONS_MESSAGE =
  "Icons come from @/components/ui/icons (server-safe SVGs; lucide-react's are client components). A new icon: import it from there and run `npm run icons`.";

const NAVIGATION_PATHS = [
  { name: 'next/link', message: 'Link with `Link` from @/i18n/navigation: a plain anchor, no client code.' },
  { name: 'next-intl/navigation', message: 'Link with `Link` from @/i18n/navigation: a plain anchor, no client code.' },
  { name: 'lucide-react', message: ICONS_MESSAGE },
];
const ICONS_PATTERN = { group: ['lucide-react/*'], message: ICONS_MESSAGE };

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
  globalIgnores([
    '.next/**',
    'dist/**',
    'node_modules/**',
    'test-results/**',
    'playwright-report/**',
    'next-env.d.ts',
    'public/sw.js',
    '.cache/**',
  ]),
  {
    // The site links to its pages with plain anchors (i18n/navigation.tsx says why): Next's rule
    // that asks for its Link is off, and its Link and next-intl's navigation are not imported.
    // lucide-react's icons are client components (components/ui/icon.tsx says why): icons come from
    // @/components/ui/icons. One block for these files: a later block's no-restricted-imports would
    // replace this one's, not add to it.
    // components/ also keeps zod out (NO_ZOD), in the block below that repeats these.
    files: ['app/**/*.tsx', 'components/**/*.tsx', 'i18n/**/*.tsx'],
    rules: {
      '@next/next/no-html-link-for-pages': 'off',
      'no-restricted-imports': ['error', { paths: NAVIGATION_PATHS, patterns: [ICONS_PATTERN] }],
    },
  },
  {
    files: ['components/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: NAVIGATION_PATHS, patterns: [ICONS_PATTERN, NO_ZOD] }] },
  },
  {
    // lib/ is framework-free: plain data in, plain data out, so it runs in tests, the worker and the API front alike.
    files: ['lib/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [LIB_FRAMEWORK_FREE] }] },
  },
  {
    // The lib/ modules the browser loads: framework-free, and no zod.
    files: BROWSER_LIB_FILES,
    rules: { 'no-restricted-imports': ['error', { patterns: [LIB_FRAMEWORK_FREE, NO_ZOD, NO_ZOD_SCHEMAS] }] },
  },
  {
    // The converter cards' first scripts: no unit catalogue (NO_CATALOGUE), with the rules above repeated.
    files: CARD_COMPONENT_FILES,
    rules: { 'no-restricted-imports': ['error', { paths: NAVIGATION_PATHS, patterns: [ICONS_PATTERN, NO_ZOD, NO_CATALOGUE] }] },
  },
  {
    files: CARD_LIB_FILES,
    rules: { 'no-restricted-imports': ['error', { patterns: [LIB_FRAMEWORK_FREE, NO_ZOD, NO_ZOD_SCHEMAS, NO_CATALOGUE] }] },
  },
  {
    // No import circles, type-only imports included: a circle makes module order matter and
    // hides which of two modules owns an idea.
    files: ['**/*.{ts,tsx,mjs}'],
    settings: { 'import/resolver': { typescript: { project: './tsconfig.json' } } },
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Keeps server-only and heavy modules out of the browser's bundles.
    files: ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}'],
    plugins: { unitly: { rules: { 'client-imports': clientImports } } },
    rules: { 'unitly/client-imports': 'error' },
  },
]);
