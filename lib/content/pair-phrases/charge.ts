import type { CategoryPhrases } from './types';

/** Charge units' clauses for a pair's answer, restating lib/content/facts/charge.ts. */
export const chargePhrases = {
  c: {
    what: {
      en: 'the coulomb is the SI unit of electric charge, the charge one ampere carries in one second',
      es: 'el culombio es la unidad SI de carga eléctrica, la que transporta un amperio en un segundo',
      de: 'das Coulomb ist die SI-Einheit der elektrischen Ladung und entspricht der Ladung, die ein Ampere in einer Sekunde transportiert',
      fr: 'le coulomb est l’unité SI de charge électrique, celle qu’un ampère transporte en une seconde',
      no: 'en coulomb er SI-enheten for elektrisk ladning, ladningen én ampere fører med seg på ett sekund',
    },
    where: {
      en: 'physics and chemistry state charge in coulombs',
      es: 'la física y la química expresan la carga en culombios',
      de: 'Physik und Chemie geben Ladung in Coulomb an',
      fr: 'la physique et la chimie expriment la charge en coulombs',
      no: 'fysikk og kjemi oppgir ladning i coulomb',
    },
  },
  mc: {
    what: {
      en: 'the millicoulomb is a thousandth of a coulomb',
      es: 'el miliculombio es una milésima de culombio',
      de: 'das Millicoulomb ist ein Tausendstel Coulomb',
      fr: 'le millicoulomb est un millième de coulomb',
      no: 'en millicoulomb er en tusendel coulomb',
    },
    where: {
      en: 'a millicoulomb is what one milliampere carries in a second, the scale of short pulses in electronics',
      es: 'un miliculombio es lo que transporta un miliamperio en un segundo, el orden de los pulsos breves en electrónica',
      de: 'ein Millicoulomb ist die Ladung von einem Milliampere in einer Sekunde, die Größenordnung kurzer Impulse in der Elektronik',
      fr: 'un millicoulomb est la charge d’un milliampère pendant une seconde, l’ordre de grandeur des impulsions brèves en électronique',
      no: 'en millicoulomb er ladningen én milliampere fører på ett sekund, størrelsesordenen for korte pulser i elektronikk',
    },
  },
  uc: {
    what: {
      en: 'the microcoulomb is a millionth of a coulomb',
      es: 'el microculombio es una millonésima de culombio',
      de: 'das Mikrocoulomb ist ein Millionstel Coulomb',
      fr: 'le microcoulomb est un millionième de coulomb',
      no: 'en mikrocoulomb er en milliondel coulomb',
    },
    where: {
      en: 'small capacitors and static electricity typically deal in microcoulombs or less',
      es: 'los condensadores pequeños y la electricidad estática suelen mover microculombios o menos',
      de: 'kleine Kondensatoren und statische Aufladung bewegen meist Mikrocoulomb oder weniger',
      fr: 'les petits condensateurs et l’électricité statique portent en général des charges de l’ordre du microcoulomb ou moins',
      no: 'små kondensatorer og statisk elektrisitet gir som regel ladninger på mikrocoulomb eller mindre',
    },
  },
  nc: {
    what: {
      en: 'the nanocoulomb is a billionth of a coulomb',
      es: 'el nanoculombio es una milmillonésima de culombio',
      de: 'das Nanocoulomb ist ein Milliardstel Coulomb',
      fr: 'le nanocoulomb est un milliardième de coulomb',
      no: 'en nanocoulomb er en milliardtedel coulomb',
    },
    where: {
      en: 'nanocoulombs are measured with electrometers in laboratory physics and electrostatics',
      es: 'los nanoculombios se miden con electrómetros en la física de laboratorio y la electrostática',
      de: 'Nanocoulomb werden in Laborphysik und Elektrostatik mit Elektrometern gemessen',
      fr: 'les nanocoulombs se mesurent à l’électromètre, en physique de laboratoire et en électrostatique',
      no: 'nanocoulomb måles med elektrometre i laboratoriefysikk og elektrostatikk',
    },
  },
  ah: {
    what: {
      en: 'the ampere-hour is the charge one ampere carries in an hour, exactly {x 1 ah c}',
      es: 'el amperio hora es la carga que transporta un amperio en una hora, exactamente {x 1 ah c}',
      de: 'die Amperestunde ist die Ladung, die ein Ampere in einer Stunde transportiert, genau {x 1 ah c}',
      fr: 'l’ampère-heure est la charge qu’un ampère transporte en une heure, soit exactement {x 1 ah c}',
      no: 'en amperetime er ladningen én ampere fører på en time, nøyaktig {x 1 ah c}',
    },
    where: {
      en: 'the capacity of large traction and car batteries is rated in ampere-hours',
      es: 'la capacidad de las baterías de tracción y de coche se indica en amperios hora',
      de: 'die Kapazität von Traktions- und Autobatterien wird in Amperestunden angegeben',
      fr: 'la capacité des batteries de traction et de voiture s’indique en ampères-heures',
      no: 'kapasiteten til store traksjons- og bilbatterier oppgis i amperetimer',
    },
  },
  mah: {
    what: {
      en: 'the milliampere-hour is a thousandth of an ampere-hour, exactly {x 1 mah c}',
      es: 'el miliamperio hora es una milésima de amperio hora, exactamente {x 1 mah c}',
      de: 'die Milliamperestunde ist ein Tausendstel Amperestunde, genau {x 1 mah c}',
      fr: 'le milliampère-heure est un millième d’ampère-heure, soit exactement {x 1 mah c}',
      no: 'en milliamperetime er en tusendel amperetime, nøyaktig {x 1 mah c}',
    },
    where: {
      en: 'phone batteries, power banks and other portable lithium cells are labeled in milliampere-hours',
      es: 'las baterías de móvil, las baterías externas y otras celdas de litio portátiles indican su capacidad en miliamperios hora',
      de: 'Handyakkus, Powerbanks und andere tragbare Lithiumzellen geben ihre Kapazität in Milliamperestunden an',
      fr: 'les batteries de téléphone, les batteries externes et les autres éléments au lithium portables indiquent leur capacité en milliampères-heures',
      no: 'mobilbatterier, powerbanker og andre bærbare litiumceller oppgir kapasiteten i milliamperetimer',
    },
  },
  e: {
    what: {
      en: 'the elementary charge is the charge of a proton, exact in coulombs since 2019',
      es: 'la carga elemental es la carga de un protón, exacta en culombios desde 2019',
      de: 'die Elementarladung ist die Ladung eines Protons, seit 2019 exakt in Coulomb festgelegt',
      fr: 'la charge élémentaire est celle d’un proton, exacte en coulombs depuis 2019',
      no: 'elementærladningen er ladningen til et proton, eksakt i coulomb siden 2019',
    },
    where: {
      en: 'physicists count the charges of particles and ions in elementary charges',
      es: 'los físicos cuentan la carga de partículas e iones en cargas elementales',
      de: 'Physiker zählen die Ladung von Teilchen und Ionen in Elementarladungen',
      fr: 'les physiciens comptent la charge des particules et des ions en charges élémentaires',
      no: 'fysikere teller ladningen til partikler og ioner i elementærladninger',
    },
    literals: ['2019'],
  },
  faraday: {
    what: {
      en: 'the faraday is the charge of one mole of elementary charges, about {q 1 faraday c}',
      es: 'el faraday es la carga de un mol de cargas elementales, unos {q 1 faraday c}',
      de: 'das Faraday ist die Ladung eines Mols Elementarladungen, etwa {q 1 faraday c}',
      fr: 'le faraday est la charge d’une mole de charges élémentaires, soit environ {q 1 faraday c}',
      no: 'en faraday er ladningen til ett mol elementærladninger, omtrent {q 1 faraday c}',
    },
    where: {
      en: 'electrochemists use faradays to relate the charge passed in electrolysis to the substance deposited or dissolved',
      es: 'los electroquímicos usan el faraday para relacionar la carga de una electrólisis con la sustancia depositada o disuelta',
      de: 'Elektrochemiker verknüpfen mit dem Faraday die Ladung einer Elektrolyse mit der abgeschiedenen oder gelösten Stoffmenge',
      fr: 'les électrochimistes relient par le faraday la charge d’une électrolyse à la quantité de matière déposée ou dissoute',
      no: 'elektrokjemikere bruker faraday til å knytte ladningen i en elektrolyse til stoffmengden som avsettes eller løses opp',
    },
  },
  abcoulomb: {
    what: {
      en: 'the abcoulomb is the electromagnetic CGS unit of charge, exactly {x 1 abcoulomb c}',
      es: 'el abculombio es la unidad electromagnética CGS de carga, exactamente {x 1 abcoulomb c}',
      de: 'das Abcoulomb ist die elektromagnetische CGS-Einheit der Ladung, genau {x 1 abcoulomb c}',
      fr: 'l’abcoulomb est l’unité électromagnétique CGS de charge, soit exactement {x 1 abcoulomb c}',
      no: 'en abcoulomb er den elektromagnetiske CGS-enheten for ladning, nøyaktig {x 1 abcoulomb c}',
    },
    where: {
      en: 'the abcoulomb survives only in older physics literature, with NIST advising against CGS units beside the SI',
      es: 'el abculombio solo sobrevive en textos de física antiguos, ya que el NIST desaconseja mezclar unidades CGS con el SI',
      de: 'das Abcoulomb findet sich nur noch in älterer Physikliteratur, während das NIST von CGS-Einheiten neben dem SI abrät',
      fr: 'l’abcoulomb ne survit que dans d’anciens textes de physique, le NIST déconseillant les unités CGS avec le SI',
      no: 'abcoulomb lever bare videre i eldre fysikklitteratur, mens NIST fraråder CGS-enheter sammen med SI',
    },
  },
  statcoulomb: {
    what: {
      en: 'the statcoulomb, or franklin, is the electrostatic CGS unit of charge, about {q 1 statcoulomb nc}',
      es: 'el statculombio, o franklin, es la unidad electrostática CGS de carga, unos {q 1 statcoulomb nc}',
      de: 'das Statcoulomb, auch Franklin genannt, ist die elektrostatische CGS-Einheit der Ladung, etwa {q 1 statcoulomb nc}',
      fr: 'le statcoulomb, ou franklin, est l’unité électrostatique CGS de charge, soit environ {q 1 statcoulomb nc}',
      no: 'en statcoulomb eller franklin er den elektrostatiske CGS-enheten for ladning, omtrent {q 1 statcoulomb nc}',
    },
    where: {
      en: 'the statcoulomb survives in older physics literature and in Gaussian units',
      es: 'el statculombio sobrevive en textos de física antiguos y en el sistema gaussiano',
      de: 'das Statcoulomb findet sich in älterer Physikliteratur und im Gaußschen System',
      fr: 'le statcoulomb survit dans d’anciens textes de physique et dans le système gaussien',
      no: 'statcoulomb lever videre i eldre fysikklitteratur og i gaussiske enheter',
    },
  },
} as const satisfies CategoryPhrases;
