import type { LinearCategoryDef } from '../types';

/**
 * Factors in litres, exact definitions: US gallon = 231 in³ = 3.785411784 L and the US cup, fluid
 * ounce, tablespoon and teaspoon are its exact fractions (NIST Handbook 44); UK gallon = 4.54609 L.
 */
export const volume = {
  id: 'volume',
  kind: 'linear',
  base: 'l',
  units: [
    { id: 'ml', system: 'metric', symbol: 'mL', slug: 'ml', factor: 0.001 },
    { id: 'l', system: 'metric', symbol: 'L', slug: 'liters', factor: 1 },
    { id: 'gal_us', system: 'us', symbol: 'gal (US)', slug: 'gallons', factor: 3.785411784 },
    { id: 'gal_uk', system: 'imperial', symbol: 'gal (UK)', slug: 'uk-gallons', factor: 4.54609 },
    { id: 'cup_us', system: 'us', symbol: 'cup (US)', slug: 'cups', factor: 0.2365882365 },
    { id: 'fl_oz_us', system: 'us', symbol: 'fl oz (US)', slug: 'oz', factor: 0.0295735295625 },
    { id: 'fl_oz_uk', system: 'imperial', symbol: 'fl oz (UK)', slug: 'uk-fl-oz', factor: 0.0284130625 },
    { id: 'tsp', system: 'us', symbol: 'tsp', slug: 'teaspoons', factor: 0.00492892159375 },
    { id: 'tbsp', system: 'us', symbol: 'tbsp', slug: 'tablespoons', factor: 0.01478676478125 },
    { id: 'cl', system: 'metric', symbol: 'cL', slug: 'cl', factor: 0.01 },
    { id: 'dl', system: 'metric', symbol: 'dL', slug: 'dl', factor: 0.1 },
    { id: 'hl', system: 'metric', symbol: 'hL', slug: 'hectoliters', factor: 100 },
    { id: 'cm3', system: 'metric', symbol: 'cm³', slug: 'cubic-cm', factor: 0.001 },
    { id: 'm3', system: 'metric', symbol: 'm³', slug: 'cubic-meters', factor: 1000 },
    { id: 'cup_metric', system: 'metric', symbol: 'cup (metric)', slug: 'metric-cups', factor: 0.25 },
    { id: 'tsp_metric', system: 'metric', symbol: 'tsp (metric)', slug: 'metric-teaspoons', factor: 0.005 },
    { id: 'tbsp_metric', system: 'metric', symbol: 'tbsp (metric)', slug: 'metric-tablespoons', factor: 0.015 },
    { id: 'gi_us', system: 'us', symbol: 'gi (US)', slug: 'gills', factor: 0.11829411825 },
    { id: 'pt_us', system: 'us', symbol: 'pt (US)', slug: 'pints', factor: 0.473176473 },
    { id: 'qt_us', system: 'us', symbol: 'qt (US)', slug: 'quarts', factor: 0.946352946 },
    { id: 'in3', system: 'us', symbol: 'in³', slug: 'cubic-inches', factor: 0.016387064 },
    { id: 'ft3', system: 'us', symbol: 'ft³', slug: 'cubic-feet', factor: 28.316846592 },
    { id: 'yd3', system: 'us', symbol: 'yd³', slug: 'cubic-yards', factor: 764.554857984 },
    { id: 'bu_us', system: 'us', symbol: 'bu (US)', slug: 'bushels', factor: 35.23907016688 },
    { id: 'gi_uk', system: 'imperial', symbol: 'gi (UK)', slug: 'uk-gills', factor: 0.1420653125 },
    { id: 'pt_uk', system: 'imperial', symbol: 'pt (UK)', slug: 'uk-pints', factor: 0.56826125 },
    { id: 'qt_uk', system: 'imperial', symbol: 'qt (UK)', slug: 'uk-quarts', factor: 1.1365225 },
    { id: 'bu_uk', system: 'imperial', symbol: 'bu (UK)', slug: 'uk-bushels', factor: 36.36872 },
    { id: 'bbl_oil', system: 'other', symbol: 'bbl', slug: 'oil-barrels', factor: 158.987294928 },
    { id: 'acre_ft', system: 'us', symbol: 'ac·ft', slug: 'acre-feet', factor: 1233481.83754752 },
  ],
} as const satisfies LinearCategoryDef;
