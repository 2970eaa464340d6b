import { describe, expect, it } from 'vitest';
import {
  baseUnitOf,
  categories,
  categoryIds,
  convert,
  getCategory,
  getUnit,
  isCategoryId,
  isUnitOf,
  totalUnitCount,
  catalogueFigures,
  unitCount,
  unitIdsOf,
} from '@/lib/units';
import { CATEGORY_IDS } from '@/lib/units/category-ids';
import { fractionOf, fractionToNumber } from '@/lib/units/exact-ratio';

/** Every category's unit ids, in the order the site lists them (compound and decimal data units last). */
const EXPECTED_UNITS: Record<string, string[]> = {
  length: 'mm cm m km in ft yd mi ft_in nm um dm angstrom mil_scandinavian thou hand fathom rod chain furlong league nmi au ly pc'.split(
    ' ',
  ),
  weight: 'mg g kg oz lb st lb_oz st_lb ug t ct gr dr ton_us ton_uk cwt_us cwt_uk ozt lbt dwt'.split(' '),
  volume:
    'ml l gal_us gal_uk cup_us fl_oz_us fl_oz_uk tsp tbsp cl dl hl cm3 m3 cup_metric tsp_metric tbsp_metric gi_us pt_us qt_us in3 ft3 yd3 bu_us gi_uk pt_uk qt_uk bu_uk bbl_oil acre_ft'.split(
      ' ',
    ),
  temperature: ['c', 'f', 'k', 'r', 're'],
  area: 'mm2 cm2 m2 ha km2 in2 ft2 ac a daa yd2 mi2'.split(' '),
  speed: 'ms kmh mph fts knot kms cms ins ftmin mach c'.split(' '),
  time: 'ns ms s min hr day week month year ps us fortnight decade century millennium'.split(' '),
  pressure: 'pa kpa bar psi atm mmhg hpa mbar mpa cmh2o at torr inhg inh2o ksi'.split(' '),
  energy: 'j kj kwh kcal btu mj cal wh mwh erg ev therm ftlbf'.split(' '),
  power: ['w', 'kw', 'hp', 'btuh', 'mw', 'kcalh', 'hp_mech', 'ftlbfs', 'ton_refrigeration'],
  force: ['n', 'kgf', 'lbf', 'kn', 'dyn', 'tf', 'ozf', 'pdl', 'kip'],
  angle: ['rad', 'deg', 'grad', 'arcmin', 'arcsec', 'turn', 'mil_nato', 'mrad'],
  fuel: ['l100km', 'kml', 'mpg_us', 'mpg_uk', 'l_mil', 'mi_l'],
  data: 'bit byte kb mb gb tb kb_si mb_si gb_si tb_si nibble pb pb_si kbit mbit gbit kib mib gib tib pib'.split(' '),
  'data-rate': 'bps kbps mbps gbps tbps byte_s kbyte_s mbyte_s gbyte_s kibps mibps kib_s mib_s gib_s'.split(' '),
  torque: ['nm', 'knm', 'ncm', 'kgfm', 'kgfcm', 'dyncm', 'lbft', 'lbin', 'ozin'],
  density: 'kgm3 gcm3 kgl gl mgl tm3 lbft3 lbin3 lbgal_us ozin3 lbgal_uk'.split(' '),
  flow: 'm3s m3h ls lmin lh mlmin gpm_us gph_us cfm cfs gpm_uk bbld'.split(' '),
  acceleration: ['ms2', 'g0', 'cms2', 'mgal', 'kmhs', 'fts2', 'ins2', 'mphs'],
  frequency: ['hz', 'khz', 'mhz', 'ghz', 'thz', 'per_min', 'per_hour'],
  'angular-speed': ['rads', 'radmin', 'rpm', 'rps', 'rph', 'degs', 'degmin'],
  current: ['a', 'ma', 'ua', 'na', 'ka', 'abampere', 'statampere'],
  voltage: ['v', 'mv', 'uv', 'kv', 'megavolt', 'abvolt', 'statvolt'],
  resistance: ['ohm', 'milliohm', 'microohm', 'kohm', 'megohm', 'gohm', 'abohm', 'statohm'],
  charge: ['c', 'mc', 'uc', 'nc', 'ah', 'mah', 'e', 'faraday', 'abcoulomb', 'statcoulomb'],
  illuminance: ['lx', 'klx', 'ph', 'nox', 'fc', 'lmin2'],
  typography: ['px', 'pt', 'pica', 'em', 'twip', 'in', 'mm', 'cm', 'q'],
  'shoe-size': ['eu', 'uk', 'us_men', 'us_women', 'jp', 'mondopoint'],
  'ring-size': ['us', 'uk', 'iso', 'jp', 'diameter'],
  numeric: ['bin', 'oct', 'dec', 'hex'],
  currency:
    'usd eur gbp jpy cad aud chf cny inr nok sek dkk mxn brl rub krw sgd hkd nzd zar thb try pln ils aed sar myr php idr vnd ars cop afn all amd aoa awg azn bam bbd bdt bgn bhd bif bmd bnd bob bsd btn bwp byn bzd cdf clp crc cup cve czk djf dop dzd egp ern etb fjd fkp gel ghs gip gmd gnf gtq gyd hnl htg huf iqd irr isk jmd jod kes kgs khr kmf kpw kwd kyd kzt lak lbp lkr lrd lsl lyd mad mdl mga mkd mmk mnt mop mru mur mvr mwk mzn nad ngn nio npr omr pab pen pgk pkr pyg qar ron rsd rwf sbd scr sdg shp sle sos srd ssp stn svc syp szl tjs tmt tnd top ttd twd tzs uah ugx uyu uzs ves vuv wst xaf xcd xcg xdr xof xpf yer zmw zwg'.split(
      ' ',
    ),
};

