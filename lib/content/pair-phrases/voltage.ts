import type { CategoryPhrases } from './types';

/** Voltage units side by side, restating lib/content/facts/voltage.ts. */
export const voltagePhrases = {
  v: {
    what: {
      en: 'the volt is the SI unit of electric potential difference, one watt of power for each ampere of current',
      es: 'el voltio es la unidad SI de diferencia de potencial eléctrico, un vatio de potencia por cada amperio de corriente',
      de: 'das Volt ist die SI-Einheit der elektrischen Spannung, ein Watt Leistung je Ampere Stromstärke',
      fr: 'le volt est l’unité SI de différence de potentiel électrique, un watt de puissance par ampère de courant',
      no: 'volt er SI-enheten for elektrisk spenning, én watt effekt per ampere strøm',
    },
    where: {
      en: 'volts measure the mains, with {x 230 v v} at sockets in Europe and {x 120 v v} in North America',
      es: 'los voltios miden la red, con {x 230 v v} en los enchufes de Europa y {x 120 v v} en Norteamérica',
      de: 'Volt messen die Netzspannung, mit {x 230 v v} an Steckdosen in Europa und {x 120 v v} in Nordamerika',
      fr: 'les volts mesurent le secteur, avec {x 230 v v} aux prises en Europe et {x 120 v v} en Amérique du Nord',
      no: 'volt måler nettspenningen, med {x 230 v v} i stikkontakter i Europa og {x 120 v v} i Nord-Amerika',
    },
  },
  mv: {
    what: {
      en: 'the millivolt (mV) is a thousandth of a volt',
      es: 'el milivoltio (mV) es una milésima de voltio',
      de: 'das Millivolt (mV) ist ein Tausendstel Volt',
      fr: 'le millivolt (mV) est un millième de volt',
      no: 'en millivolt (mV) er en tusendel volt',
    },
    where: {
      en: 'millivolts measure the heart’s electrical signals, one of them drawn as ten millimeters on an ECG',
      es: 'los milivoltios miden las señales eléctricas del corazón, que el electrocardiógrafo dibuja a diez milímetros por milivoltio',
      de: 'Millivolt messen die elektrischen Signale des Herzens, die ein EKG-Gerät mit zehn Millimetern je Millivolt zeichnet',
      fr: 'les millivolts mesurent les signaux électriques du cœur, qu’un électrocardiographe trace à dix millimètres par millivolt',
      no: 'millivolt måler hjertets elektriske signaler, som EKG-apparater tegner med ti millimeter per millivolt',
    },
  },
  uv: {
    what: {
      en: 'the microvolt (µV) is a millionth of a volt, exactly {x 1 uv mv}',
      es: 'el microvoltio (µV) es una millonésima de voltio, exactamente {x 1 uv mv}',
      de: 'das Mikrovolt (µV) ist ein Millionstel Volt, genau {x 1 uv mv}',
      fr: 'le microvolt (µV) est un millionième de volt, soit exactement {x 1 uv mv}',
      no: 'en mikrovolt (µV) er en milliondel volt, nøyaktig {x 1 uv mv}',
    },
    where: {
      en: 'microvolts list the voltage of thermocouples at each temperature in their reference tables',
      es: 'los microvoltios dan en las tablas de referencia la tensión de los termopares a cada temperatura',
      de: 'Mikrovolt geben in Referenztabellen die Spannung von Thermoelementen bei jeder Temperatur an',
      fr: 'les microvolts donnent dans les tables de référence la tension des thermocouples à chaque température',
      no: 'mikrovolt angir i referansetabeller spenningen fra termoelementer ved hver temperatur',
    },
  },
  kv: {
    what: {
      en: 'the kilovolt (kV) is {x 1 kv v}',
      es: 'el kilovoltio (kV) equivale a {x 1 kv v}',
      de: 'das Kilovolt (kV) entspricht {x 1 kv v}',
      fr: 'le kilovolt (kV) vaut {x 1 kv v}',
      no: 'en kilovolt (kV) er {x 1 kv v}',
    },
    where: {
      en: 'kilovolts carry electricity through the grid before being stepped down to mains voltage',
      es: 'los kilovoltios son la tensión con la que la electricidad recorre las redes antes de reducirse a la doméstica',
      de: 'Kilovolt treiben den Strom durch die Netze, bevor er auf Netzspannung heruntertransformiert wird',
      fr: 'les kilovolts portent l’électricité dans les réseaux avant son abaissement à la tension du secteur',
      no: 'kilovolt fører strømmen gjennom nettet før den transformeres ned til nettspenning',
    },
  },
  megavolt: {
    what: {
      en: 'the megavolt (MV) is a million volts, exactly {x 1 megavolt kv}',
      es: 'el megavoltio (MV) es un millón de voltios, exactamente {x 1 megavolt kv}',
      de: 'das Megavolt (MV) ist eine Million Volt, genau {x 1 megavolt kv}',
      fr: 'le mégavolt (MV) vaut un million de volts, soit exactement {x 1 megavolt kv}',
      no: 'en megavolt (MV) er en million volt, nøyaktig {x 1 megavolt kv}',
    },
    where: {
      en: 'megavolts are nearly reached by the largest grids, whose highest standard AC voltage is {x 1200 kv megavolt}',
      es: 'los megavoltios casi se alcanzan en las mayores redes, cuya tensión normalizada más alta en alterna es {x 1200 kv megavolt}',
      de: 'Megavolt erreichen die größten Netze beinahe, deren höchste genormte Wechselspannung {x 1200 kv megavolt} beträgt',
      fr: 'les mégavolts sont presque atteints par les plus grands réseaux, dont la plus haute tension alternative normalisée est de {x 1200 kv megavolt}',
      no: 'megavolt nås nesten i de største kraftnettene, der den høyeste standardiserte vekselspenningen er {x 1200 kv megavolt}',
    },
  },
  abvolt: {
    what: {
      en: 'the abvolt is the electromagnetic CGS unit of voltage, exactly {x 1 abvolt uv}',
      es: 'el abvoltio es la unidad electromagnética CGS de tensión, exactamente {x 1 abvolt uv}',
      de: 'das Abvolt ist die elektromagnetische CGS-Einheit der Spannung, genau {x 1 abvolt uv}',
      fr: 'l’abvolt est l’unité électromagnétique CGS de tension, soit exactement {x 1 abvolt uv}',
      no: 'abvolt er den elektromagnetiske CGS-enheten for spenning, nøyaktig {x 1 abvolt uv}',
    },
    where: {
      en: 'abvolts survive only in older physics literature, as NIST advises against CGS units beside the SI',
      es: 'los abvoltios solo sobreviven en textos de física antiguos, pues el NIST desaconseja las unidades CGS junto al SI',
      de: 'Abvolt finden sich nur noch in älterer Physikliteratur, da das NIST von CGS-Einheiten neben dem SI abrät',
      fr: 'les abvolts ne survivent que dans d’anciens textes de physique, le NIST déconseillant les unités CGS avec le SI',
      no: 'abvolt lever bare videre i eldre fysikklitteratur, siden NIST fraråder CGS-enheter sammen med SI',
    },
  },
  statvolt: {
    what: {
      en: 'the statvolt is the electrostatic CGS unit of voltage, exactly {x 1 statvolt v}',
      es: 'el statvoltio es la unidad electrostática CGS de tensión, exactamente {x 1 statvolt v}',
      de: 'das Statvolt ist die elektrostatische CGS-Einheit der Spannung, genau {x 1 statvolt v}',
      fr: 'le statvolt est l’unité électrostatique CGS de tension, soit exactement {x 1 statvolt v}',
      no: 'statvolt er den elektrostatiske CGS-enheten for spenning, nøyaktig {x 1 statvolt v}',
    },
    where: {
      en: 'statvolts live on in older physics texts and Gaussian units, though NIST advises against mixing CGS units with the SI',
      es: 'los statvoltios perviven en textos de física antiguos y en el sistema gaussiano, aunque el NIST desaconseja mezclar unidades CGS con el SI',
      de: 'Statvolt finden sich in älterer Physikliteratur und im Gaußschen System, obwohl das NIST vom Mischen mit dem SI abrät',
      fr: 'les statvolts survivent dans d’anciens textes de physique et le système gaussien, bien que le NIST déconseille de mêler unités CGS et SI',
      no: 'statvolt lever videre i eldre fysikklitteratur og gaussiske enheter, selv om NIST fraråder å blande CGS-enheter med SI',
    },
  },
} as const satisfies CategoryPhrases;
