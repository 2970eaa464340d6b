import type { CategoryPhrases } from './types';

/** Frequency units side by side, restating lib/content/facts/frequency.ts. */
export const frequencyPhrases = {
  hz: {
    what: {
      en: 'the hertz is the SI unit of frequency, one cycle or event per second',
      es: 'el hercio es la unidad SI de frecuencia, un ciclo o un suceso por segundo',
      de: 'das Hertz ist die SI-Einheit der Frequenz, eine Schwingung oder ein Ereignis pro Sekunde',
      fr: 'le hertz est l’unité SI de fréquence, un cycle ou un événement par seconde',
      no: 'hertz er SI-enheten for frekvens, én svingning eller hendelse per sekund',
    },
    where: {
      en: 'hertz give the mains frequency, {x 50 hz hz} in Europe and much of the world and {x 60 hz hz} in North America',
      es: 'los hercios dan la frecuencia de la red, {x 50 hz hz} en Europa y gran parte del mundo frente a {x 60 hz hz} en Norteamérica',
      de: 'Hertz geben die Netzfrequenz an, {x 50 hz hz} in Europa und vielen anderen Ländern, {x 60 hz hz} in Nordamerika',
      fr: 'les hertz donnent la fréquence du secteur, {x 50 hz hz} en Europe et dans de nombreux pays contre {x 60 hz hz} en Amérique du Nord',
      no: 'hertz angir nettfrekvensen, {x 50 hz hz} i Europa og mange andre land mot {x 60 hz hz} i Nord-Amerika',
    },
  },
  khz: {
    what: {
      en: 'the kilohertz (kHz) is {x 1 khz hz}',
      es: 'el kilohercio (kHz) equivale a {x 1 khz hz}',
      de: 'das Kilohertz (kHz) entspricht {x 1 khz hz}',
      fr: 'le kilohertz (kHz) vaut {x 1 khz hz}',
      no: 'en kilohertz (kHz) er {x 1 khz hz}',
    },
    where: {
      en: 'kilohertz give the frequencies of long-wave and medium-wave radio stations',
      es: 'los kilohercios indican las frecuencias de las emisoras de onda larga y onda media',
      de: 'Kilohertz bezeichnen die Frequenzen von Lang- und Mittelwellensendern',
      fr: 'les kilohertz donnent les fréquences des radios en grandes ondes et en ondes moyennes',
      no: 'kilohertz angir frekvensene til radiostasjoner på langbølge og mellombølge',
    },
  },
  mhz: {
    what: {
      en: 'the megahertz (MHz) is a million cycles per second, exactly {x 1 mhz khz}',
      es: 'el megahercio (MHz) es un millón de ciclos por segundo, exactamente {x 1 mhz khz}',
      de: 'das Megahertz (MHz) ist eine Million Schwingungen pro Sekunde, genau {x 1 mhz khz}',
      fr: 'le mégahertz (MHz) vaut un million de cycles par seconde, soit exactement {x 1 mhz khz}',
      no: 'en megahertz (MHz) er en million svingninger per sekund, nøyaktig {x 1 mhz khz}',
    },
    where: {
      en: 'megahertz tune European FM radio, from {x 87.5 mhz mhz} to {x 108 mhz mhz}',
      es: 'los megahercios sintonizan la radio FM europea, de {x 87.5 mhz mhz} a {x 108 mhz mhz}',
      de: 'Megahertz bezeichnen die UKW-Sender in Europa, von {x 87.5 mhz mhz} bis {x 108 mhz mhz}',
      fr: 'les mégahertz repèrent la radio FM en Europe, de {x 87.5 mhz mhz} à {x 108 mhz mhz}',
      no: 'megahertz angir FM-radio i Europa, fra {x 87.5 mhz mhz} til {x 108 mhz mhz}',
    },
  },
  ghz: {
    what: {
      en: 'the gigahertz (GHz) is a billion cycles per second, exactly {x 1 ghz mhz}',
      es: 'el gigahercio (GHz) es mil millones de ciclos por segundo, exactamente {x 1 ghz mhz}',
      de: 'das Gigahertz (GHz) ist eine Milliarde Schwingungen pro Sekunde, genau {x 1 ghz mhz}',
      fr: 'le gigahertz (GHz) vaut un milliard de cycles par seconde, soit exactement {x 1 ghz mhz}',
      no: 'en gigahertz (GHz) er en milliard svingninger per sekund, nøyaktig {x 1 ghz mhz}',
    },
    where: {
      en: 'gigahertz mark the band from {x 2.4 ghz ghz} to {x 2.5 ghz ghz} that Wi-Fi and Bluetooth share',
      es: 'los gigahercios marcan la banda de {x 2.4 ghz ghz} a {x 2.5 ghz ghz} que comparten el wifi y el Bluetooth',
      de: 'Gigahertz begrenzen das Band von {x 2.4 ghz ghz} bis {x 2.5 ghz ghz}, das sich WLAN und Bluetooth teilen',
      fr: 'les gigahertz délimitent la bande de {x 2.4 ghz ghz} à {x 2.5 ghz ghz} que partagent le Wi-Fi et le Bluetooth',
      no: 'gigahertz avgrenser båndet fra {x 2.4 ghz ghz} til {x 2.5 ghz ghz} som Wi-Fi og Bluetooth deler',
    },
  },
  thz: {
    what: {
      en: 'the terahertz (THz) is {x 1 thz ghz}',
      es: 'el terahercio (THz) equivale a {x 1 thz ghz}',
      de: 'das Terahertz (THz) entspricht {x 1 thz ghz}',
      fr: 'le térahertz (THz) vaut {x 1 thz ghz}',
      no: 'en terahertz (THz) er {x 1 thz ghz}',
    },
    where: {
      en: 'terahertz frequencies border on the infrared, past the {x 3 thz thz} where the ITU stops counting radio waves',
      es: 'los terahercios lindan con el infrarrojo, más allá de los {x 3 thz thz} en los que la UIT deja de contar ondas de radio',
      de: 'Terahertz-Frequenzen grenzen an das Infrarot, jenseits der {x 3 thz thz}, bis zu denen die ITU von Funkwellen spricht',
      fr: 'les térahertz confinent à l’infrarouge, au-delà des {x 3 thz thz} où l’UIT cesse de parler d’ondes radioélectriques',
      no: 'terahertzfrekvenser grenser mot infrarødt, forbi de {x 3 thz thz} der ITU slutter å regne med radiobølger',
    },
  },
  per_min: {
    what: {
      en: 'once a minute is a sixtieth of a hertz, about {q 1 per_min hz}',
      es: 'una vez por minuto es la sexagésima parte de un hercio, unos {q 1 per_min hz}',
      de: 'einmal pro Minute ist ein Sechzigstel Hertz, etwa {q 1 per_min hz}',
      fr: 'une fois par minute correspond au soixantième d’un hertz, soit environ {q 1 per_min hz}',
      no: 'én gang i minuttet er en sekstidel hertz, omtrent {q 1 per_min hz}',
    },
    where: {
      en: 'rates per minute suit what people count by hand, such as a pulse, the minute being accepted for use with the SI',
      es: 'las frecuencias por minuto sirven para lo que se cuenta a mano, como el pulso, pues el minuto se acepta junto al SI',
      de: 'Raten pro Minute passen zu dem, was man von Hand zählt, etwa dem Puls, da die Minute neben dem SI zugelassen ist',
      fr: 'les fréquences par minute servent à ce que l’on compte à la main, comme le pouls, la minute étant admise avec le SI',
      no: 'frekvenser per minutt passer for det man teller for hånd, som pulsen, siden minuttet er godkjent for bruk med SI',
    },
  },
  per_hour: {
    what: {
      en: 'once an hour is a sixtieth of once a minute, about {q 1 per_hour hz}',
      es: 'una vez por hora es la sexagésima parte de una vez por minuto, unos {q 1 per_hour hz}',
      de: 'einmal pro Stunde ist ein Sechzigstel von einmal pro Minute, etwa {q 1 per_hour hz}',
      fr: 'une fois par heure correspond au soixantième d’une fois par minute, soit environ {q 1 per_hour hz}',
      no: 'én gang i timen er en sekstidel av én gang i minuttet, omtrent {q 1 per_hour hz}',
    },
    where: {
      en: 'rates per hour suit slow counts such as traffic or dosing intervals, the hour being accepted for use with the SI',
      es: 'las frecuencias por hora sirven para recuentos lentos, como los aforos de tráfico, pues la hora se acepta junto al SI',
      de: 'Raten pro Stunde passen zu langsamen Zählungen wie Verkehrszählungen, da die Stunde neben dem SI zugelassen ist',
      fr: 'les fréquences par heure servent aux comptages lents, comme ceux du trafic, l’heure étant admise avec le SI',
      no: 'frekvenser per time passer for langsomme tellinger som trafikktellinger, siden timen er godkjent for bruk med SI',
    },
  },
} as const satisfies CategoryPhrases;
