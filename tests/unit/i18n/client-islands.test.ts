import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clientIslands,
  islandNamespaces,
  narrowCategoryNames,
  KIND_TEXTS,
  narrowKindTexts,
  narrowFormulaKinds,
  narrowToCategory,
  narrowUnitNames,
  pickNamespaces,
  type IslandName,
} from '@/i18n/client-islands';
import englishMessages from '@/messages/en.json';
import { categories } from '@/lib/units/catalogue';
import { ClientGraph, ISLAND_TAG } from '../../support/client-graph';

const graph = new ClientGraph();
const islandByModule = new Map<string, IslandName>(
  Object.entries(clientIslands).map(([name, entry]) => [entry.module, name as IslandName]),
);
const serverFiles = graph.serverFiles();

/** Every place a server component renders a client component, with the pages that reach it. */
const uses = [...serverFiles.entries()].flatMap(([file, pages]) => graph.islandUses(file).map((use) => ({ ...use, pages })));

describe('the client island registry', () => {
  for (const [name, entry] of Object.entries(clientIslands)) {
    it(`${name} names a client module and exactly the namespaces its code reads`, () => {
      const source = graph.modules.get(entry.module);
      expect(source, `${entry.module} exists`).toBeDefined();
      expect(source!.client, `${entry.module} starts with 'use client'`).toBe(true);
      const read = [...graph.closure(entry.module).namespaces].sort();
      expect(read, `${entry.module} calls useTranslations() without a namespace`).not.toContain('*');
      expect([...entry.namespaces].sort()).toEqual(read);
    });
  }

  it('has an entry for every client component a server component renders that uses next-intl', () => {
    const unregistered = uses
      .filter((use) => graph.closure(use.module).usesIntl && !islandByModule.has(use.module))
      .map((use) => `${use.file}: <${use.tag}> from ${use.module}`);
    expect(unregistered).toEqual([]);
  });
});

describe('every page', () => {
  it('provides, around each client island it renders, every namespace the island reads', () => {
    const missing = uses.flatMap((use) => {
      const closure = graph.closure(use.module);
      if (!closure.usesIntl) return [];
      const where = `${use.pages[0]}${use.file === use.pages[0] ? '' : ` (via ${use.file})`}`;
      if (use.islands.length === 0) return [`${where}: <${use.tag}> is not inside a <${ISLAND_TAG}>`];
      if (!use.readable) return [`${where}: <${use.tag}>'s <${ISLAND_TAG} islands> is not a list of names`];
      const provided = new Set<string>(islandNamespaces(use.islands as IslandName[]));
      return [...closure.namespaces]
        .filter((namespace) => !provided.has(namespace))
        .map((namespace) => `${where}: <${use.tag}> reads namespace "${namespace}", which no surrounding <${ISLAND_TAG}> provides`);
    });
    expect(missing).toEqual([]);
  });

  // WithMessages hands on, with the island's, messages the browser fetched itself (scripts/lazy-messages.ts).
  it('reaches the browser only through ClientIsland: no other file renders NextIntlClientProvider with messages', () => {
    const providers = [...graph.modules.values()]
      .filter((module) => !['components/i18n/client-island.tsx', 'components/i18n/with-messages.tsx'].includes(module.file))
      .filter((module) => module.source.text.includes('NextIntlClientProvider'))
      .map((module) => module.file);
    expect(providers).toEqual([]);
  });

  it("covers the pair page: the converter, the toaster and the embed card's button are islands", () => {
    const pairPage = 'app/[locale]/convert/[category]/[pair]/page.tsx';
    expect(uses.filter((use) => use.file === pairPage).map((use) => use.tag)).toContain('CategoryConverter');
    expect(uses.find((use) => use.tag === 'LazyToaster')?.file).toBe('components/ui/page-toaster.tsx');
    expect(uses.find((use) => use.tag === 'EmbedButton')?.file).toBe('components/pairs/embed-card.tsx');
  });
});

