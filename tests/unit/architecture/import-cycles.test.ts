import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { resolveSpecifier, ROOT, SOURCE_DIRS, walkFiles } from '@/tests/support/client-graph';

/**
 * ESLint's import/no-cycle skips type-only imports; this check counts them too, since a circle of
 * types still hides which module owns an idea. Dynamic `import()`s are left out: code loaded on
 * demand may import what loaded it.
 */
function staticImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(join(ROOT, file), 'utf8'), ts.ScriptTarget.Latest);
  return source.statements.flatMap((statement) => {
    const specifier = (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) && statement.moduleSpecifier;
    return specifier && ts.isStringLiteral(specifier) ? (resolveSpecifier(file, specifier.text) ?? []) : [];
  });
}

/** The import circles among `files`: strongly connected components of more than one module (Tarjan). */
function circles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (stack.includes(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      component.push(member);
    } while (member !== file);
    if (component.length > 1) found.push(component.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

describe('the source tree', () => {
  it('has no import circles, type-only imports included', () => {
    const files = [...SOURCE_DIRS, 'scripts'].flatMap((dir) => walkFiles(join(ROOT, dir))).map((path) => relative(ROOT, path));
    const graph = new Map(files.map((file) => [file, staticImports(file)]));
    expect(circles(graph)).toEqual([]);
  });

  it('would find a circle of two modules', () => {
    expect(
      circles(
        new Map([
          ['a.ts', ['b.ts']],
          ['b.ts', ['a.ts']],
          ['c.ts', ['a.ts']],
        ]),
      ),
    ).toEqual([['a.ts', 'b.ts']]);
  });
});
