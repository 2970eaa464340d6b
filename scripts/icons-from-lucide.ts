/**
 * Writes components/ui/icons.tsx: the lucide icons the site uses, as plain function components that
 * render lucide's SVG markup (components/ui/icon.tsx says why the site does not render lucide-react's
 * components). The path data is copied from lucide-react's own icon modules (`__iconData`), so the
 * markup stays lucide's; the generated file is committed.
 *
 *   npx tsx scripts/icons-from-lucide.ts [ExtraName ...]
 *
 * The icons written are exactly those imported from '@/components/ui/icons' in app/ and components/
 * (plus any names given), under lucide-react's names. To use a new icon, import it from
 * '@/components/ui/icons' and run this script; after upgrading lucide-react, run it again.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const lucide = join(root, 'node_modules/lucide-react');
const OUT = join(root, 'components/ui/icons.tsx');

type IconNode = [tag: string, attrs: Record<string, string | number>, children?: unknown][];
interface IconData {
  name: string;
  size?: number;
  node: IconNode;
  aliases?: string[];
}

/** Every file under `dir` whose name ends in .ts or .tsx. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry) ? [path] : [];
  });
}

/** The names imported from the icons module anywhere in app/ and components/ (types left out). */
function iconsInUse(): Set<string> {
  const names = new Set<string>();
  for (const file of [...sources(join(root, 'app')), ...sources(join(root, 'components'))]) {
    if (file === OUT) continue;
    const inUi = relative(root, file).startsWith('components/ui/');
    for (const [, list, from] of readFileSync(file, 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*'([^']+)'/g)) {
      if (from !== '@/components/ui/icons' && !(inUi && from === './icons')) continue;
      for (const item of list!.split(',').map((part) => part.trim())) {
        if (item === '' || item.startsWith('type ')) continue;
        names.add(item.split(/\s+as\s+/)[0]!);
      }
    }
  }
  return names;
}

/** lucide-react's export name -> its icon module (file name under dist/esm/icons), from its index. */
function lucideModules(): Map<string, string> {
  const index = readFileSync(join(lucide, 'dist/esm/lucide-react.mjs'), 'utf8');
  const modules = new Map<string, string>();
  for (const [, list, file] of index.matchAll(/export \{([^}]*)\} from '\.\/icons\/([^']+)';/g)) {
    for (const [, name] of list!.matchAll(/default as (\w+)/g)) modules.set(name!, file!);
  }
  return modules;
}

/** A JSX attribute, in React's spelling; lucide's nodes use plain SVG attributes like d, cx, rx. */
function attribute(name: string, value: string | number): string {
  if (!/^[a-z][a-zA-Z0-9]*$/.test(name)) throw new Error(`attribute ${name}: not a plain SVG attribute; teach the generator its React name`);
  const text = String(value);
  if (/["\\&{}<>]/.test(text)) throw new Error(`attribute ${name}="${text}": needs escaping`);
  return `${name}="${text}"`;
}

function component(exportName: string, icon: IconData): string {
  if (icon.size !== undefined && icon.size !== 24) throw new Error(`${exportName}: drawn on a ${icon.size} grid, the renderer assumes 24`);
  const classes = [icon.name, ...(icon.aliases ?? [])].filter((name) => name.trim() !== '').map((name) => `lucide-${name}`);
  const children = icon.node.map(([tag, attrs, nested]) => {
    if (nested !== undefined) throw new Error(`${exportName}: nested SVG nodes are not supported`);
    const rendered = Object.entries(attrs)
      .filter(([name]) => name !== 'key')
      .map(([name, value]) => attribute(name, value));
    return `      <${tag} ${rendered.join(' ')} />`;
  });
  return `export function ${exportName}(props: IconProps) {
  return lucideSvg(
    '${classes.join(' ')}',
    props,
    <>
${children.join('\n')}
    </>,
  );
}
`;
}

/** lucide-react's licence, and the MIT notice of Feather for those of our icons drawn from Feather. */
function licence(icons: IconData[]): string {
  const text = readFileSync(join(lucide, 'LICENSE'), 'utf8');
  const [isc, rest] = text.split(/\n---\n/);
  const featherList = rest?.match(/derived from the Feather project:\s*\n\s*\n([^\n]+)/)?.[1];
  const mit = rest?.match(/(The MIT License[\s\S]*)$/)?.[1];
  if (isc === undefined || featherList === undefined || mit === undefined) throw new Error('lucide-react LICENSE: unexpected layout');
  const feather = new Set(featherList.split(',').map((name) => name.trim()));
  const fromFeather = icons.filter((icon) => [icon.name, ...(icon.aliases ?? [])].some((name) => feather.has(name))).map((icon) => icon.name);
  let notice = isc.trim();
  if (fromFeather.length > 0) {
    const list = `Of these icons, these (lucide's names) are derived from the Feather project: ${fromFeather.join(', ')}.`;
    notice += `\n\n${wrap(list, 96)}\n\n${mit.trim()}`;
  }
  return notice;
}

/** `text` broken into lines of at most `width` characters, at spaces. */
function wrap(text: string, width: number): string {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line !== '' && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line === '' ? word : `${line} ${word}`;
  }
  return [...lines, line].join('\n');
}

async function main() {
  const modules = lucideModules();
  const names = [...new Set([...iconsInUse(), ...process.argv.slice(2)])].sort();
  const icons: [string, IconData][] = [];
  for (const name of names) {
    const file = modules.get(name);
    if (file === undefined) throw new Error(`${name}: lucide-react ${version()} has no icon by that name`);
    // Read in Node only: the module's component (createLucideIcon, lucide's client Icon) never reaches a bundle.
    const { __iconData } = (await import(pathToFileURL(join(lucide, 'dist/esm/icons', file)).href)) as { __iconData: IconData };
    icons.push([name, __iconData]);
  }

  const header = `/**
 * GENERATED by scripts/icons-from-lucide.ts from lucide-react ${version()}: do not edit; to add an
 * icon, import it from '@/components/ui/icons' and run \`npx tsx scripts/icons-from-lucide.ts\`.
 *
 * The lucide icons the site uses, under lucide-react's names, as plain function components (no
 * client code): each renders the SVG lucide-react renders (see ./icon.tsx).
 *
${licence(icons.map(([, icon]) => icon))
  .split('\n')
  .map((line) => (line === '' ? ' *' : ` * ${line}`))
  .join('\n')}
 */
import { lucideSvg, type IconProps } from './icon';

export type { Icon, IconProps } from './icon';
`;
  writeFileSync(OUT, [header, ...icons.map(([name, icon]) => component(name, icon))].join('\n'));
  console.log(`${relative(root, OUT)}: ${icons.length} icons (${names.join(', ')})`);
}

function version(): string {
  return (JSON.parse(readFileSync(join(lucide, 'package.json'), 'utf8')) as { version: string }).version;
}

await main();
