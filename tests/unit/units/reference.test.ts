import { describe, expect, it } from 'vitest';
import { categories, convert, type CategoryId } from '@/lib/units';

/**
 * Every linear unit against an independent reference: each unit's size in its category's base,
 * built here from the definitions NIST SP 811 (2008 edition, Appendix B.8 and B.9, factors marked
 * exact) and the SI Brochure (9th edition, 2019: exact c, e, N_A) give, the way GNU units'
 * definitions.units composes them, and never from the catalogue's factors. Typed once, in SI.
 */

// Length (NIST SP 811 B.8: inch 2.54E-02 m exact; the survey-free international foot, yard and mile)
const inch = 0.0254;
const ft = 12 * inch;
const yd = 3 * ft;
const mi = 5280 * ft;
const nmi = 1852; // NIST: nautical mile, 1.852E+03 m exact
const au = 149597870700; // IAU 2012 Resolution B2, exact
const c = 299792458; // SI, exact
const julianYear = 365.25 * 86400;
// Mass (NIST: pound avoirdupois 4.5359237E-01 kg exact; grain 1/7000 lb; troy ounce 480 grains)
const lb = 0.45359237;
const grain = lb / 7000;
const ozTroy = 480 * grain;
const g0 = 9.80665; // NIST: standard acceleration of gravity, exact
const lbf = lb * g0;
// Volume (NIST: gallon [US] 231 in³ exact; gallon [UK] 4.54609 L exact)
const litre = 1e-3;
const galUS = 231 * inch ** 3;
const galUK = 4.54609e-3;
const btu = 1055.05585262; // NIST: British thermal unit (IT), exact
const mmHg = 13.5951 * g0 * 1000 * 1e-3; // conventional mercury, 13 595.1 kg/m³ × g₀ × 1 mm
const e = 1.602176634e-19; // SI, exact
const NA = 6.02214076e23; // SI, exact
const day = 86400;
const gregorianYear = 365.2425 * day;
const cssInch = 96; // CSS Values 4: 1in = 96px

