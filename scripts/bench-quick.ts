/**
 * npm run bench:quick — how long reading and converting one typed query takes (lib/quick's
 * quickConvert), over a corpus of queries in the five languages. Each query runs ROUNDS times after
 * a warm-up; the table gives its median and 99th percentile in microseconds, then the whole corpus.
 * The first call of a language (building its word list) is reported on its own.
 *
 * It first reports the reading rate: the share of each question set read right per language (the
 * held-out questions, written apart from the word lists and never tuned on; the first round on the
 * newer units and word amounts; the natural queries). READ_ONLY=1 stops there.
 */
import { performance } from 'node:perf_hooks';
import type { Locale } from '@/i18n/locales';
import { quickConvert } from '@/lib/quick';
import { FIRST_ROUND, FOURTH_CHECK, HELD_OUT_QUERIES, LAST_CHECK } from '../tests/unit/quick/held-out-queries';
import { NATURAL_QUERIES } from '../tests/unit/quick/natural-queries';
import type { NaturalQuery } from '../tests/unit/quick/natural-queries';
import { SIXTH_CHECK } from '../tests/unit/quick/sixth-check-queries';
import { SEVENTH_CHECK } from '../tests/unit/quick/seventh-check-queries';
import { EIGHTH_CHECK } from '../tests/unit/quick/eighth-check-queries';
import { NINTH_CHECK } from '../tests/unit/quick/ninth-check-queries';
import { rateOf } from '../tests/unit/quick/verdict';

const ROUNDS = Number(process.env.ROUNDS ?? 2000);
const rates = { USD: 1, EUR: 0.9, GBP: 0.8, NOK: 10.5, MXN: 18, CHF: 0.88, CAD: 1.37, JPY: 150 };

const CORPUS: Readonly<Record<Locale, readonly string[]>> = {
  en: [
    '5 ft 3 in to cm',
    '5\'3" in cm',
    '100 km/h in mph',
    '350 F to C',
    '-40 °F in °C',
    '1.5 gallons in liters',
    '2 lb 3 oz to kg',
    '70 kg in stone',
    '1 1/2 cups to ml',
    '100 usd to eur',
    '0xff to binary',
    '1 GB in MB',
    '3 cups flour in grams',
    '200 g butter in cups',
    '5 ft',
    '5 kg to m',
    '10 lbs to kgs',
    '100 sq ft to m²',
    'half a cup in ml',
    '1 short ton to kg',
  ],
  es: [
    '5 pies 3 pulgadas a cm',
    '100 km/h en mph',
    '1,5 kilogramos en libras',
    '2 tazas de azúcar en gramos',
    '30 grados celsius a fahrenheit',
    '3 horas en minutos',
    'una taza y media en ml',
  ],
  de: [
    '5 Fuß 3 Zoll in cm',
    '20 Grad Celsius in Fahrenheit',
    '1,5 Kilogramm in Pfund',
    '2 Tassen Mehl in Gramm',
    '100 Stundenkilometer nach mph',
    '3 Stunden in Minuten',
    'anderthalb Liter in ml',
  ],
  fr: [
    '5 pieds 3 pouces en cm',
    '3 tasses de farine en grammes',
    '100 km/h en mph',
    '20 degrés Celsius en Fahrenheit',
    '2 cuillères à soupe en ml',
    '5 To en Go',
    'une demi-tasse en ml',
  ],
  no: [
    '5 fot 3 tommer til cm',
    '100 km/t i mph',
    '2 kopper sukker i gram',
    '20 grader celsius til fahrenheit',
    '3 timer i minutter',
    '100 dollar til kroner',
    'halvannen liter i ml',
  ],
};

const SETS: readonly (readonly [string, Readonly<Record<Locale, readonly NaturalQuery[]>>])[] = [
  ['held-out', HELD_OUT_QUERIES],
  ['last check', LAST_CHECK],
  ['fourth check', FOURTH_CHECK],
  ['sixth check', SIXTH_CHECK],
  ['first round', FIRST_ROUND],
  ['seventh check', SEVENTH_CHECK],
  ['eighth check', EIGHTH_CHECK],
  ['ninth check', NINTH_CHECK],
  ['natural', NATURAL_QUERIES],
];
const languages = Object.keys(CORPUS) as Locale[];
console.log(`Reading rate: questions read right\n\n| set | ${languages.join(' | ')} |\n| --- |${' ---: |'.repeat(languages.length)}`);
const misses: string[] = [];
for (const [name, set] of SETS) {
  const cells = languages.map((language) => {
    const { right, total, share, wrong } = rateOf(set[language], language);
    misses.push(...wrong.map(({ query, result }) => `${name} ${language} ${result}: ${query}`));
    return `${right}/${total} (${(100 * share).toFixed(1)} %)`;
  });
  console.log(`| ${name} | ${cells.join(' | ')} |`);
}
if (misses.length > 0) console.log(`\nNot read right:\n${misses.map((miss) => `- ${miss}`).join('\n')}`);
console.log('');
if (process.env.READ_ONLY === '1') process.exit(0);

const quantile = (sorted: readonly number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const us = (ms: number) => (ms * 1000).toFixed(1);

const rows: string[] = [];
const all: number[] = [];
const perLanguage: string[] = [];
const firstCalls: string[] = [];
for (const [language, queries] of Object.entries(CORPUS) as [Locale, readonly string[]][]) {
  const mine: number[] = [];
  const start = performance.now();
  quickConvert(queries[0]!, language, { rates });
  firstCalls.push(`${language} ${us(performance.now() - start)} µs`);
  for (const query of queries) {
    const outcome = quickConvert(query, language, { rates });
    for (let i = 0; i < 200; i++) quickConvert(query, language, { rates });
    const times: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const t0 = performance.now();
      quickConvert(query, language, { rates });
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    all.push(...times);
    mine.push(...times);
    const answer = outcome.ok ? `${outcome.answers[0]!.formatted} ${outcome.reading.to}` : outcome.error;
    rows.push(`| ${language} | \`${query}\` | ${answer} | ${us(quantile(times, 0.5))} | ${us(quantile(times, 0.99))} |`);
  }
  mine.sort((a, b) => a - b);
  perLanguage.push(`| ${language} | ${queries.length} | ${us(quantile(mine, 0.5))} | ${us(quantile(mine, 0.99))} |`);
}
all.sort((a, b) => a - b);
console.log(`quickConvert, ${ROUNDS} runs per query after warm-up (µs)\n`);
console.log('| lang | query | answer | median | p99 |\n| --- | --- | --- | ---: | ---: |');
console.log(rows.join('\n'));
console.log('\n| lang | queries | median | p99 |\n| --- | ---: | ---: | ---: |');
console.log(perLanguage.join('\n'));
console.log(
  `\nWhole corpus (${all.length} runs): median ${us(quantile(all, 0.5))} µs, p99 ${us(quantile(all, 0.99))} µs, max ${us(all.at(-1)!)} µs`,
);
console.log(`First call per language (word list built, food index on first ingredient): ${firstCalls.join(', ')}`);
