/**
 * The texts the site's unit facts cite. Each fact names one of these ids (lib/content/facts/types.ts);
 * add an entry here rather than citing a source inline.
 */
export const SOURCES = {
  'si-brochure': { title: 'The International System of Units (SI), 9th edition', by: 'BIPM', year: 2019 },
  'nist-sp811': { title: 'Guide for the Use of the International System of Units (SP 811)', by: 'NIST', year: 2008 },
  'nist-sp330': { title: 'The International System of Units (SI) (SP 330)', by: 'NIST', year: 2019 },
  'nist-hb44': { title: 'Specifications, Tolerances, and Other Technical Requirements for Weighing and Measuring Devices (Handbook 44), Appendix C', by: 'NIST', year: 2024 },
  'nist-hb133': { title: 'Checking the Net Contents of Packaged Goods (Handbook 133)', by: 'NIST', year: 2024 },
  'us-21cfr101': { title: '21 CFR 101.9, nutrition labeling of food (household measures)', by: 'US FDA', year: 2024 },
  'uk-wma-1985': { title: 'Weights and Measures Act 1985, Schedule 1', by: 'UK Parliament', year: 1985 },
  'eu-80-181': { title: 'Council Directive 80/181/EEC on units of measurement', by: 'European Union', year: 2009 },
  'iso-80000-3': { title: 'ISO 80000-3, Quantities and units: Space and time', by: 'ISO', year: 2019 },
  'iso-80000-4': { title: 'ISO 80000-4, Quantities and units: Mechanics', by: 'ISO', year: 2019 },
  'iso-80000-5': { title: 'ISO 80000-5, Quantities and units: Thermodynamics', by: 'ISO', year: 2019 },
  'iso-80000-6': { title: 'ISO 80000-6, Quantities and units: Electromagnetism', by: 'ISO', year: 2022 },
  'iso-80000-7': { title: 'ISO 80000-7, Quantities and units: Light and radiation', by: 'ISO', year: 2019 },
  'iec-80000-13': { title: 'IEC 80000-13, Quantities and units: Information science and technology', by: 'IEC', year: 2025 },
  'iso-4217': { title: 'ISO 4217, Codes for the representation of currencies', by: 'ISO', year: 2015 },
  'cldr': { title: 'Unicode Common Locale Data Repository', by: 'Unicode Consortium', year: 2025 },
  'iso-9407': { title: 'ISO 9407, Shoe sizes: Mondopoint system of sizing and marking', by: 'ISO', year: 2019 },
  'iso-8653': { title: 'ISO 8653, Jewellery: Ring-sizes: Definition, measurement and designation', by: 'ISO', year: 2016 },
  'icao-annex5': { title: 'Annex 5 to the Chicago Convention: Units of Measurement to be Used in Air and Ground Operations', by: 'ICAO', year: 2010 },
} as const satisfies Readonly<Record<string, { readonly title: string; readonly by: string; readonly year: number }>>;

export type SourceId = keyof typeof SOURCES;
