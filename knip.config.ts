import type { KnipConfig } from 'knip';

/**
 * What `npm run knip` starts from. The Next app (pages, layouts, routes, next.config.ts, proxy.ts)
 * comes from knip's next plugin; vitest, Playwright, ESLint and PostCSS from theirs; the production
 * server and its cache handler from the esbuild commands in package.json. Listed here: what is built
 * or run outside those, the service worker, the scripts run with tsx, and the widget script that
 * scripts/build-widget.ts bundles.
 */
const config: KnipConfig = {
  entry: ['app/sw.ts', 'scripts/**/*.ts', 'lib/widget/embed-script.ts'],
  // The built widget script (committed, checked against a fresh build by a unit test).
  ignore: ['public/widget/widget.js'],
  playwright: {
    config: ['playwright.config.ts', 'playwright.ops.config.ts'],
    entry: ['tests/e2e/**/*.spec.ts', 'tests/ops/**/*.spec.ts'],
  },
  ignoreDependencies: [
    // Pinned so @axe-core/playwright runs this axe (it reports label-in-name that 4.13 missed).
    'axe-core',
    // Loaded with createRequire in scripts/perf/bench-servers.ts (it ships no types to import).
    'autocannon',
  ],
  // Tools of the machine the ops suite runs on, not packages.
  ignoreBinaries: ['openssl', 'redis-cli'],
};

export default config;