const EXPECTED_BASES: Record<string, string> = {
  length: 'm',
  weight: 'kg',
  volume: 'l',
  temperature: 'c',
  area: 'm2',
  speed: 'ms',
  time: 's',
  pressure: 'pa',
  energy: 'j',
  power: 'w',
  force: 'n',
  angle: 'rad',
  fuel: 'l100km',
  data: 'byte',
  'data-rate': 'bps',
  torque: 'nm',
  density: 'kgm3',
  flow: 'm3s',
  acceleration: 'ms2',
  frequency: 'hz',
  'angular-speed': 'rads',
  current: 'a',
  voltage: 'v',
  resistance: 'ohm',
  charge: 'c',
  illuminance: 'lx',
  typography: 'px',
  'shoe-size': 'eu',
  'ring-size': 'us',
  numeric: 'dec',
  currency: 'usd',
};

describe('the catalogue', () => {
  it('has the 31 categories of the spec, in its order', () => {
    expect(categoryIds).toEqual(Object.keys(EXPECTED_UNITS));
  });

  it.each(Object.entries(EXPECTED_UNITS))('has exactly the expected unit ids in %s, in order', (id, units) => {
    expect(unitIdsOf(id as never)).toEqual(units);
    expect(unitCount(id as never)).toBe(units.length);
  });

  it.each(Object.entries(EXPECTED_BASES))('takes %s relative to %s', (id, base) => {
    expect(baseUnitOf(id as never)).toBe(base);
  });

  it('has 156 currencies, each an ISO 4217 code shown in capitals', () => {
    const currency = getCategory('currency');
    expect(currency.units).toHaveLength(156);
    const iso = new Set(Intl.supportedValuesOf('currency'));
    for (const unit of currency.units) expect(iso.has(unit.symbol), unit.symbol).toBe(true);
    for (const unit of currency.units) expect(unit.symbol).toBe(unit.id.toUpperCase());
  });

  it('counts more than 300 units in all', () => {
    expect(totalUnitCount).toBe(Object.values(EXPECTED_UNITS).flat().length);
    expect(totalUnitCount).toBeGreaterThan(300);
  });

  it('states its size for the texts truthfully: every category, and "more than" a multiple of 50 units', () => {
    expect(catalogueFigures.categories).toBe(categories.length);
    expect(catalogueFigures.units % 50).toBe(0);
    expect(catalogueFigures.units).toBeLessThan(totalUnitCount);
    expect(totalUnitCount - catalogueFigures.units).toBeLessThanOrEqual(50);
  });

  it('lists its category ids once more without the catalogue, in the same order, for the home page', () => {
    expect(CATEGORY_IDS).toEqual(categoryIds);
  });

  it('gives every unit of a measuring category its system, and none to currencies and number bases', () => {
    for (const category of categories) {
      const units: readonly { id: string; system?: string }[] = category.units;
      const expected =
        category.kind === 'currency' || category.kind === 'numeric' ? undefined : expect.stringMatching(/^(metric|us|imperial|other)$/);
      for (const unit of units) expect(unit.system, `${category.id}.${unit.id}`).toEqual(expected);
    }
  });

  it('gives every unit a symbol and a slug word, unique within its category', () => {
    for (const category of categories) {
      const symbols = category.units.map((unit) => unit.symbol);
      const slugs = category.units.map((unit) => unit.slug);
      expect(new Set(symbols).size, category.id).toBe(symbols.length);
      expect(new Set(slugs).size, category.id).toBe(slugs.length);
      for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it('sets the base unit of every linear category at factor 1', () => {
    for (const category of categories) {
      if (category.kind !== 'linear') continue;
      expect(getUnit(category.id, category.base)).toMatchObject({ factor: 1 });
      for (const unit of category.units) expect(unit.factor).toBeGreaterThan(0);
    }
  });

  it('writes exact fractions that equal the factors they explain', () => {
    for (const category of categories) {
      if (category.kind !== 'linear') continue;
      for (const unit of category.units) {
        if (!('exact' in unit)) continue;
        expect(fractionToNumber(fractionOf(unit.factor, unit.exact)), `${category.id}.${unit.id}`).toBe(unit.factor);
      }
    }
  });

  it('uses the exact definitions where a factor is derived', () => {
    expect(getUnit('speed', 'kmh')).toMatchObject({ factor: 1 / 3.6 });
    expect(getUnit('time', 'month')).toMatchObject({ factor: 31556952 / 12 });
    expect(getUnit('power', 'btuh')).toMatchObject({ factor: 1055.05585262 / 3600 });
    expect(getUnit('data', 'tb')).toMatchObject({ factor: 1024 ** 4 });
  });
});

describe('lookups by id', () => {
  it('recognises categories and nothing else', () => {
    expect(isCategoryId('length')).toBe(true);
    for (const id of ['Length', 'lengths', '', 'constructor', '__proto__', 42, null]) expect(isCategoryId(id)).toBe(false);
    expect(getCategory('nope')).toBeUndefined();
    expect(getCategory('length').id).toBe('length');
  });

  it('scopes unit ids to their category', () => {
    expect(isUnitOf('speed', 'ms')).toBe(true);
    expect(isUnitOf('time', 'ms')).toBe(true);
    expect(isUnitOf('length', 'ms')).toBe(false);
    expect(isUnitOf('length', 'toString')).toBe(false);
    expect(getUnit('speed', 'ms')?.symbol).toBe('m/s');
    expect(getUnit('time', 'ms')?.symbol).toBe('ms');
    expect(getUnit('length', 'nope')).toBeUndefined();
  });

  it('converts every unit to its base and back by its factor', () => {
    for (const category of categories) {
      if (category.kind !== 'linear') continue;
      for (const unit of category.units) {
        expect(convert(category.id, unit.id, category.base, 1), `${category.id}.${unit.id}`).toBeCloseTo(unit.factor, 15);
      }
    }
  });
});
