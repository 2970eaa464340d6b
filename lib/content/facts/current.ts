import type { CategoryFacts } from './types';

/**
 * Current units: the ampere as the 2019 SI defines it, its multiples placed where they are rated
 * (breakers, USB ports, medical leakage limits), and the two CGS units kept only for old texts.
 */
export const currentFacts = {
  a: {
    definition: {
      en: 'The ampere is the SI unit of electric current: a flow of one coulomb each second, defined since 2019 by fixing the elementary charge.',
      es: 'El amperio es la unidad SI de corriente eléctrica: un flujo de un culombio por segundo, definido desde 2019 fijando la carga elemental.',
      de: 'Das Ampere ist die SI-Einheit der elektrischen Stromstärke: ein Coulomb pro Sekunde, seit 2019 über den festen Wert der Elementarladung definiert.',
      fr: 'L’ampère est l’unité SI d’intensité électrique\u00a0: un coulomb par seconde, défini depuis 2019\u00a0en fixant la charge élémentaire.',
      no: 'Ampere er SI-enheten for elektrisk strøm: én coulomb per sekund, siden 2019 definert ved en fast verdi for elementærladningen.',
    },
    definitionSource: { id: 'si-brochure', at: '2.3.1' },
    use: {
      en: 'Household circuit-breakers are rated by the current they carry, in amperes, with {x 16 a a} among the standard ratings.',
      es: 'Los interruptores automáticos domésticos se clasifican por la corriente que admiten, en amperios, y {x 16 a a} es uno de los valores normalizados.',
      de: 'Leitungsschutzschalter im Haushalt werden nach ihrem Nennstrom in Ampere eingeteilt; {x 16 a a} gehört zu den genormten Werten.',
      fr: 'Les disjoncteurs domestiques se classent selon le courant qu’ils admettent, en ampères, et {x 16 a a} figure parmi les calibres normalisés.',
      no: 'Automatsikringer i boliger klassifiseres etter strømmen de tåler, i ampere, og {x 16 a a} er blant standardverdiene.',
    },
    useSource: { id: 'iec-60898-1' },
    literals: ['2019'],
  },
  ma: {
    definition: {
      en: 'The milliampere (mA) is a thousandth of an ampere: {x 1 ma a}.',
      es: 'El miliamperio (mA) es una milésima de amperio: {x 1 ma a}.',
      de: 'Das Milliampere (mA) ist ein Tausendstel Ampere: {x 1 ma a}.',
      fr: 'Le milliampère (mA) est un millième d’ampère\u00a0: {x 1 ma a}.',
      no: 'En milliampere (mA) er en tusendel ampere: {x 1 ma a}.',
    },
    definitionSource: { id: 'si-brochure', at: 'Table 7' },
    use: {
      en: 'A USB 2.0 port supplies up to {x 500 ma ma} to the device plugged into it.',
      es: 'Un puerto USB 2.0 suministra hasta {x 500 ma ma} al dispositivo conectado.',
      de: 'Ein USB-2.0-Anschluss liefert dem angeschlossenen Gerät bis zu {x 500 ma ma}.',
      fr: 'Un port USB 2.0\u00a0fournit jusqu’à {x 500 ma ma} à l’appareil qui y est branché.',
      no: 'En USB 2.0-port leverer opptil {x 500 ma ma} til enheten som er koblet til.',
    },
    useSource: { id: 'usb-2', at: '7.2.1' },
    confusion: {
      en: 'A milliampere is a current; the milliampere-hour on a battery is a charge, the current it could supply for an hour.',
      es: 'Un miliamperio es una corriente; el miliamperio hora de una batería es una carga, la corriente que podría dar durante una hora.',
      de: 'Ein Milliampere ist eine Stromstärke; die Milliamperestunde eines Akkus ist eine Ladung, der Strom, den er eine Stunde lang liefern könnte.',
      fr: 'Le milliampère est une intensité\u00a0; le milliampère-heure d’une batterie est une charge, le courant qu’elle pourrait fournir pendant une heure.',
      no: 'En milliampere er en strøm; milliamperetimen på et batteri er en ladning, strømmen det kunne levert i en time.',
    },
    confusionSource: { id: 'iec-61960-3' },
    literals: ['2.0'],
  },
  ua: {
    definition: {
      en: 'The microampere (µA) is a millionth of an ampere: {x 1 ua ma}.',
      es: 'El microamperio (µA) es una millonésima de amperio: {x 1 ua ma}.',
      de: 'Das Mikroampere (µA) ist ein Millionstel Ampere: {x 1 ua ma}.',
      fr: 'Le microampère (µA) est un millionième d’ampère\u00a0: {x 1 ua ma}.',
      no: 'En mikroampere (µA) er en milliondel ampere: {x 1 ua ma}.',
    },
    definitionSource: { id: 'si-brochure', at: 'Table 7' },
    use: {
      en: 'Medical safety rules limit the leakage current through a patient to {x 10 ua ua} for equipment in direct contact with the heart.',
      es: 'Las normas de seguridad médica limitan la corriente de fuga por el paciente a {x 10 ua ua} en equipos en contacto directo con el corazón.',
      de: 'Medizinische Sicherheitsnormen begrenzen den Patientenableitstrom bei Geräten mit direktem Herzkontakt auf {x 10 ua ua}.',
      fr: 'Les règles de sécurité médicale limitent le courant de fuite patient à {x 10 ua ua} pour les appareils en contact direct avec le cœur.',
      no: 'Medisinske sikkerhetskrav begrenser lekkasjestrømmen gjennom pasienten til {x 10 ua ua} for utstyr i direkte kontakt med hjertet.',
    },
    useSource: { id: 'iec-60601-1', at: 'Table 3, type CF' },
  },
  na: {
    definition: {
      en: 'The nanoampere (nA) is a billionth of an ampere: {x 1 na ua}.',
      es: 'El nanoamperio (nA) es una milmillonésima de amperio: {x 1 na ua}.',
      de: 'Das Nanoampere (nA) ist ein Milliardstel Ampere: {x 1 na ua}.',
      fr: 'Le nanoampère (nA) est un milliardième d’ampère\u00a0: {x 1 na ua}.',
      no: 'En nanoampere (nA) er en milliardtedel ampere: {x 1 na ua}.',
    },
    definitionSource: { id: 'si-brochure', at: 'Table 7' },
    use: {
      en: 'Currents this small are the domain of sensitive laboratory instruments and of leakage through good insulation.',
      es: 'Corrientes tan pequeñas son terreno de los instrumentos de laboratorio sensibles y de las fugas a través de un buen aislamiento.',
      de: 'So kleine Ströme messen empfindliche Laborgeräte; sie treten auch als Leckströme durch gute Isolierungen auf.',
      fr: 'Des courants aussi faibles relèvent des instruments de laboratoire sensibles et des fuites à travers un bon isolant.',
      no: 'Så små strømmer er et felt for følsomme laboratorieinstrumenter og for lekkasje gjennom god isolasjon.',
    },
    useSource: { id: 'iso-80000-6' },
  },
  ka: {
    definition: {
      en: 'The kiloampere (kA) is {x 1 ka a}.',
      es: 'El kiloamperio (kA) son {x 1 ka a}.',
      de: 'Das Kiloampere (kA) entspricht {x 1 ka a}.',
      fr: 'Le kiloampère (kA) vaut {x 1 ka a}.',
      no: 'En kiloampere (kA) er {x 1 ka a}.',
    },
    definitionSource: { id: 'si-brochure', at: 'Table 7' },
    use: {
      en: 'Circuit-breakers are rated for the short-circuit current they can safely interrupt, in kiloamperes, such as {x 6 ka ka}.',
      es: 'Los interruptores automáticos se clasifican por la corriente de cortocircuito que pueden cortar con seguridad, en kiloamperios, como {x 6 ka ka}.',
      de: 'Leitungsschutzschalter werden nach dem Kurzschlussstrom eingestuft, den sie sicher abschalten, in Kiloampere, etwa {x 6 ka ka}.',
      fr: 'Les disjoncteurs se classent selon le courant de court-circuit qu’ils coupent sans danger, en kiloampères, par exemple {x 6 ka ka}.',
      no: 'Automatsikringer klassifiseres etter kortslutningsstrømmen de trygt kan bryte, i kiloampere, for eksempel {x 6 ka ka}.',
    },
    useSource: { id: 'iec-60898-1' },
  },
  abampere: {
    definition: {
      en: 'The abampere, or biot, is the electromagnetic CGS unit of current, exactly {x 1 abampere a}.',
      es: 'El abamperio, o biot, es la unidad electromagnética CGS de corriente, exactamente {x 1 abampere a}.',
      de: 'Das Abampere oder Biot ist die elektromagnetische CGS-Einheit der Stromstärke, genau {x 1 abampere a}.',
      fr: 'L’abampère, ou biot, est l’unité électromagnétique CGS d’intensité, exactement {x 1 abampere a}.',
      no: 'Abampere, eller biot, er den elektromagnetiske CGS-enheten for strøm, nøyaktig {x 1 abampere a}.',
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
  statampere: {
    definition: {
      en: 'The statampere is the electrostatic CGS unit of current, about {q 1 statampere na}.',
      es: 'El statamperio es la unidad electrostática CGS de corriente, unos {q 1 statampere na}.',
      de: 'Das Statampere ist die elektrostatische CGS-Einheit der Stromstärke, etwa {q 1 statampere na}.',
      fr: 'Le statampère est l’unité électrostatique CGS d’intensité, soit environ {q 1 statampere na}.',
      no: 'Statampere er den elektrostatiske CGS-enheten for strøm, omtrent {q 1 statampere na}.',
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
      en: 'The two CGS currents differ enormously: an abampere is {x 1 abampere a}, a statampere only about {q 1 statampere na}.',
      es: 'Las dos corrientes CGS difieren enormemente: un abamperio son {x 1 abampere a}, un statamperio apenas unos {q 1 statampere na}.',
      de: 'Die beiden CGS-Einheiten unterscheiden sich gewaltig: Ein Abampere sind {x 1 abampere a}, ein Statampere nur etwa {q 1 statampere na}.',
      fr: 'Les deux unités CGS diffèrent énormément\u00a0: un abampère vaut {x 1 abampere a}, un statampère à peine {q 1 statampere na}.',
      no: 'De to CGS-enhetene er svært ulike: en abampere er {x 1 abampere a}, en statampere bare omtrent {q 1 statampere na}.',
    },
    confusionSource: { id: 'nist-sp811' },
  },
} as const satisfies CategoryFacts;