describe('picking namespaces', () => {
  it('keeps exactly the requested namespaces that exist, with their values untouched', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.string({ minLength: 1 }), fc.jsonValue()),
        fc.array(fc.string({ minLength: 1 })),
        (messages, namespaces) => {
          const picked = pickNamespaces(messages, namespaces);
          expect(Object.keys(picked).sort()).toEqual([...new Set(namespaces.filter((ns) => Object.hasOwn(messages, ns)))].sort());
          for (const [key, value] of Object.entries(picked)) expect(value).toBe(messages[key]);
        },
      ),
    );
  });

  it('gives a set of islands the union of their namespaces, each once', () => {
    const namespaces = islandNamespaces(['CategoryConverter', 'LazyToaster', 'CompactConverterCard']);
    expect(namespaces).toEqual([...new Set(namespaces)]);
    expect(namespaces).toEqual(expect.arrayContaining(['Toast', 'FormulaPanel', 'UnitNames']));
  });

  it('narrows unit names to one category (none for a category without them) and leaves other namespaces alone', () => {
    const messages = { UnitNames: { length: { cm: 'centimetre' }, mass: { kg: 'kilogram' } }, Converter: { swap: 'Swap' } };
    expect(narrowUnitNames(messages, 'length')).toEqual({ UnitNames: { length: { cm: 'centimetre' } }, Converter: { swap: 'Swap' } });
    expect(narrowUnitNames(messages, 'volume')).toEqual({ UnitNames: {}, Converter: { swap: 'Swap' } });
    expect(narrowUnitNames({ Converter: { swap: 'Swap' } }, 'length')).toEqual({ Converter: { swap: 'Swap' } });
  });

  it('leaves currency, which reads no unit names, without any', () => {
    expect(narrowUnitNames(englishMessages, 'currency').UnitNames).toEqual({});
    expect(Object.keys(englishMessages.UnitNames)).not.toContain('currency');
  });

  it('narrows category names to one category and leaves other namespaces alone', () => {
    const messages = { CategoryNames: { length: 'Length', weight: 'Weight' }, UnitNames: { length: { cm: 'centimetre' } } };
    expect(narrowCategoryNames(messages, 'length')).toEqual({
      CategoryNames: { length: 'Length' },
      UnitNames: { length: { cm: 'centimetre' } },
    });
    expect(narrowCategoryNames(messages, 'volume')).toBe(messages);
    expect(narrowCategoryNames({ Converter: { swap: 'Swap' } }, 'length')).toEqual({ Converter: { swap: 'Swap' } });
  });

  it("narrows the formula panel's explanations to one kind and leaves the rest of it alone", () => {
    const messages = {
      FormulaPanel: { title: 'How', kinds: { linear: 'One factor', temperature: 'An offset' } },
      Converter: { swap: 'Swap' },
    };
    expect(narrowFormulaKinds(messages, 'linear')).toEqual({
      FormulaPanel: { title: 'How', kinds: { linear: 'One factor' } },
      Converter: { swap: 'Swap' },
    });
    expect(narrowFormulaKinds(messages, 'fuel')).toBe(messages);
    expect(narrowFormulaKinds({ Converter: { swap: 'Swap' } }, 'linear')).toEqual({ Converter: { swap: 'Swap' } });
  });

  it("leaves out the texts of other kinds of category: rates but for currency, digits but for number bases, a chart's range but for sizes", () => {
    const messages = {
      CurrencyRates: { loading: 'Loading rates' },
      ConversionTable: { title: 'Table', loading: 'Loading rates' },
      FormulaPanel: { title: 'How', loading: 'Loading rates', bases: 'Read the digits' },
      Converter: {
        swap: 'Swap',
        loadingRates: 'Loading rates',
        betweenSizes: 'Between',
        errors: { invalidNumber: 'Bad', invalidDigits: 'Bad digit', sizeOutOfRange: 'Off the chart' },
      },
    };
    expect(narrowKindTexts(messages, 'linear')).toEqual({
      ConversionTable: { title: 'Table' },
      FormulaPanel: { title: 'How' },
      Converter: { swap: 'Swap', errors: { invalidNumber: 'Bad' } },
    });
    expect(narrowKindTexts(messages, 'currency')).toEqual({
      ...messages,
      FormulaPanel: { title: 'How', loading: 'Loading rates' },
      Converter: { swap: 'Swap', loadingRates: 'Loading rates', errors: { invalidNumber: 'Bad' } },
    });
    expect(narrowKindTexts(messages, 'numeric')).toEqual({
      ConversionTable: { title: 'Table' },
      FormulaPanel: { title: 'How', bases: 'Read the digits' },
      Converter: { swap: 'Swap', errors: { invalidNumber: 'Bad', invalidDigits: 'Bad digit' } },
    });
    expect(narrowKindTexts(messages, 'table').Converter).toEqual({
      swap: 'Swap',
      betweenSizes: 'Between',
      errors: { invalidNumber: 'Bad', sizeOutOfRange: 'Off the chart' },
    });
    // The input is left as it was.
    expect(messages.Converter.errors).toHaveProperty('invalidDigits');
  });

  it('names only texts that exist, so a renamed message cannot slip past the narrowing', () => {
    for (const text of KIND_TEXTS) {
      const path = [text.namespace, ...(text.key === undefined ? [] : text.key.split('.'))];
      const found = path.reduce<unknown>((tree, key) => (tree as Record<string, unknown> | undefined)?.[key], englishMessages);
      expect(found, path.join('.')).toBeDefined();
    }
  });

  it("narrows a real island's messages to a category", () => {
    const picked = pickNamespaces(englishMessages, islandNamespaces(['CategoryConverter']));
    const length = narrowToCategory(picked, 'length');
    expect(length.CategoryNames).toEqual({ length: 'Length' });
    expect(Object.keys(length.UnitNames!)).toEqual(['length']);
    expect(Object.keys(length.FormulaPanel!.kinds)).toEqual(['linear']);
    expect(length).not.toHaveProperty('CurrencyRates');
    expect(length.Converter!.errors).not.toHaveProperty('fuelOutOfRange');
    expect(length.Converter!.errors.invalidNumber).toBe(englishMessages.Converter.errors.invalidNumber);
    expect(narrowToCategory(picked, 'currency').CurrencyRates).toBe(englishMessages.CurrencyRates);
  });

  it('keeps an explanation for the kind of every category', () => {
    for (const category of categories) expect(Object.keys(englishMessages.FormulaPanel.kinds)).toContain(category.kind);
  });
});