/** Sizes in the category's base unit (m, kg, L, m², m/s, s, Pa, J, W, N, rad, byte, bit/s, …). */
const REFERENCE: Partial<Record<CategoryId, Readonly<Record<string, number>>>> = {
  length: {
    mm: 1e-3,
    cm: 1e-2,
    m: 1,
    km: 1e3,
    in: inch,
    ft,
    yd,
    mi,
    ft_in: ft,
    nm: 1e-9,
    um: 1e-6,
    dm: 0.1,
    angstrom: 1e-10,
    mil_scandinavian: 1e4,
    thou: inch / 1000,
    hand: 4 * inch,
    fathom: 6 * ft,
    rod: 16.5 * ft,
    chain: 66 * ft,
    furlong: 660 * ft,
    league: 3 * mi,
    nmi,
    au,
    ly: c * julianYear,
    pc: (648000 / Math.PI) * au,
  },
  weight: {
    mg: 1e-6,
    g: 1e-3,
    kg: 1,
    oz: lb / 16,
    lb,
    st: 14 * lb,
    lb_oz: lb,
    st_lb: 14 * lb,
    ug: 1e-9,
    t: 1000,
    ct: 2e-4,
    gr: grain,
    dr: lb / 256,
    ton_us: 2000 * lb,
    ton_uk: 2240 * lb,
    cwt_us: 100 * lb,
    cwt_uk: 112 * lb,
    ozt: ozTroy,
    lbt: 12 * ozTroy,
    dwt: 24 * grain,
  },
  volume: {
    ml: 1e-3,
    l: 1,
    gal_us: galUS / litre,
    gal_uk: galUK / litre,
    cup_us: galUS / 16 / litre,
    fl_oz_us: galUS / 128 / litre,
    fl_oz_uk: galUK / 160 / litre,
    tsp: galUS / 768 / litre,
    tbsp: galUS / 256 / litre,
    cl: 1e-2,
    dl: 0.1,
    hl: 100,
    cm3: 1e-3,
    m3: 1000,
    cup_metric: 0.25,
    tsp_metric: 5e-3,
    tbsp_metric: 15e-3,
    gi_us: galUS / 32 / litre,
    pt_us: galUS / 8 / litre,
    qt_us: galUS / 4 / litre,
    in3: inch ** 3 / litre,
    ft3: ft ** 3 / litre,
    yd3: yd ** 3 / litre,
    bu_us: (2150.42 * inch ** 3) / litre,
    gi_uk: galUK / 32 / litre,
    pt_uk: galUK / 8 / litre,
    qt_uk: galUK / 4 / litre,
    bu_uk: (8 * galUK) / litre,
    bbl_oil: (42 * galUS) / litre,
    acre_ft: (43560 * ft ** 2 * ft) / litre,
  },
  area: {
    mm2: 1e-6,
    cm2: 1e-4,
    m2: 1,
    ha: 1e4,
    km2: 1e6,
    in2: inch ** 2,
    ft2: ft ** 2,
    ac: 43560 * ft ** 2,
    a: 100,
    daa: 1000,
    yd2: yd ** 2,
    mi2: mi ** 2,
  },
  speed: {
    ms: 1,
    kmh: 1000 / 3600,
    mph: mi / 3600,
    fts: ft,
    knot: nmi / 3600,
    kms: 1000,
    cms: 0.01,
    ins: inch,
    ftmin: ft / 60,
    mach: 340.294, // ICAO Standard Atmosphere (Doc 7488/3): speed of sound at sea level, 15 °C
    c,
  },
  time: {
    ns: 1e-9,
    ms: 1e-3,
    s: 1,
    min: 60,
    hr: 3600,
    day,
    week: 7 * day,
    month: gregorianYear / 12,
    year: gregorianYear,
    ps: 1e-12,
    us: 1e-6,
    fortnight: 14 * day,
    decade: 10 * gregorianYear,
    century: 100 * gregorianYear,
    millennium: 1000 * gregorianYear,
  },
  pressure: {
    pa: 1,
    kpa: 1e3,
    bar: 1e5,
    psi: lbf / inch ** 2,
    atm: 101325,
    mmhg: mmHg,
    hpa: 100,
    mbar: 100,
    mpa: 1e6,
    cmh2o: 1000 * g0 * 0.01,
    at: g0 * 1e4,
    torr: 101325 / 760,
    inhg: 25.4 * mmHg,
    inh2o: 1000 * g0 * inch,
    ksi: (1000 * lbf) / inch ** 2,
  },
  energy: {
    j: 1,
    kj: 1e3,
    kwh: 3.6e6,
    kcal: 4184,
    btu,
    mj: 1e6,
    cal: 4.184,
    wh: 3600,
    mwh: 3.6e9,
    erg: 1e-7,
    ev: e,
    therm: 1e5 * btu, // 100 000 IT Btu (the EC therm of Directive 80/181/EEC, 105.506 MJ)
    ftlbf: ft * lbf,
  },
  power: {
    w: 1,
    kw: 1e3,
    hp: 75 * g0,
    btuh: btu / 3600,
    mw: 1e6,
    kcalh: 4184 / 3600,
    hp_mech: 550 * ft * lbf,
    ftlbfs: ft * lbf,
    ton_refrigeration: (12000 * btu) / 3600,
  },
  force: { n: 1, kgf: g0, lbf, kn: 1e3, dyn: 1e-5, tf: 1000 * g0, ozf: lbf / 16, pdl: lb * ft, kip: 1000 * lbf },
  angle: {
    rad: 1,
    deg: Math.PI / 180,
    grad: Math.PI / 200,
    arcmin: Math.PI / 10800,
    arcsec: Math.PI / 648000,
    turn: 2 * Math.PI,
    mil_nato: (2 * Math.PI) / 6400,
    mrad: 1e-3,
  },
  data: {
    bit: 1 / 8,
    byte: 1,
    kb: 2 ** 10,
    mb: 2 ** 20,
    gb: 2 ** 30,
    tb: 2 ** 40,
    kb_si: 1e3,
    mb_si: 1e6,
    gb_si: 1e9,
    tb_si: 1e12,
    nibble: 0.5,
    pb: 2 ** 50,
    pb_si: 1e15,
    kbit: 1e3 / 8,
    mbit: 1e6 / 8,
    gbit: 1e9 / 8,
    kib: 2 ** 10,
    mib: 2 ** 20,
    gib: 2 ** 30,
    tib: 2 ** 40,
    pib: 2 ** 50,
  },
  'data-rate': {
    bps: 1,
    kbps: 1e3,
    mbps: 1e6,
    gbps: 1e9,
    tbps: 1e12,
    byte_s: 8,
    kbyte_s: 8e3,
    mbyte_s: 8e6,
    gbyte_s: 8e9,
    kibps: 2 ** 10,
    mibps: 2 ** 20,
    kib_s: 8 * 2 ** 10,
    mib_s: 8 * 2 ** 20,
    gib_s: 8 * 2 ** 30,
  },
  torque: {
    nm: 1,
    knm: 1e3,
    ncm: 1e-2,
    kgfm: g0,
    kgfcm: g0 / 100,
    dyncm: 1e-7,
    lbft: lbf * ft,
    lbin: lbf * inch,
    ozin: (lbf / 16) * inch,
  },
  density: {
    kgm3: 1,
    gcm3: 1000,
    kgl: 1000,
    gl: 1,
    mgl: 1e-3,
    tm3: 1000,
    lbft3: lb / ft ** 3,
    lbin3: lb / inch ** 3,
    lbgal_us: lb / galUS,
    ozin3: lb / 16 / inch ** 3,
    lbgal_uk: lb / galUK,
  },
  flow: {
    m3s: 1,
    m3h: 1 / 3600,
    ls: 1e-3,
    lmin: 1e-3 / 60,
    lh: 1e-3 / 3600,
    mlmin: 1e-6 / 60,
    gpm_us: galUS / 60,
    gph_us: galUS / 3600,
    cfm: ft ** 3 / 60,
    cfs: ft ** 3,
    gpm_uk: galUK / 60,
    bbld: (42 * galUS) / day,
  },
  acceleration: { ms2: 1, g0, cms2: 0.01, mgal: 1e-5, kmhs: 1000 / 3600, fts2: ft, ins2: inch, mphs: mi / 3600 },
  frequency: { hz: 1, khz: 1e3, mhz: 1e6, ghz: 1e9, thz: 1e12, per_min: 1 / 60, per_hour: 1 / 3600 },
  'angular-speed': {
    rads: 1,
    radmin: 1 / 60,
    rpm: (2 * Math.PI) / 60,
    rps: 2 * Math.PI,
    rph: (2 * Math.PI) / 3600,
    degs: Math.PI / 180,
    degmin: Math.PI / 180 / 60,
  },
  current: { a: 1, ma: 1e-3, ua: 1e-6, na: 1e-9, ka: 1e3, abampere: 10, statampere: 1 / (10 * c) },
  voltage: { v: 1, mv: 1e-3, uv: 1e-6, kv: 1e3, megavolt: 1e6, abvolt: 1e-8, statvolt: c * 1e-6 },
  resistance: {
    ohm: 1,
    milliohm: 1e-3,
    microohm: 1e-6,
    kohm: 1e3,
    megohm: 1e6,
    gohm: 1e9,
    abohm: 1e-9,
    statohm: c * c * 1e-5,
  },
  charge: {
    c: 1,
    mc: 1e-3,
    uc: 1e-6,
    nc: 1e-9,
    ah: 3600,
    mah: 3.6,
    e,
    faraday: e * NA,
    abcoulomb: 10,
    statcoulomb: 1 / (10 * c),
  },
  illuminance: { lx: 1, klx: 1e3, ph: 1e4, nox: 1e-3, fc: 1 / ft ** 2, lmin2: 1 / inch ** 2 },
  typography: {
    px: 1,
    pt: cssInch / 72,
    pica: cssInch / 6,
    em: 16,
    twip: cssInch / 1440,
    in: cssInch,
    mm: cssInch / 25.4,
    cm: cssInch / 2.54,
    q: cssInch / 101.6,
  },
};

