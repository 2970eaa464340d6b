import type { CategoryPhrases } from './types';

/** Current units side by side, restating lib/content/facts/current.ts. */
export const currentPhrases = {
  a: {
    what: {
      en: 'the ampere is the SI unit of electric current, one coulomb each second, defined since 2019 by the elementary charge',
      es: 'el amperio es la unidad SI de corriente eléctrica, un culombio por segundo, definido desde 2019 por la carga elemental',
      de: 'das Ampere ist die SI-Einheit der elektrischen Stromstärke, ein Coulomb pro Sekunde, seit 2019 über die Elementarladung definiert',
      fr: 'l’ampère est l’unité SI d’intensité électrique, un coulomb par seconde, défini depuis 2019 par la charge élémentaire',
      no: 'ampere er SI-enheten for elektrisk strøm, én coulomb per sekund, siden 2019 definert ved elementærladningen',
    },
    where: {
      en: 'amperes rate household circuit-breakers, with {x 16 a a} among the standard ratings',
      es: 'los amperios clasifican los interruptores automáticos domésticos, con {x 16 a a} entre los valores normalizados',
      de: 'Ampere bezeichnen den Nennstrom von Leitungsschutzschaltern im Haushalt, mit {x 16 a a} als einem der genormten Werte',
      fr: 'les ampères calibrent les disjoncteurs domestiques, avec {x 16 a a} parmi les calibres normalisés',
      no: 'ampere klassifiserer automatsikringer i boliger, med {x 16 a a} blant standardverdiene',
    },
    literals: ['2019'],
  },
  ma: {
    what: {
      en: 'the milliampere (mA) is a thousandth of an ampere',
      es: 'el miliamperio (mA) es una milésima de amperio',
      de: 'das Milliampere (mA) ist ein Tausendstel Ampere',
      fr: 'le milliampère (mA) est un millième d’ampère',
      no: 'en milliampere (mA) er en tusendel ampere',
    },
    where: {
      en: 'milliamperes measure what a USB 2.0 port supplies, up to {x 500 ma ma}',
      es: 'los miliamperios miden lo que suministra un puerto USB 2.0, hasta {x 500 ma ma}',
      de: 'Milliampere messen, was ein USB-2.0-Anschluss liefert, bis zu {x 500 ma ma}',
      fr: 'les milliampères mesurent ce que fournit un port USB 2.0, jusqu’à {x 500 ma ma}',
      no: 'milliampere måler det en USB 2.0-port leverer, opptil {x 500 ma ma}',
    },
    literals: ['2.0'],
  },
  ua: {
    what: {
      en: 'the microampere (µA) is a millionth of an ampere, exactly {x 1 ua ma}',
      es: 'el microamperio (µA) es una millonésima de amperio, exactamente {x 1 ua ma}',
      de: 'das Mikroampere (µA) ist ein Millionstel Ampere, genau {x 1 ua ma}',
      fr: 'le microampère (µA) est un millionième d’ampère, soit exactement {x 1 ua ma}',
      no: 'en mikroampere (µA) er en milliondel ampere, nøyaktig {x 1 ua ma}',
    },
    where: {
      en: 'microamperes set the medical limit of {x 10 ua ua} on leakage through a patient from equipment touching the heart',
      es: 'los microamperios fijan el límite médico de {x 10 ua ua} para la fuga por el paciente en equipos que tocan el corazón',
      de: 'Mikroampere bestimmen die medizinische Grenze von {x 10 ua ua} für den Patientenableitstrom bei direktem Herzkontakt',
      fr: 'les microampères fixent la limite médicale de {x 10 ua ua} pour le courant de fuite patient des appareils au contact du cœur',
      no: 'mikroampere setter den medisinske grensen på {x 10 ua ua} for lekkasjestrøm gjennom pasienten fra utstyr som berører hjertet',
    },
  },
  na: {
    what: {
      en: 'the nanoampere (nA) is a billionth of an ampere, exactly {x 1 na ua}',
      es: 'el nanoamperio (nA) es una milmillonésima de amperio, exactamente {x 1 na ua}',
      de: 'das Nanoampere (nA) ist ein Milliardstel Ampere, genau {x 1 na ua}',
      fr: 'le nanoampère (nA) est un milliardième d’ampère, soit exactement {x 1 na ua}',
      no: 'en nanoampere (nA) er en milliardtedel ampere, nøyaktig {x 1 na ua}',
    },
    where: {
      en: 'nanoamperes are the domain of sensitive laboratory instruments and of leakage through good insulation',
      es: 'los nanoamperios son terreno de los instrumentos de laboratorio sensibles y de las fugas a través de un buen aislamiento',
      de: 'Nanoampere sind das Feld empfindlicher Laborgeräte und der Leckströme durch gute Isolierungen',
      fr: 'les nanoampères relèvent des instruments de laboratoire sensibles et des fuites à travers un bon isolant',
      no: 'nanoampere er et felt for følsomme laboratorieinstrumenter og for lekkasje gjennom god isolasjon',
    },
  },
  ka: {
    what: {
      en: 'the kiloampere (kA) is {x 1 ka a}',
      es: 'el kiloamperio (kA) equivale a {x 1 ka a}',
      de: 'das Kiloampere (kA) entspricht {x 1 ka a}',
      fr: 'le kiloampère (kA) vaut {x 1 ka a}',
      no: 'en kiloampere (kA) er {x 1 ka a}',
    },
    where: {
      en: 'kiloamperes rate the short-circuit current a circuit-breaker can safely interrupt, such as {x 6 ka ka}',
      es: 'los kiloamperios indican la corriente de cortocircuito que un interruptor automático corta con seguridad, como {x 6 ka ka}',
      de: 'Kiloampere geben den Kurzschlussstrom an, den ein Leitungsschutzschalter sicher abschaltet, etwa {x 6 ka ka}',
      fr: 'les kiloampères indiquent le courant de court-circuit qu’un disjoncteur coupe sans danger, par exemple {x 6 ka ka}',
      no: 'kiloampere angir kortslutningsstrømmen en automatsikring trygt kan bryte, for eksempel {x 6 ka ka}',
    },
  },
  abampere: {
    what: {
      en: 'the abampere, or biot, is the electromagnetic CGS unit of current, exactly {x 1 abampere a}',
      es: 'el abamperio, o biot, es la unidad electromagnética CGS de corriente, exactamente {x 1 abampere a}',
      de: 'das Abampere oder Biot ist die elektromagnetische CGS-Einheit der Stromstärke, genau {x 1 abampere a}',
      fr: 'l’abampère, ou biot, est l’unité électromagnétique CGS d’intensité, soit exactement {x 1 abampere a}',
      no: 'abampere, eller biot, er den elektromagnetiske CGS-enheten for strøm, nøyaktig {x 1 abampere a}',
    },
    where: {
      en: 'abamperes survive only in older physics literature, as NIST advises against CGS units beside the SI',
      es: 'los abamperios solo sobreviven en textos de física antiguos, pues el NIST desaconseja las unidades CGS junto al SI',
      de: 'Abampere finden sich nur noch in älterer Physikliteratur, da das NIST von CGS-Einheiten neben dem SI abrät',
      fr: 'les abampères ne survivent que dans d’anciens textes de physique, le NIST déconseillant les unités CGS avec le SI',
      no: 'abampere lever bare videre i eldre fysikklitteratur, siden NIST fraråder CGS-enheter sammen med SI',
    },
  },
  statampere: {
    what: {
      en: 'the statampere is the electrostatic CGS unit of current, about {q 1 statampere na}',
      es: 'el statamperio es la unidad electrostática CGS de corriente, unos {q 1 statampere na}',
      de: 'das Statampere ist die elektrostatische CGS-Einheit der Stromstärke, etwa {q 1 statampere na}',
      fr: 'le statampère est l’unité électrostatique CGS d’intensité, soit environ {q 1 statampere na}',
      no: 'statampere er den elektrostatiske CGS-enheten for strøm, omtrent {q 1 statampere na}',
    },
    where: {
      en: 'statamperes appear only in older physics texts, since NIST advises against mixing CGS units with the SI',
      es: 'los statamperios aparecen solo en textos de física antiguos, ya que el NIST desaconseja mezclar unidades CGS con el SI',
      de: 'Statampere stehen nur in älteren Physiktexten, weil das NIST davon abrät, CGS-Einheiten mit dem SI zu mischen',
      fr: 'les statampères n’apparaissent que dans d’anciens textes de physique, car le NIST déconseille de mêler unités CGS et SI',
      no: 'statampere forekommer bare i eldre fysikktekster, fordi NIST fraråder å blande CGS-enheter med SI',
    },
  },
} as const satisfies CategoryPhrases;
