import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, posix, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ROOT } from '@/tests/support/client-graph';

/**
 * What counts as a named path, in docs/*.md and in code comments: a token that starts with one of
 * the repository's top-level folders (`lib/units/convert.ts`, also written `@/lib/...`) or with
 * `./` or `../` (resolved from the file that names it). It names a file by its extension, a module
 * without one (as an import does: lib/server/drain), a folder by a final `/`, and with a `*` a glob,
 * which must match something. `[locale]` is a folder's real name. What the build writes
 * (.gitignore's public/sw.js) is named as an output, so it is not required.
 */
const TOP_FOLDERS = ['app', 'components', 'lib', 'i18n', 'scripts', 'docs', 'tests', 'public', 'messages', 'deploy'];
const EXTENSIONS = ['ts', 'tsx', 'mjs', 'js', 'json', 'md', 'css', 'svg', 'png', 'ico', 'conf', 'txt', 'webmanifest', 'yml'];
const MODULE_EXTENSIONS = ['ts', 'tsx', 'mjs', 'json'];
const BUILD_OUTPUTS = new Set(['public/sw.js']);

const PATH = new RegExp(String.raw`(?<![\w./@-])(?:@/)?((?:\.{1,2}/)+|(?:${TOP_FOLDERS.join('|')})/)([\w.\-[\]()*/]*)`, 'g');
/** A Markdown link to a file of the repository: `[text](target)`, not to a web address or an anchor. */
const LINK = /\]\((?![a-z]+:|#)([^)\s#]+)/g;
const ENDS_AS_PATH = new RegExp(String.raw`(\.(${EXTENSIONS.join('|')})|/|\*)$`);

const CODE_ROOTS = ['app', 'components', 'lib', 'i18n', 'scripts', 'tests', 'server.ts', 'cache-handler.ts'];
const CODE_EXTENSIONS = /\.(ts|tsx|mjs|css)$/;

function filesUnder(path: string): string[] {
  const full = join(ROOT, path);
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full, { withFileTypes: true }).flatMap((entry) =>
    entry.name === 'node_modules' ? [] : filesUnder(posix.join(path, entry.name)),
  );
}

interface Text {
  readonly line: number;
  readonly text: string;
}

/** The comments of a TypeScript or JavaScript file, each with the line it starts on. */
function scriptComments(file: string, source: string): Text[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind);
  const seen = new Map<number, Text>();
  const collect = (ranges: readonly ts.CommentRange[] | undefined) => {
    for (const range of ranges ?? []) {
      const line = sourceFile.getLineAndCharacterOfPosition(range.pos).line + 1;
      seen.set(range.pos, { line, text: source.slice(range.pos, range.end) });
    }
  };
  const visit = (node: ts.Node) => {
    collect(ts.getLeadingCommentRanges(source, node.pos));
    collect(ts.getTrailingCommentRanges(source, node.end));
    node.getChildren(sourceFile).forEach(visit);
  };
  visit(sourceFile);
  return [...seen.values()];
}

function cssComments(source: string): Text[] {
  return [...source.matchAll(/\/\*[\s\S]*?\*\//g)].map((match) => ({
    line: source.slice(0, match.index).split('\n').length,
    text: match[0],
  }));
}

function globMatches(pattern: string): boolean {
  const base = pattern.slice(0, pattern.indexOf('*')).replace(/[^/]*$/, '');
  if (!existsSync(join(ROOT, base))) return false;
  const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*\*\/?|\*/g, (star) => (star === '*' ? '[^/]*' : '.*'));
  const matcher = new RegExp(`^${escaped}$`);
  return filesUnder(base.replace(/\/$/, '') || '.').some((file) => matcher.test(file) || matcher.test(`${file}/`));
}

function exists(path: string): boolean {
  if (BUILD_OUTPUTS.has(path)) return true;
  if (path.includes('*')) return globMatches(path);
  const candidates = ENDS_AS_PATH.test(path) ? [path] : [path, ...MODULE_EXTENSIONS.map((extension) => `${path}.${extension}`)];
  return candidates.some((candidate) => existsSync(join(ROOT, candidate)));
}

/** The token without what ends the sentence around it: a full stop, a colon, an unopened bracket. */
function trimmed(token: string): string {
  let path = token.replace(/[.:]+$/, '');
  while (path.endsWith(')') && path.split('(').length < path.split(')').length) path = path.slice(0, -1).replace(/[.:]+$/, '');
  return path;
}

interface Named {
  readonly index: number;
  readonly named: string;
}

/**
 * The paths a text names. In docs, `./` and `../` paths count only as Markdown link targets (a link
 * target without a dot is read as written with one): elsewhere there they are quoted code.
 */
function namedPaths(text: string, inDocs: boolean): Named[] {
  const links = inDocs ? [...text.matchAll(LINK)].map((match) => ({ index: match.index, named: match[1]!.replace(/^(?!\.)/, './') })) : [];
  const paths = [...text.matchAll(PATH)].map((match) => ({ index: match.index, named: trimmed(match[1]! + match[2]!) }));
  return [...links, ...paths.filter(({ named }) => !(inDocs && named.startsWith('.')))];
}

/** "file:line → path" for each path named in `texts` of `file` that is not in the repository. */
function missingPaths(file: string, texts: readonly Text[], { inDocs = false } = {}): string[] {
  return texts.flatMap(({ line, text }) =>
    namedPaths(text, inDocs).flatMap(({ index, named }) => {
      const path = named.startsWith('.') ? relative(ROOT, join(ROOT, dirname(file), named)) + (named.endsWith('/') ? '/' : '') : named;
      const at = line + text.slice(0, index).split('\n').length - 1;
      return exists(path) ? [] : [`${file}:${at} → ${named}`];
    }),
  );
}

describe('paths named in docs and comments', () => {
  it('all exist in the repository', () => {
    const docs = readdirSync(join(ROOT, 'docs'))
      .filter((name) => name.endsWith('.md'))
      .map((name) => `docs/${name}`);
    const code = CODE_ROOTS.flatMap(filesUnder).filter((file) => CODE_EXTENSIONS.test(file));
    const missing = [
      ...docs.flatMap((file) => missingPaths(file, [{ line: 1, text: readFileSync(join(ROOT, file), 'utf8') }], { inDocs: true })),
      ...code.flatMap((file) => {
        const source = readFileSync(join(ROOT, file), 'utf8');
        return missingPaths(file, file.endsWith('.css') ? cssComments(source) : scriptComments(file, source));
      }),
    ];
    expect(missing, `Paths that do not exist:\n${missing.join('\n')}`).toEqual([]);
  });
});
