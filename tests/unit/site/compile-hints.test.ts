import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, HINTED_MIN_BYTES, hintedScripts, withCompileHint } from '../../../scripts/perf/compile-hints';

describe("V8's compile hint", () => {
  it('is the comment Chrome reads, on the first line', () => {
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
    expect(withCompileHint('(globalThis.TURBOPACK||[]).push([])')).toBe(
      '//# allFunctionsCalledOnLoad\n(globalThis.TURBOPACK||[]).push([])',
    );
  });

  it('is written once, however often the build step runs', () => {
    const once = withCompileHint('let a = 1;');
    expect(withCompileHint(once)).toBe(once);
  });

  it('goes on the large scripts every page starts with, not on small ones or styles', () => {
    const sizes: Record<string, number> = {
      'static/chunks/react-dom.js': 234_000,
      'static/chunks/router.js': HINTED_MIN_BYTES,
      'static/chunks/entry.js': 30_000,
      'static/chunks/big.css': 300_000,
    };
    expect(hintedScripts(Object.keys(sizes), (file) => sizes[file]!)).toEqual(['static/chunks/react-dom.js', 'static/chunks/router.js']);
  });
});
