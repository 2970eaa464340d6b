/**
 * A lucide icon's drawing, read from lucide-react's public exports: the icon component is rendered
 * to static markup and its `<svg>` taken apart, so the generated icons (scripts/icons-from-lucide.ts,
 * scripts/icon-sprite.ts) are what lucide-react renders without reaching into its private modules.
 */
import { readFileSync } from 'node:fs';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as lucide from 'lucide-react';

export type IconNode = [tag: string, attrs: Record<string, string>][];

export interface LucideIcon {
  /** lucide's name for the icon, e.g. "triangle-exclamation-point". */
  name: string;
  /** The icon's lucide classes, its own first then one per alias: "lucide-triangle-exclamation-point lucide-alert-triangle …". */
  classes: string[];
  node: IconNode;
}

const SVG = /^<svg ([^>]*)>([\s\S]*)<\/svg>$/;
const ELEMENT = /<(\w+)((?: [\w-]+="[^"]*")*)><\/\1>/y;

function attributes(text: string): Record<string, string> {
  return Object.fromEntries([...text.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [name!, value!]));
}

/** lucide-react's icon exported as `exportName` (e.g. "TriangleAlert"), taken apart. */
export function lucideIcon(exportName: string): LucideIcon {
  const component = (lucide as unknown as Record<string, ComponentType | undefined>)[exportName];
  if (component === undefined || exportName === 'Icon' || !/^[A-Z]/.test(exportName))
    throw new Error(`${exportName}: lucide-react ${lucideVersion()} has no icon by that name`);
  const markup = renderToStaticMarkup(createElement(component));
  const [, svgAttributes, body] = SVG.exec(markup) ?? [];
  if (svgAttributes === undefined || body === undefined) throw new Error(`${exportName}: unexpected markup ${markup}`);
  const svg = attributes(svgAttributes);
  if (svg.viewBox !== '0 0 24 24') throw new Error(`${exportName}: drawn on a ${svg.viewBox} grid, the renderer assumes 24`);
  const [first, ...classes] = (svg.class ?? '').split(' ');
  if (first !== 'lucide' || classes.length === 0) throw new Error(`${exportName}: unexpected classes "${svg.class}"`);
  const node: IconNode = [];
  ELEMENT.lastIndex = 0;
  while (ELEMENT.lastIndex < body.length) {
    const match = ELEMENT.exec(body);
    if (match === null) throw new Error(`${exportName}: nested or unexpected SVG nodes in ${body}`);
    node.push([match[1]!, attributes(match[2]!)]);
  }
  return { name: classes[0]!.replace(/^lucide-/, ''), classes, node };
}

/** The icon lucide calls `name` (kebab-case, e.g. "land-plot"), by its export name "LandPlot". */
export function lucideIconNamed(name: string): LucideIcon {
  const exportName = name.replace(/(?:^|-)([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
  const icon = lucideIcon(exportName);
  if (icon.name !== name) throw new Error(`${name}: lucide-react's ${exportName} is ${icon.name}`);
  return icon;
}

export function lucideVersion(): string {
  return (JSON.parse(readFileSync(new URL('../node_modules/lucide-react/package.json', import.meta.url), 'utf8')) as { version: string })
    .version;
}

/** lucide-react's licence text (ISC, with the Feather notice). */
export function lucideLicence(): string {
  return readFileSync(new URL('../node_modules/lucide-react/LICENSE', import.meta.url), 'utf8');
}
