import type { Locale } from '@/i18n/locales';
import type { FactSource } from './types';

/**
 * What the site states about each currency of the catalogue (lib/units/categories/currency.ts),
 * as data; lib/content/facts/currency-facts.ts writes the five-language texts from it.
 *
 * - territories: ISO 3166-1 alpha-2 codes of every country and territory ISO 4217 List One gives
 *   the currency for (the SIX list of 1 January 2026), the home country first where `home` is set;
 * - minor: ISO 4217's "minor unit", the number of decimal places;
 * - subunit: the named hundredth (or thousandth, when minor is 3), only where the name is certain;
 * - peg: only where the exchange-rate arrangement is documented by the source given (the IMF's
 *   AREAER country chapters, Danmarks Nationalbank for ERM 2). Pegs left out: those of territories
 *   the AREAER does not cover (Bermuda, the Cayman Islands, the Falklands, Gibraltar, St Helena,
 *   French Polynesia, Curaçao and Sint Maarten) and those it classes otherwise (baskets, bands).
 * BGN and XDR are written apart (currency-facts.ts): the lev was withdrawn in January 2026 and the
 * SDR is the IMF's unit of account, not any country's money.
 */
export type SubunitId =
  | 'cent'
  | 'euroCent'
  | 'penny'
  | 'oreNo'
  | 'oreSe'
  | 'rappen'
  | 'centavo'
  | 'centesimo'
  | 'centimo'
  | 'kopek'
  | 'paisa'
  | 'fen'
  | 'grosz'
  | 'agora'
  | 'kurus'
  | 'satang'
  | 'sen'
  | 'halala'
  | 'fils'
  | 'baisa'
  | 'millime'
  | 'ban'
  | 'piastre'
  | 'centime'
  | 'kobo'
  | 'pesewa'
  | 'ngwee'
  | 'tambala'
  | 'thebe';

/** The currencies a peg names, by catalogue id. */
export type PegTarget = 'eur' | 'usd' | 'zar' | 'inr' | 'sgd';

export interface CurrencyPeg {
  /** fixed: a conventional peg or currency board; par: one for one; erm2: in ERM 2's band. */
  readonly kind: 'fixed' | 'par' | 'erm2';
  readonly to: PegTarget;
  readonly source: FactSource;
}

export interface CurrencyData {
  readonly territories: readonly string[];
  /** Whether the first territory is the currency's home, named first in every language. */
  readonly home?: true;
  readonly minor: 0 | 2 | 3;
  readonly subunit?: SubunitId;
  readonly peg?: CurrencyPeg;
}

/** A subunit's name, plural, as it follows a number in each language ("100 øre"). */
export const SUBUNIT_NAMES: Readonly<Record<SubunitId, Readonly<Record<Locale, string>>>> = {
  cent: { en: 'cents', es: 'centavos', de: 'Cent', fr: 'cents', no: 'cent' },
  euroCent: { en: 'cents', es: 'céntimos', de: 'Cent', fr: 'centimes', no: 'cent' },
  penny: { en: 'pence', es: 'peniques', de: 'Pence', fr: 'pence', no: 'pence' },
  oreNo: { en: 'øre', es: 'øre', de: 'Øre', fr: 'øre', no: 'øre' },
  oreSe: { en: 'öre', es: 'öre', de: 'Öre', fr: 'öre', no: 'øre' },
  rappen: { en: 'centimes', es: 'céntimos', de: 'Rappen', fr: 'centimes', no: 'rappen' },
  centavo: { en: 'centavos', es: 'centavos', de: 'Centavos', fr: 'centavos', no: 'centavos' },
  centesimo: { en: 'centésimos', es: 'centésimos', de: 'Centésimos', fr: 'centésimos', no: 'centésimos' },
  centimo: { en: 'céntimos', es: 'céntimos', de: 'Céntimos', fr: 'céntimos', no: 'céntimos' },
  kopek: { en: 'kopecks', es: 'kopeks', de: 'Kopeken', fr: 'kopecks', no: 'kopek' },
  paisa: { en: 'paise', es: 'paisas', de: 'Paise', fr: 'paisas', no: 'paisa' },
  fen: { en: 'fen', es: 'fen', de: 'Fen', fr: 'fen', no: 'fen' },
  grosz: { en: 'groszy', es: 'groszy', de: 'Groszy', fr: 'groszy', no: 'groszy' },
  agora: { en: 'agorot', es: 'agorot', de: 'Agorot', fr: 'agorot', no: 'agorot' },
  kurus: { en: 'kuruş', es: 'kuruş', de: 'Kuruş', fr: 'kuruş', no: 'kuruş' },
  satang: { en: 'satang', es: 'satang', de: 'Satang', fr: 'satangs', no: 'satang' },
  sen: { en: 'sen', es: 'sen', de: 'Sen', fr: 'sen', no: 'sen' },
  halala: { en: 'halalas', es: 'halalas', de: 'Halalas', fr: 'halalas', no: 'halala' },
  fils: { en: 'fils', es: 'fils', de: 'Fils', fr: 'fils', no: 'fils' },
  baisa: { en: 'baisa', es: 'baisas', de: 'Baisa', fr: 'baïsas', no: 'baisa' },
  millime: { en: 'millimes', es: 'millimes', de: 'Millimes', fr: 'millimes', no: 'millimes' },
  ban: { en: 'bani', es: 'bani', de: 'Bani', fr: 'bani', no: 'bani' },
  piastre: { en: 'piastres', es: 'piastras', de: 'Piaster', fr: 'piastres', no: 'piaster' },
  centime: { en: 'centimes', es: 'céntimos', de: 'Centimes', fr: 'centimes', no: 'centimes' },
  kobo: { en: 'kobo', es: 'kobos', de: 'Kobo', fr: 'kobos', no: 'kobo' },
  pesewa: { en: 'pesewas', es: 'pesewas', de: 'Pesewas', fr: 'pesewas', no: 'pesewa' },
  ngwee: { en: 'ngwee', es: 'ngwee', de: 'Ngwee', fr: 'ngwee', no: 'ngwee' },
  tambala: { en: 'tambala', es: 'tambalas', de: 'Tambala', fr: 'tambalas', no: 'tambala' },
  thebe: { en: 'thebe', es: 'thebes', de: 'Thebe', fr: 'thebes', no: 'thebe' },
};

