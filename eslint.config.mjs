import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores(['.next/**', 'dist/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts']),
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
]);
