import type { Locale } from '@/i18n/locales';

/**
 * Words people type for the catalogue's newer units beyond their names and symbols (which
 * scripts/unit-names.ts adds itself): the usual spellings of torque and data rates, the Norwegian mål.
 * The older units' words are in the hand-written lexicon (lib/quick/lexicon/<locale>.ts).
 */
export const HAND_WORDS: Readonly<Record<Locale, Readonly<Record<string, readonly string[]>>>> = {
  en: {
    'torque/nm': ['nm', 'n m', 'n-m', 'newton meter', 'newton metre', 'newton metres', 'newton-metre', 'newton-metres'],
    'torque/lbft': ['lb ft', 'lb-ft', 'lbf ft', 'ft lb', 'ft-lb', 'ft lbs', 'ft-lbs', 'pound feet', 'pound-feet', 'pound foot'],
    'torque/lbin': ['lb in', 'lb-in', 'in lb', 'in-lb', 'inch pounds', 'inch-pounds', 'pound inches'],
    'torque/kgfm': ['kgm', 'kg m', 'kg-m'],
    'length/thou': ['mils'],
    'length/mil_scandinavian': ['scandinavian mile', 'scandinavian miles', 'swedish mile', 'norwegian mile'],
    'length/nmi': ['nautical mile', 'nautical miles', 'nm mile'],
    'length/ly': ['light-year', 'light-years', 'lightyear', 'lightyears'],
    'length/um': ['um', 'micron', 'microns'],
    'weight/ozt': ['ozt', 'troy oz', 'troy ounce'],
    'weight/ug': ['ug', 'mcg'],
    'weight/t': ['tonne', 'metric ton', 'metric tons'],
    'data-rate/kbps': ['kbps'],
    'data-rate/mbps': ['mbps'],
    'data-rate/gbps': ['gbps'],
    'data-rate/bps': ['bps'],
    'angular-speed/rpm': ['rev/min', 'r/min', 'revs per minute'],
    'acceleration/g0': ['g-force', 'g force', 'gs'],
    'acceleration/ms2': ['m/s2', 'm/s^2'],
    'pressure/inhg': ['in hg', 'inches hg'],
    'pressure/cmh2o': ['cm h2o', 'cm water'],
    'energy/ev': ['ev', 'electron volt', 'electron volts'],
    'energy/ftlbf': ['ft lbf', 'ft-lbf', 'foot-pound', 'foot pound', 'foot pounds'],
    'fuel/l_mil': ['l/mil', 'liters per mil', 'litres per mil'],
    'typography/pt': ['points', 'point'],
    'typography/px': ['pixel', 'pixels'],
  },
  es: {
    'torque/nm': ['newton metro', 'newtons metro'],
    'angular-speed/rpm': ['revoluciones por minuto', 'vueltas por minuto'],
    'area/daa': ['decárea', 'decáreas'],
  },
  de: {
    'torque/nm': ['newtonmeter'],
    'angular-speed/rpm': ['u/min', 'umdrehungen'],
    'weight/ozt': ['feinunze', 'feinunzen', 'troyunze', 'troyunzen'],
    'length/nmi': ['seemeile', 'seemeilen', 'sm'],
  },
  fr: {
    'torque/nm': ['newton-mètre', 'newtons-mètres', 'newton mètre'],
    'angular-speed/rpm': ['tr/min', 'tours par minute', 'tours/minute'],
    'data/kb_si': ['kilooctet décimal'],
  },
  no: {
    'area/daa': ['mål', 'maal', 'dekar', 'dekarer'],
    'length/mil_scandinavian': ['mil', 'mila', 'norsk mil', 'norske mil', 'skandinavisk mil'],
    'fuel/l_mil': ['l/mil', 'liter per mil', 'liter/mil', 'liter på mila'],
    'angular-speed/rpm': ['o/min', 'omdreininger i minuttet', 'turtall'],
    'torque/nm': ['newtonmeter', 'nm'],
  },
};
