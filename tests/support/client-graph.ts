import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/**
 * A static map of the source tree's client/server boundaries, read with the TypeScript parser:
 * which modules are client modules ('use client'), which message namespaces each client module
 * reads with everything it imports, and where server components render a client component.
 */

export const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '../..');
export const SOURCE_DIRS = ['app', 'components', 'i18n', 'lib'];
/** Importing these makes a client module need a message provider (the locale at least). */
const INTL_CLIENT_MODULES = new Set(['next-intl', 'next-intl/navigation']);
const INTL_HOOKS = new Set(['useTranslations', 'useFormatter', 'useLocale', 'useNow', 'useTimeZone', 'useMessages']);
/** The server component that gives a client island its messages. */
export const ISLAND_TAG = 'ClientIsland';

export interface ModuleInfo {
  file: string; // relative to ROOT, with extension
  client: boolean;
  imports: string[]; // resolved project files (relative), value imports and import() only
  /** Imported binding name → resolved project file. */
  bindings: Map<string, string>;
  namespaces: Set<string>; // top-level namespaces passed to useTranslations
  usesIntl: boolean;
  source: ts.SourceFile;
}

export function walkFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return walkFiles(path);
    return /\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

export function resolveSpecifier(from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith('@/')) base = join(ROOT, specifier.slice(2));
  else if (specifier.startsWith('.')) base = resolve(dirname(join(ROOT, from)), specifier);
  else return undefined;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return relative(ROOT, candidate);
  }
  return undefined;
}

function isClientDirective(source: ts.SourceFile): boolean {
  const first = source.statements[0];
  return (
    first !== undefined && ts.isExpressionStatement(first) && ts.isStringLiteral(first.expression) && first.expression.text === 'use client'
  );
}

function readModule(file: string): ModuleInfo {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const info: ModuleInfo = {
    file,
    client: isClientDirective(source),
    imports: [],
    bindings: new Map(),
    namespaces: new Set(),
    usesIntl: false,
    source,
  };
  const addImport = (specifier: string) => {
    if (INTL_CLIENT_MODULES.has(specifier)) info.usesIntl = true;
    const target = resolveSpecifier(file, specifier);
    if (target !== undefined) info.imports.push(target);
    return target;
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      if (clause?.isTypeOnly) return;
      const target = addImport(node.moduleSpecifier.text);
      if (target !== undefined && clause !== undefined) {
        if (clause.name) info.bindings.set(clause.name.text, target);
        const named = clause.namedBindings;
        if (named && ts.isNamedImports(named)) {
          for (const element of named.elements) if (!element.isTypeOnly) info.bindings.set(element.name.text, target);
        }
      }
      return;
    }
    if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier) && !node.isTypeOnly) {
      addImport(node.moduleSpecifier.text);
      return;
    }
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const [argument] = node.arguments;
      if (callee.kind === ts.SyntaxKind.ImportKeyword && argument && ts.isStringLiteral(argument)) addImport(argument.text);
      if (ts.isIdentifier(callee) && INTL_HOOKS.has(callee.text)) {
        info.usesIntl = true;
        if (callee.text === 'useTranslations') {
          info.namespaces.add(argument && ts.isStringLiteralLike(argument) ? argument.text.split('.')[0]! : '*');
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return info;
}

export interface ClientClosure {
  namespaces: Set<string>;
  usesIntl: boolean;
}

export interface IslandUse {
  /** The server file that renders the client component. */
  file: string;
  /** The JSX tag, as written. */
  tag: string;
  /** The client module it comes from. */
  module: string;
  /** Island names given to the ClientIsland elements around it (empty: none). */
  islands: string[];
  /** False when some surrounding ClientIsland's islands could not be read as string literals. */
  readable: boolean;
}

export class ClientGraph {
  readonly modules = new Map<string, ModuleInfo>();
  private readonly closures = new Map<string, ClientClosure>();

  constructor() {
    for (const dir of SOURCE_DIRS) {
      for (const path of walkFiles(join(ROOT, dir))) {
        const file = relative(ROOT, path);
        this.modules.set(file, readModule(file));
      }
    }
  }

  /** Namespaces read (and whether next-intl is needed) by a module and everything it imports. */
  closure(file: string): ClientClosure {
    const cached = this.closures.get(file);
    if (cached) return cached;
    const result: ClientClosure = { namespaces: new Set(), usesIntl: false };
    const seen = new Set<string>();
    const stack = [file];
    while (stack.length > 0) {
      const current = stack.pop()!;
      if (seen.has(current)) continue;
      seen.add(current);
      const info = this.modules.get(current);
      if (!info) continue;
      for (const ns of info.namespaces) result.namespaces.add(ns);
      if (info.usesIntl) result.usesIntl = true;
      stack.push(...info.imports);
    }
    this.closures.set(file, result);
    return result;
  }

  /** Route entry files: pages, layouts and not-found files. */
  entries(): string[] {
    return [...this.modules.keys()].filter((file) => /^app\/.*(page|layout|not-found)\.tsx$/.test(file)).sort();
  }

  /** Server files reachable from each entry without crossing into a client module: file → entries. */
  serverFiles(): Map<string, string[]> {
    const reached = new Map<string, string[]>();
    for (const entry of this.entries()) {
      const stack = [entry];
      const seen = new Set<string>();
      while (stack.length > 0) {
        const current = stack.pop()!;
        if (seen.has(current)) continue;
        seen.add(current);
        const info = this.modules.get(current);
        if (!info || info.client) continue;
        reached.set(current, [...(reached.get(current) ?? []), entry]);
        stack.push(...info.imports);
      }
    }
    return reached;
  }

  /** Every JSX element in a server file whose tag is a client module's export. */
  islandUses(file: string): IslandUse[] {
    const info = this.modules.get(file)!;
    const uses: IslandUse[] = [];
    const visit = (node: ts.Node, around: { islands: string[]; readable: boolean }) => {
      let inner = around;
      if (ts.isJsxElement(node) || ts.isJsxSelfClosingElement(node)) {
        const opening = ts.isJsxElement(node) ? node.openingElement : node;
        const tag = opening.tagName.getText(info.source);
        const binding = info.bindings.get(tag.split('.')[0]!);
        if (tag === ISLAND_TAG) {
          const read = readIslands(opening);
          inner = { islands: [...around.islands, ...read.islands], readable: around.readable && read.readable };
        } else if (binding !== undefined && this.modules.get(binding)?.client) {
          uses.push({ file, tag, module: binding, islands: around.islands, readable: around.readable });
        }
      }
      ts.forEachChild(node, (child) => visit(child, inner));
    };
    visit(info.source, { islands: [], readable: true });
    return uses;
  }
}

function readIslands(opening: ts.JsxOpeningLikeElement): { islands: string[]; readable: boolean } {
  for (const property of opening.attributes.properties) {
    if (!ts.isJsxAttribute(property) || property.name.getText() !== 'islands') continue;
    const value = property.initializer;
    if (value && ts.isJsxExpression(value) && value.expression && ts.isArrayLiteralExpression(value.expression)) {
      const elements = value.expression.elements;
      const islands = elements.filter(ts.isStringLiteralLike).map((e) => e.text);
      return { islands, readable: islands.length === elements.length };
    }
    return { islands: [], readable: false };
  }
  return { islands: [], readable: false };
}
