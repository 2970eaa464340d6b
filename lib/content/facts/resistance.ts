import type { CategoryFacts } from './types';

/**
 * Resistance units: the ohm and its multiples, each placed where it is measured (resistor codes,
 * battery cells, switchgear contacts, insulation tests), and the two CGS units kept for old texts.
 */
export const resistanceFacts = {
  ohm: {
    definition: {
      en: 'The ohm is the SI unit of electrical resistance: one volt of voltage drives one ampere through one ohm.',
      es: 'El ohmio es la unidad SI de resistencia eléctrica: un voltio hace pasar un amperio a través de un ohmio.',
      de: 'Das Ohm ist die SI-Einheit des elektrischen Widerstands: Ein Volt treibt durch ein Ohm einen Strom von einem Ampere.',
      fr: 'L’ohm est l’unité SI de résistance électrique\u00a0: une tension d’un volt fait passer un ampère à travers un ohm.',
      no: 'Ohm er SI-enheten for elektrisk resistans: én volt driver én ampere gjennom én ohm.',
    },
    definitionSource: { id: 'si-brochure', at: 'Table 4' },
    use: {
      en: 'Resistors are marked with their resistance in ohms, either by colored bands or by short codes of digits and letters.',
      es: 'Las resistencias llevan marcado su valor en ohmios, con bandas de colores o con códigos cortos de cifras y letras.',
      de: 'Widerstände tragen ihren Wert in Ohm, entweder als Farbringe oder als kurzer Code aus Ziffern und Buchstaben.',
      fr: 'Les résistances portent leur valeur en ohms, sous forme d’anneaux de couleur ou de codes courts de chiffres et de lettres.',
      no: 'Motstander er merket med resistansen i ohm, enten med fargeringer eller med korte koder av sifre og bokstaver.',
    },
    useSource: { id: 'iec-60062' },
  },
  milliohm: {
    definition: {
      en: 'The milliohm (mΩ) is a thousandth of an ohm: {x 1 milliohm ohm}.',
      es: 'El miliohmio (mΩ) es una milésima de ohmio: {x 1 milliohm ohm}.',
      de: 'Das Milliohm (mΩ) ist ein Tausendstel Ohm: {x 1 milliohm ohm}.',
      fr: 'Le milliohm (mΩ) est un millième d’ohm\u00a0: {x 1 milliohm ohm}.',
      no: 'En milliohm (mΩ) er en tusendel ohm: {x 1 milliohm ohm}.',
    },
    definitionSource: { id: 'si-brochure', at: 'Table 7' },
    use: {
      en: 'The internal resistance of battery cells is measured and specified in milliohms.',
      es: 'La resistencia interna de las celdas de batería se mide y se especifica en miliohmios.',
      de: 'Der Innenwiderstand von Akkuzellen wird in Milliohm gemessen und angegeben.',
      fr: 'La résistance interne des cellules de batterie se mesure et se spécifie en milliohms.',
      no: 'Den indre resistansen i battericeller måles og oppgis i milliohm.',
    },
    useSource: { id: 'iec-61960-3' },
  },
  microohm: {
    definition: {
      en: 'The microohm (µΩ) is a millionth of an ohm: {x 1 microohm milliohm}.',
      es: 'El microohmio (µΩ) es una millonésima de ohmio: {x 1 microohm milliohm}.',
      de: 'Das Mikroohm (µΩ) ist ein Millionstel Ohm: {x 1 microohm milliohm}.',
      fr: 'Le microhm (µΩ) est un millionième d’ohm\u00a0: {x 1 microohm milliohm}.',
      no: 'En mikroohm (µΩ) er en milliondel ohm: {x 1 microohm milliohm}.',
    },
    definitionSource: { id: 'si-brochure', at: 'Table 7' },
    use: {
      en: 'The resistance of the main circuit of high-voltage switchgear, through its contacts and joints, is tested in microohms.',
      es: 'La resistencia del circuito principal de la aparamenta de alta tensión, a través de contactos y uniones, se comprueba en microohmios.',
      de: 'Der Widerstand des Hauptstromkreises von Hochspannungsschaltgeräten über Kontakte und Verbindungen wird in Mikroohm geprüft.',
      fr: 'La résistance du circuit principal de l’appareillage haute tension, contacts et jonctions compris, se contrôle en microhms.',
      no: 'Resistansen i hovedstrømkretsen til høyspenningsbrytere, gjennom kontakter og skjøter, kontrolleres i mikroohm.',
    },
    useSource: { id: 'iec-62271-1' },
  },
  kohm: {
    definition: {
      en: 'The kiloohm (kΩ) is {x 1 kohm ohm}.',
      es: 'El kiloohmio (kΩ) son {x 1 kohm ohm}.',
      de: 'Das Kiloohm (kΩ) entspricht {x 1 kohm ohm}.',
      fr: 'Le kilohm (kΩ) vaut {x 1 kohm ohm}.',
      no: 'En kiloohm (kΩ) er {x 1 kohm ohm}.',
    },
    definitionSource: { id: 'si-brochure', at: 'Table 7' },
    use: {
      en: 'Resistor codes mark kiloohms with the letter K, which also stands in for the decimal point.',
      es: 'Los códigos de resistencias marcan los kiloohmios con la letra K, que también hace de coma decimal.',
      de: 'Widerstandscodes kennzeichnen Kiloohm mit dem Buchstaben K, der zugleich das Dezimalkomma ersetzt.',
      fr: 'Les codes de résistances notent les kilohms par la lettre K, qui tient aussi lieu de virgule décimale.',
      no: 'Motstandskoder merker kiloohm med bokstaven K, som også står i stedet for desimalkommaet.',
    },
    useSource: { id: 'iec-60062' },
  },
  megohm: {
    definition: {
      en: 'The megaohm (MΩ) is {x 1 megohm kohm}, a million ohms.',
      es: 'El megaohmio (MΩ) son {x 1 megohm kohm}, un millón de ohmios.',
      de: 'Das Megaohm (MΩ) entspricht {x 1 megohm kohm}, eine Million Ohm.',
      fr: 'Le mégohm (MΩ) vaut {x 1 megohm kohm}, soit un million d’ohms.',
      no: 'En megaohm (MΩ) er {x 1 megohm kohm}, en million ohm.',
    },
    definitionSource: { id: 'si-brochure', at: 'Table 7' },
    use: {
      en: 'Electricians test the insulation resistance of wiring in megaohms when they verify an installation.',
      es: 'Los electricistas comprueban la resistencia de aislamiento del cableado en megaohmios al verificar una instalación.',
      de: 'Elektriker prüfen bei der Abnahme einer Anlage den Isolationswiderstand der Leitungen in Megaohm.',
      fr: 'Les électriciens mesurent la résistance d’isolement du câblage en mégohms lors de la vérification d’une installation.',
      no: 'Elektrikere måler isolasjonsresistansen i ledningsnettet i megaohm når de kontrollerer et anlegg.',
    },
    useSource: { id: 'iec-60364-6' },
  },
  gohm: {
    definition: {
      en: 'The gigaohm (GΩ) is {x 1 gohm megohm}, a billion ohms.',
      es: 'El gigaohmio (GΩ) son {x 1 gohm megohm}, mil millones de ohmios.',
      de: 'Das Gigaohm (GΩ) entspricht {x 1 gohm megohm}, eine Milliarde Ohm.',
      fr: 'Le gigohm (GΩ) vaut {x 1 gohm megohm}, soit un milliard d’ohms.',
      no: 'En gigaohm (GΩ) er {x 1 gohm megohm}, en milliard ohm.',
    },
    definitionSource: { id: 'si-brochure', at: 'Table 7' },
    use: {
      en: 'Insulation in good condition reads far above the minimum an installation test requires, often into gigaohms.',
      es: 'Un aislamiento en buen estado da valores muy por encima del mínimo exigido en la verificación, a menudo gigaohmios.',
      de: 'Intakte Isolierungen liegen weit über dem bei der Prüfung verlangten Mindestwert, oft im Gigaohm-Bereich.',
      fr: 'Un isolant sain mesure bien au-delà du minimum exigé lors de la vérification, souvent jusqu’aux gigohms.',
      no: 'God isolasjon måler langt over minstekravet ved kontroll, ofte opp i gigaohm.',
    },
    useSource: { id: 'iec-60364-6' },
  },
  abohm: {
    definition: {
      en: 'The abohm is the electromagnetic CGS unit of resistance, exactly {x 1 abohm microohm}.',
      es: 'El abohmio es la unidad electromagnética CGS de resistencia, exactamente {x 1 abohm microohm}.',
      de: 'Das Abohm ist die elektromagnetische CGS-Einheit des Widerstands, genau {x 1 abohm microohm}.',
      fr: 'L’abohm est l’unité électromagnétique CGS de résistance, exactement {x 1 abohm microohm}.',
      no: 'Abohm er den elektromagnetiske CGS-enheten for resistans, nøyaktig {x 1 abohm microohm}.',
    },
    definitionSource: { id: 'nist-sp811' },
    use: {
      en: 'It survives only in older physics literature: NIST advises against using CGS units together with the SI.',
      es: 'Solo sobrevive en textos de física antiguos: el NIST desaconseja usar unidades CGS junto con el SI.',
      de: 'Es findet sich nur noch in älterer Physikliteratur; das NIST rät davon ab, CGS-Einheiten zusammen mit dem SI zu verwenden.',
      fr: 'Il ne survit que dans d’anciens textes de physique\u00a0: le NIST déconseille d’employer les unités CGS avec le SI.',
      no: 'Den lever bare videre i eldre fysikklitteratur; NIST fraråder å bruke CGS-enheter sammen med SI.',
    },
    useSource: { id: 'nist-sp811' },
  },
  statohm: {
    definition: {
      en: 'The statohm is the electrostatic CGS unit of resistance, about {q 1 statohm gohm}.',
      es: 'El statohmio es la unidad electrostática CGS de resistencia, unos {q 1 statohm gohm}.',
      de: 'Das Statohm ist die elektrostatische CGS-Einheit des Widerstands, etwa {q 1 statohm gohm}.',
      fr: 'Le statohm est l’unité électrostatique CGS de résistance, soit environ {q 1 statohm gohm}.',
      no: 'Statohm er den elektrostatiske CGS-enheten for resistans, omtrent {q 1 statohm gohm}.',
    },
    definitionSource: { id: 'nist-sp811' },
    use: {
      en: 'It survives only in older physics literature: NIST advises against using CGS units together with the SI.',
      es: 'Solo sobrevive en textos de física antiguos: el NIST desaconseja usar unidades CGS junto con el SI.',
      de: 'Es findet sich nur noch in älterer Physikliteratur; das NIST rät davon ab, CGS-Einheiten zusammen mit dem SI zu verwenden.',
      fr: 'Il ne survit que dans d’anciens textes de physique\u00a0: le NIST déconseille d’employer les unités CGS avec le SI.',
      no: 'Den lever bare videre i eldre fysikklitteratur; NIST fraråder å bruke CGS-enheter sammen med SI.',
    },
    useSource: { id: 'nist-sp811' },
    confusion: {
      en: 'The two CGS resistances lie far apart: an abohm is {x 1 abohm microohm}, a statohm about {q 1 statohm gohm}.',
      es: 'Las dos resistencias CGS están muy lejos: un abohmio son {x 1 abohm microohm}; un statohmio, unos {q 1 statohm gohm}.',
      de: 'Die beiden CGS-Einheiten liegen weit auseinander: Ein Abohm sind {x 1 abohm microohm}, ein Statohm etwa {q 1 statohm gohm}.',
      fr: 'Les deux unités CGS sont très éloignées\u00a0: un abohm vaut {x 1 abohm microohm}, un statohm environ {q 1 statohm gohm}.',
      no: 'De to CGS-enhetene ligger langt fra hverandre: en abohm er {x 1 abohm microohm}, en statohm omtrent {q 1 statohm gohm}.',
    },
    confusionSource: { id: 'nist-sp811' },
  },
} as const satisfies CategoryFacts;