const TOLERANCE = 1e-12;

const linear = categories.filter((category) => category.kind === 'linear');

function relativeError(actual: number, expected: number): number {
  return Math.abs(actual - expected) / Math.abs(expected);
}

describe('every linear unit against NIST SP 811 and the SI definitions', () => {
  it('has a reference for every unit of every linear category, and for nothing else', () => {
    for (const category of linear) {
      const ids: readonly string[] = category.units.map((unit) => unit.id);
      expect(Object.keys(REFERENCE[category.id] ?? {}).sort(), category.id).toEqual([...ids].sort());
    }
  });

  it.each(linear.map((category) => category.id))('converts each %s unit to its base within 1e-12 of the reference', (id) => {
    const reference = REFERENCE[id]!;
    const base = categories.find((category) => category.id === id)!.base;
    for (const [unit, size] of Object.entries(reference)) {
      expect(relativeError(Number(convert(id as never, unit, base, 1)), size), `${id}.${unit}`).toBeLessThanOrEqual(TOLERANCE);
    }
  });

  it.each(linear.map((category) => category.id))('converts between every two %s units within 1e-12 of the references’ ratio', (id) => {
    const reference = REFERENCE[id]!;
    for (const [from, fromSize] of Object.entries(reference)) {
      for (const [to, toSize] of Object.entries(reference)) {
        const error = relativeError(Number(convert(id as never, from, to, 1)), fromSize / toSize);
        expect(error, `${id}: ${from} → ${to}`).toBeLessThanOrEqual(TOLERANCE);
      }
    }
  });
});
