import type { LinearCategoryDef } from '../types';

/**
 * Factors in CSS pixels, as CSS Values 4 defines them: 1 in = 96 px = 72 pt = 6 pc, so a point is
 * 4/3 px; the em is taken at the browsers' default font size, 16 px; a twip is 1/20 pt.
 */
export const typography = {
  id: 'typography',
  kind: 'linear',
  base: 'px',
  units: [
    { id: 'px', system: 'other', symbol: 'px', slug: 'pixels', factor: 1 },
    { id: 'pt', system: 'other', symbol: 'pt', slug: 'points', factor: 4 / 3, exact: '4/3' },
    { id: 'pica', system: 'other', symbol: 'pc', slug: 'picas', factor: 16 },
    { id: 'em', system: 'other', symbol: 'em', slug: 'em', factor: 16 },
    { id: 'twip', system: 'other', symbol: 'twip', slug: 'twips', factor: 1 / 15, exact: '1/15' },
    { id: 'in', system: 'us', symbol: 'in', slug: 'inches', factor: 96 },
    { id: 'mm', system: 'metric', symbol: 'mm', slug: 'mm', factor: 3.779527559055118, exact: '96/25.4' },
    { id: 'cm', system: 'metric', symbol: 'cm', slug: 'cm', factor: 96 / 2.54, exact: '96/2.54' },
    { id: 'q', system: 'metric', symbol: 'Q', slug: 'quarter-mm', factor: 0.9448818897637795, exact: '96/101.6' },
  ],
} as const satisfies LinearCategoryDef;
