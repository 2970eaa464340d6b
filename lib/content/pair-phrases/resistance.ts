import type { CategoryPhrases } from './types';

/** Resistance units side by side, restating lib/content/facts/resistance.ts. */
export const resistancePhrases = {
  ohm: {
    what: {
      en: 'the ohm is the SI unit of electrical resistance, through which one volt drives one ampere',
      es: 'el ohmio es la unidad SI de resistencia eléctrica, a través de la cual un voltio hace pasar un amperio',
      de: 'das Ohm ist die SI-Einheit des elektrischen Widerstands, durch das ein Volt ein Ampere treibt',
      fr: 'l’ohm est l’unité SI de résistance électrique, à travers laquelle un volt fait passer un ampère',
      no: 'ohm er SI-enheten for elektrisk resistans, der én volt driver én ampere gjennom én ohm',
    },
    where: {
      en: 'ohms mark the value of resistors, in colored bands or short codes of digits and letters',
      es: 'los ohmios marcan el valor de las resistencias, con bandas de colores o códigos cortos de cifras y letras',
      de: 'Ohm geben den Wert von Widerständen an, als Farbringe oder als kurzer Code aus Ziffern und Buchstaben',
      fr: 'les ohms marquent la valeur des résistances, en anneaux de couleur ou en codes courts de chiffres et de lettres',
      no: 'ohm angir verdien på motstander, med fargeringer eller korte koder av sifre og bokstaver',
    },
  },
  milliohm: {
    what: {
      en: 'the milliohm (mΩ) is a thousandth of an ohm',
      es: 'el miliohmio (mΩ) es una milésima de ohmio',
      de: 'das Milliohm (mΩ) ist ein Tausendstel Ohm',
      fr: 'le milliohm (mΩ) est un millième d’ohm',
      no: 'en milliohm (mΩ) er en tusendel ohm',
    },
    where: {
      en: 'milliohms give the internal resistance of battery cells',
      es: 'los miliohmios expresan la resistencia interna de las celdas de batería',
      de: 'Milliohm geben den Innenwiderstand von Akkuzellen an',
      fr: 'les milliohms expriment la résistance interne des cellules de batterie',
      no: 'milliohm angir den indre resistansen i battericeller',
    },
  },
  microohm: {
    what: {
      en: 'the microohm (µΩ) is a millionth of an ohm, exactly {x 1 microohm milliohm}',
      es: 'el microohmio (µΩ) es una millonésima de ohmio, exactamente {x 1 microohm milliohm}',
      de: 'das Mikroohm (µΩ) ist ein Millionstel Ohm, genau {x 1 microohm milliohm}',
      fr: 'le microhm (µΩ) est un millionième d’ohm, soit exactement {x 1 microohm milliohm}',
      no: 'en mikroohm (µΩ) er en milliondel ohm, nøyaktig {x 1 microohm milliohm}',
    },
    where: {
      en: 'microohms measure the main-circuit resistance of high-voltage switchgear through its contacts and joints',
      es: 'los microohmios miden la resistencia del circuito principal de la aparamenta de alta tensión, con contactos y uniones',
      de: 'Mikroohm messen den Widerstand des Hauptstromkreises von Hochspannungsschaltgeräten über Kontakte und Verbindungen',
      fr: 'les microhms mesurent la résistance du circuit principal de l’appareillage haute tension, contacts et jonctions compris',
      no: 'mikroohm måler resistansen i hovedstrømkretsen til høyspenningsbrytere, gjennom kontakter og skjøter',
    },
  },
  kohm: {
    what: {
      en: 'the kiloohm (kΩ) is {x 1 kohm ohm}',
      es: 'el kiloohmio (kΩ) equivale a {x 1 kohm ohm}',
      de: 'das Kiloohm (kΩ) entspricht {x 1 kohm ohm}',
      fr: 'le kilohm (kΩ) vaut {x 1 kohm ohm}',
      no: 'en kiloohm (kΩ) er {x 1 kohm ohm}',
    },
    where: {
      en: 'kiloohms take the letter K in resistor codes, where the K doubles as the decimal point',
      es: 'los kiloohmios llevan la letra K en los códigos de resistencias, donde la K hace a la vez de coma decimal',
      de: 'Kiloohm tragen in Widerstandscodes den Buchstaben K, der zugleich das Dezimalkomma ersetzt',
      fr: 'les kilohms prennent la lettre K dans les codes de résistances, où le K sert en même temps de virgule',
      no: 'kiloohm får bokstaven K i motstandskoder, der K samtidig står i stedet for desimalkommaet',
    },
  },
  megohm: {
    what: {
      en: 'the megaohm (MΩ) is a million ohms, exactly {x 1 megohm kohm}',
      es: 'el megaohmio (MΩ) es un millón de ohmios, exactamente {x 1 megohm kohm}',
      de: 'das Megaohm (MΩ) ist eine Million Ohm, genau {x 1 megohm kohm}',
      fr: 'le mégohm (MΩ) vaut un million d’ohms, soit exactement {x 1 megohm kohm}',
      no: 'en megaohm (MΩ) er en million ohm, nøyaktig {x 1 megohm kohm}',
    },
    where: {
      en: 'megaohms measure the insulation resistance of wiring when electricians verify an installation',
      es: 'los megaohmios miden la resistencia de aislamiento del cableado cuando los electricistas verifican una instalación',
      de: 'Megaohm messen bei der Prüfung einer Anlage den Isolationswiderstand der Leitungen',
      fr: 'les mégohms mesurent la résistance d’isolement du câblage lors de la vérification d’une installation',
      no: 'megaohm måler isolasjonsresistansen i ledningsnettet når elektrikere kontrollerer et anlegg',
    },
  },
  gohm: {
    what: {
      en: 'the gigaohm (GΩ) is a billion ohms, exactly {x 1 gohm megohm}',
      es: 'el gigaohmio (GΩ) son mil millones de ohmios, exactamente {x 1 gohm megohm}',
      de: 'das Gigaohm (GΩ) ist eine Milliarde Ohm, genau {x 1 gohm megohm}',
      fr: 'le gigohm (GΩ) vaut un milliard d’ohms, soit exactement {x 1 gohm megohm}',
      no: 'en gigaohm (GΩ) er en milliard ohm, nøyaktig {x 1 gohm megohm}',
    },
    where: {
      en: 'gigaohms are where insulation in good condition often reads, far above the tested minimum',
      es: 'los gigaohmios son los valores que a menudo da un aislamiento en buen estado, muy por encima del mínimo exigido',
      de: 'Gigaohm erreichen intakte Isolierungen oft, weit über dem bei der Prüfung verlangten Mindestwert',
      fr: 'les gigohms sont souvent atteints par un isolant sain, bien au-delà du minimum exigé',
      no: 'gigaohm er ofte det god isolasjon måler, langt over minstekravet ved kontroll',
    },
  },
  abohm: {
    what: {
      en: 'the abohm is the electromagnetic CGS unit of resistance, exactly {x 1 abohm microohm}',
      es: 'el abohmio es la unidad electromagnética CGS de resistencia, exactamente {x 1 abohm microohm}',
      de: 'das Abohm ist die elektromagnetische CGS-Einheit des Widerstands, genau {x 1 abohm microohm}',
      fr: 'l’abohm est l’unité électromagnétique CGS de résistance, soit exactement {x 1 abohm microohm}',
      no: 'abohm er den elektromagnetiske CGS-enheten for resistans, nøyaktig {x 1 abohm microohm}',
    },
    where: {
      en: 'abohms survive only in older physics literature, as NIST advises against CGS units beside the SI',
      es: 'los abohmios solo sobreviven en textos de física antiguos, pues el NIST desaconseja las unidades CGS junto al SI',
      de: 'Abohm finden sich nur noch in älterer Physikliteratur, da das NIST von CGS-Einheiten neben dem SI abrät',
      fr: 'les abohms ne survivent que dans d’anciens textes de physique, le NIST déconseillant les unités CGS avec le SI',
      no: 'abohm lever bare videre i eldre fysikklitteratur, siden NIST fraråder CGS-enheter sammen med SI',
    },
  },
  statohm: {
    what: {
      en: 'the statohm is the electrostatic CGS unit of resistance, about {q 1 statohm gohm}',
      es: 'el statohmio es la unidad electrostática CGS de resistencia, unos {q 1 statohm gohm}',
      de: 'das Statohm ist die elektrostatische CGS-Einheit des Widerstands, etwa {q 1 statohm gohm}',
      fr: 'le statohm est l’unité électrostatique CGS de résistance, soit environ {q 1 statohm gohm}',
      no: 'statohm er den elektrostatiske CGS-enheten for resistans, omtrent {q 1 statohm gohm}',
    },
    where: {
      en: 'statohms appear only in older physics texts, since NIST advises against mixing CGS units with the SI',
      es: 'los statohmios aparecen solo en textos de física antiguos, ya que el NIST desaconseja mezclar unidades CGS con el SI',
      de: 'Statohm stehen nur in älteren Physiktexten, weil das NIST davon abrät, CGS-Einheiten mit dem SI zu mischen',
      fr: 'les statohms n’apparaissent que dans d’anciens textes de physique, car le NIST déconseille de mêler unités CGS et SI',
      no: 'statohm forekommer bare i eldre fysikktekster, fordi NIST fraråder å blande CGS-enheter med SI',
    },
  },
} as const satisfies CategoryPhrases;