/** Every currency of the catalogue but BGN and XDR, by catalogue id. */
export const CURRENCY_DATA: Readonly<Record<string, CurrencyData>> = {
  usd: {
    territories: ['US', 'AS', 'BQ', 'EC', 'FM', 'GU', 'HT', 'IO', 'MH', 'MP', 'PA', 'PR', 'PW', 'SV', 'TC', 'TL', 'UM', 'VG', 'VI'],
    home: true,
    minor: 2,
    subunit: 'cent',
  },
  eur: {
    territories: [
      'AD',
      'AT',
      'AX',
      'BE',
      'BG',
      'BL',
      'CY',
      'DE',
      'EE',
      'ES',
      'FI',
      'FR',
      'GF',
      'GP',
      'GR',
      'HR',
      'IE',
      'IT',
      'LT',
      'LU',
      'LV',
      'MC',
      'ME',
      'MF',
      'MQ',
      'MT',
      'NL',
      'PM',
      'PT',
      'RE',
      'SI',
      'SK',
      'SM',
      'TF',
      'VA',
      'YT',
    ],
    minor: 2,
    subunit: 'euroCent',
  },
  gbp: { territories: ['GB', 'GG', 'IM', 'JE'], home: true, minor: 2, subunit: 'penny' },
  jpy: { territories: ['JP'], minor: 0 },
  cad: { territories: ['CA'], minor: 2, subunit: 'cent' },
  aud: { territories: ['AU', 'CC', 'CX', 'HM', 'KI', 'NF', 'NR', 'TV'], home: true, minor: 2, subunit: 'cent' },
  chf: { territories: ['CH', 'LI'], home: true, minor: 2, subunit: 'rappen' },
  cny: { territories: ['CN'], minor: 2, subunit: 'fen' },
  inr: { territories: ['IN', 'BT'], home: true, minor: 2, subunit: 'paisa' },
  nok: { territories: ['NO', 'BV', 'SJ'], home: true, minor: 2, subunit: 'oreNo' },
  sek: { territories: ['SE'], minor: 2, subunit: 'oreSe' },
  dkk: {
    territories: ['DK', 'FO', 'GL'],
    home: true,
    minor: 2,
    subunit: 'oreNo',
    peg: { kind: 'erm2', to: 'eur', source: { id: 'dn-erm2', at: 'Denmark in ERM 2' } },
  },
  mxn: { territories: ['MX'], minor: 2, subunit: 'centavo' },
  brl: { territories: ['BR'], minor: 2, subunit: 'centavo' },
  rub: { territories: ['RU'], minor: 2, subunit: 'kopek' },
  krw: { territories: ['KR'], minor: 0 },
  sgd: { territories: ['SG'], minor: 2, subunit: 'cent' },
  hkd: {
    territories: ['HK'],
    minor: 2,
    subunit: 'cent',
    peg: { kind: 'fixed', to: 'usd', source: { id: 'imf-areaer', at: 'Country chapter: Hong Kong SAR' } },
  },
  nzd: { territories: ['NZ', 'CK', 'NU', 'PN', 'TK'], home: true, minor: 2, subunit: 'cent' },
  zar: { territories: ['ZA', 'LS', 'NA'], home: true, minor: 2, subunit: 'cent' },
  thb: { territories: ['TH'], minor: 2, subunit: 'satang' },
  try: { territories: ['TR'], minor: 2, subunit: 'kurus' },
  pln: { territories: ['PL'], minor: 2, subunit: 'grosz' },
  ils: { territories: ['IL'], minor: 2, subunit: 'agora' },
  aed: {
    territories: ['AE'],
    minor: 2,
    subunit: 'fils',
    peg: { kind: 'fixed', to: 'usd', source: { id: 'imf-areaer', at: 'Country chapter: United Arab Emirates' } },
  },
  sar: {
    territories: ['SA'],
    minor: 2,
    subunit: 'halala',
    peg: { kind: 'fixed', to: 'usd', source: { id: 'imf-areaer', at: 'Country chapter: Saudi Arabia' } },
  },
  myr: { territories: ['MY'], minor: 2, subunit: 'sen' },
  php: { territories: ['PH'], minor: 2 },
  idr: { territories: ['ID'], minor: 2 },
  vnd: { territories: ['VN'], minor: 0 },
  ars: { territories: ['AR'], minor: 2, subunit: 'centavo' },
  cop: { territories: ['CO'], minor: 2, subunit: 'centavo' },
  afn: { territories: ['AF'], minor: 2 },
  all: { territories: ['AL'], minor: 2 },
  amd: { territories: ['AM'], minor: 2 },
  aoa: { territories: ['AO'], minor: 2 },
  awg: {
    territories: ['AW'],
    minor: 2,
    subunit: 'cent',
    peg: { kind: 'fixed', to: 'usd', source: { id: 'imf-areaer', at: 'Country chapter: Aruba' } },
  },
  azn: { territories: ['AZ'], minor: 2 },
  bam: {
    territories: ['BA'],
    minor: 2,
    peg: { kind: 'fixed', to: 'eur', source: { id: 'imf-areaer', at: 'Country chapter: Bosnia and Herzegovina' } },
  },
  bbd: {
    territories: ['BB'],
    minor: 2,
    subunit: 'cent',
    peg: { kind: 'fixed', to: 'usd', source: { id: 'imf-areaer', at: 'Country chapter: Barbados' } },
  },
  bdt: { territories: ['BD'], minor: 2 },
  bhd: {
    territories: ['BH'],
    minor: 3,
    subunit: 'fils',
    peg: { kind: 'fixed', to: 'usd', source: { id: 'imf-areaer', at: 'Country chapter: Bahrain' } },
  },
  bif: { territories: ['BI'], minor: 0 },
  bmd: { territories: ['BM'], minor: 2, subunit: 'cent' },
  bnd: {
    territories: ['BN'],
    minor: 2,
    peg: { kind: 'par', to: 'sgd', source: { id: 'imf-areaer', at: 'Country chapter: Brunei Darussalam' } },
  },
  bob: { territories: ['BO'], minor: 2, subunit: 'centavo' },
  bsd: {
    territories: ['BS'],
    minor: 2,
    subunit: 'cent',
    peg: { kind: 'par', to: 'usd', source: { id: 'imf-areaer', at: 'Country chapter: The Bahamas' } },
  },
  btn: { territories: ['BT'], minor: 2, peg: { kind: 'par', to: 'inr', source: { id: 'imf-areaer', at: 'Country chapter: Bhutan' } } },
  bwp: { territories: ['BW'], minor: 2, subunit: 'thebe' },
  byn: { territories: ['BY'], minor: 2 },
  bzd: {
    territories: ['BZ'],
    minor: 2,
    subunit: 'cent',
    peg: { kind: 'fixed', to: 'usd', source: { id: 'imf-areaer', at: 'Country chapter: Belize' } },
  },
  cdf: { territories: ['CD'], minor: 2 },
  clp: { territories: ['CL'], minor: 0 },
  crc: { territories: ['CR'], minor: 2, subunit: 'centimo' },
  cup: { territories: ['CU'], minor: 2, subunit: 'centavo' },
  cve: {
    territories: ['CV'],
    minor: 2,
    peg: { kind: 'fixed', to: 'eur', source: { id: 'imf-areaer', at: 'Country chapter: Cabo Verde' } },
  },
  czk: { territories: ['CZ'], minor: 2 },
  djf: { territories: ['DJ'], minor: 0, peg: { kind: 'fixed', to: 'usd', source: { id: 'imf-areaer', at: 'Country chapter: Djibouti' } } },
  dop: { territories: ['DO'], minor: 2, subunit: 'centavo' },
  dzd: { territories: ['DZ'], minor: 2, subunit: 'centime' },
  egp: { territories: ['EG'], minor: 2, subunit: 'piastre' },
  ern: { territories: ['ER'], minor: 2 },
  etb: { territories: ['ET'], minor: 2 },
  fjd: { territories: ['FJ'], minor: 2, subunit: 'cent' },
  fkp: { territories: ['FK'], minor: 2, subunit: 'penny' },
  gel: { territories: ['GE'], minor: 2 },
  ghs: { territories: ['GH'], minor: 2, subunit: 'pesewa' },
  gip: { territories: ['GI'], minor: 2, subunit: 'penny' },
  gmd: { territories: ['GM'], minor: 2 },
  gnf: { territories: ['GN'], minor: 0 },
  gtq: { territories: ['GT'], minor: 2, subunit: 'centavo' },
  gyd: { territories: ['GY'], minor: 2, subunit: 'cent' },
  hnl: { territories: ['HN'], minor: 2, subunit: 'centavo' },
  htg: { territories: ['HT'], minor: 2, subunit: 'centime' },
  huf: { territories: ['HU'], minor: 2 },
  iqd: { territories: ['IQ'], minor: 3, subunit: 'fils' },
  irr: { territories: ['IR'], minor: 2 },
  isk: { territories: ['IS'], minor: 0 },
  jmd: { territories: ['JM'], minor: 2, subunit: 'cent' },
  jod: {
    territories: ['JO'],
    minor: 3,
    subunit: 'fils',
    peg: { kind: 'fixed', to: 'usd', source: { id: 'imf-areaer', at: 'Country chapter: Jordan' } },
  },
  kes: { territories: ['KE'], minor: 2, subunit: 'cent' },
  kgs: { territories: ['KG'], minor: 2 },
  khr: { territories: ['KH'], minor: 2 },
  kmf: { territories: ['KM'], minor: 0, peg: { kind: 'fixed', to: 'eur', source: { id: 'imf-areaer', at: 'Country chapter: Comoros' } } },
  kpw: { territories: ['KP'], minor: 2 },
  kwd: { territories: ['KW'], minor: 3, subunit: 'fils' },
  kyd: { territories: ['KY'], minor: 2, subunit: 'cent' },
  kzt: { territories: ['KZ'], minor: 2 },
  lak: { territories: ['LA'], minor: 2 },
  lbp: { territories: ['LB'], minor: 2 },
  lkr: { territories: ['LK'], minor: 2, subunit: 'cent' },
  lrd: { territories: ['LR'], minor: 2, subunit: 'cent' },
  lsl: { territories: ['LS'], minor: 2, peg: { kind: 'par', to: 'zar', source: { id: 'imf-areaer', at: 'Country chapter: Lesotho' } } },
  lyd: { territories: ['LY'], minor: 3 },
  mad: { territories: ['MA', 'EH'], home: true, minor: 2, subunit: 'centime' },
  mdl: { territories: ['MD'], minor: 2 },
  mga: { territories: ['MG'], minor: 2 },
  mkd: { territories: ['MK'], minor: 2 },
  mmk: { territories: ['MM'], minor: 2 },
  mnt: { territories: ['MN'], minor: 2 },
  mop: { territories: ['MO'], minor: 2 },
  mru: { territories: ['MR'], minor: 2 },
  mur: { territories: ['MU'], minor: 2, subunit: 'cent' },
  mvr: { territories: ['MV'], minor: 2 },
  mwk: { territories: ['MW'], minor: 2, subunit: 'tambala' },
  mzn: { territories: ['MZ'], minor: 2 },
  nad: {
    territories: ['NA'],
    minor: 2,
    subunit: 'cent',
    peg: { kind: 'par', to: 'zar', source: { id: 'imf-areaer', at: 'Country chapter: Namibia' } },
  },
  ngn: { territories: ['NG'], minor: 2, subunit: 'kobo' },
  nio: { territories: ['NI'], minor: 2, subunit: 'centavo' },
  npr: {
    territories: ['NP'],
    minor: 2,
    subunit: 'paisa',
    peg: { kind: 'fixed', to: 'inr', source: { id: 'imf-areaer', at: 'Country chapter: Nepal' } },
  },
  omr: {
    territories: ['OM'],
    minor: 3,
    subunit: 'baisa',
    peg: { kind: 'fixed', to: 'usd', source: { id: 'imf-areaer', at: 'Country chapter: Oman' } },
  },
  pab: {
    territories: ['PA'],
    minor: 2,
    subunit: 'centesimo',
    peg: { kind: 'par', to: 'usd', source: { id: 'imf-areaer', at: 'Country chapter: Panama' } },
  },
  pen: { territories: ['PE'], minor: 2, subunit: 'centimo' },
  pgk: { territories: ['PG'], minor: 2 },
  pkr: { territories: ['PK'], minor: 2, subunit: 'paisa' },
  pyg: { territories: ['PY'], minor: 0 },
  qar: { territories: ['QA'], minor: 2, peg: { kind: 'fixed', to: 'usd', source: { id: 'imf-areaer', at: 'Country chapter: Qatar' } } },
  ron: { territories: ['RO'], minor: 2, subunit: 'ban' },
  rsd: { territories: ['RS'], minor: 2 },
  rwf: { territories: ['RW'], minor: 0 },
  sbd: { territories: ['SB'], minor: 2, subunit: 'cent' },
  scr: { territories: ['SC'], minor: 2, subunit: 'cent' },
  sdg: { territories: ['SD'], minor: 2 },
  shp: { territories: ['SH'], minor: 2, subunit: 'penny' },
  sle: { territories: ['SL'], minor: 2 },
  sos: { territories: ['SO'], minor: 2 },
  srd: { territories: ['SR'], minor: 2, subunit: 'cent' },
  ssp: { territories: ['SS'], minor: 2 },
  stn: {
    territories: ['ST'],
    minor: 2,
    peg: { kind: 'fixed', to: 'eur', source: { id: 'imf-areaer', at: 'Country chapter: São Tomé and Príncipe' } },
  },
  svc: { territories: ['SV'], minor: 2 },
  syp: { territories: ['SY'], minor: 2 },
  szl: { territories: ['SZ'], minor: 2, peg: { kind: 'par', to: 'zar', source: { id: 'imf-areaer', at: 'Country chapter: Eswatini' } } },
  tjs: { territories: ['TJ'], minor: 2 },
  tmt: { territories: ['TM'], minor: 2 },
  tnd: { territories: ['TN'], minor: 3, subunit: 'millime' },
  top: { territories: ['TO'], minor: 2 },
  ttd: { territories: ['TT'], minor: 2, subunit: 'cent' },
  twd: { territories: ['TW'], minor: 2 },
  tzs: { territories: ['TZ'], minor: 2 },
  uah: { territories: ['UA'], minor: 2 },
  ugx: { territories: ['UG'], minor: 0 },
  uyu: { territories: ['UY'], minor: 2, subunit: 'centesimo' },
  uzs: { territories: ['UZ'], minor: 2 },
  ves: { territories: ['VE'], minor: 2, subunit: 'centimo' },
  vuv: { territories: ['VU'], minor: 0 },
  wst: { territories: ['WS'], minor: 2 },
  xaf: {
    territories: ['CF', 'CG', 'CM', 'GA', 'GQ', 'TD'],
    minor: 0,
    peg: { kind: 'fixed', to: 'eur', source: { id: 'imf-areaer', at: 'Country chapters: CEMAC members' } },
  },
  xcd: {
    territories: ['AG', 'AI', 'DM', 'GD', 'KN', 'LC', 'MS', 'VC'],
    minor: 2,
    subunit: 'cent',
    peg: { kind: 'fixed', to: 'usd', source: { id: 'imf-areaer', at: 'Country chapters: ECCU members' } },
  },
  xcg: { territories: ['CW', 'SX'], minor: 2, subunit: 'cent' },
  xof: {
    territories: ['BF', 'BJ', 'CI', 'GW', 'ML', 'NE', 'SN', 'TG'],
    minor: 0,
    peg: { kind: 'fixed', to: 'eur', source: { id: 'imf-areaer', at: 'Country chapters: WAEMU members' } },
  },
  xpf: { territories: ['NC', 'PF', 'WF'], minor: 0 },
  yer: { territories: ['YE'], minor: 2 },
  zmw: { territories: ['ZM'], minor: 2, subunit: 'ngwee' },
  zwg: { territories: ['ZW'], minor: 2 },
};
