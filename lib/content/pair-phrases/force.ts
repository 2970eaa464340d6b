import type { CategoryPhrases } from './types';

/** Force units side by side, restating lib/content/facts/force.ts. */
export const forcePhrases = {
  n: {
    what: {
      en: 'the newton is the SI unit of force, which gives one kilogram an acceleration of one meter per second squared',
      es: 'el newton es la unidad de fuerza del SI, que imprime a un kilogramo un metro por segundo al cuadrado',
      de: 'das Newton ist die SI-Einheit der Kraft, die einem Kilogramm einen Meter pro Quadratsekunde erteilt',
      fr: 'le newton est l’unité SI de force, qui communique à un kilogramme un mètre par seconde carrée',
      no: 'newton er SI-enheten for kraft, som gir ett kilogram én meter per sekund i andre',
    },
    where: {
      en: 'newtons give the weight of an object in science and technology, as a force distinct from its mass',
      es: 'los newtons expresan en ciencia y técnica el peso de un objeto, una fuerza distinta de su masa',
      de: 'Newton geben in Wissenschaft und Technik das Gewicht eines Körpers an, eine Kraft und keine Masse',
      fr: 'les newtons expriment en sciences et en technique le poids d’un objet, une force distincte de sa masse',
      no: 'newton angir i vitenskap og teknikk tyngden av en gjenstand, en kraft og ikke en masse',
    },
  },
  kgf: {
    what: {
      en: 'the kilogram-force is the weight of one kilogram under standard gravity, exactly {x 1 kgf n}',
      es: 'el kilogramo-fuerza es el peso de un kilogramo bajo la gravedad normal, exactamente {x 1 kgf n}',
      de: 'das Kilopond ist die Gewichtskraft eines Kilogramms bei Normfallbeschleunigung, genau {x 1 kgf n}',
      fr: 'le kilogramme-force est le poids d’un kilogramme sous la pesanteur normale, soit exactement {x 1 kgf n}',
      no: 'et kilopond er tyngden av ett kilogram ved standard tyngdeakselerasjon, nøyaktig {x 1 kgf n}',
    },
    where: {
      en: 'kilograms-force belong to the old technical system of units and to older engineering data',
      es: 'los kilogramos-fuerza pertenecen al antiguo sistema técnico de unidades y a datos técnicos antiguos',
      de: 'Kilopond gehören zum alten technischen Maßsystem und zu älteren technischen Angaben',
      fr: 'les kilogrammes-force relèvent de l’ancien système technique d’unités et de données techniques anciennes',
      no: 'kilopond hører til det gamle tekniske enhetssystemet og til eldre tekniske data',
    },
  },
  lbf: {
    what: {
      en: 'the pound-force is the weight of one pound under standard gravity, exactly {x 1 lbf n}',
      es: 'la libra-fuerza es el peso de una libra bajo la gravedad normal, exactamente {x 1 lbf n}',
      de: 'die Pfundkraft ist die Gewichtskraft eines Pfunds bei Normfallbeschleunigung, genau {x 1 lbf n}',
      fr: 'la livre-force est le poids d’une livre sous la pesanteur normale, soit exactement {x 1 lbf n}',
      no: 'en pund-kraft er tyngden av ett pund ved standard tyngdeakselerasjon, nøyaktig {x 1 lbf n}',
    },
    where: {
      en: 'pounds-force are the customary force unit of US engineering, from structural loads to engine thrust',
      es: 'las libras-fuerza son la unidad de fuerza habitual de la ingeniería estadounidense, de las cargas estructurales al empuje de los motores',
      de: 'Pfundkraft ist die übliche Krafteinheit der US-Technik, von Bauwerkslasten bis zum Schub von Triebwerken',
      fr: 'les livres-force sont l’unité de force usuelle de l’ingénierie américaine, des charges des structures à la poussée des moteurs',
      no: 'pund-kraft er den vanlige kraftenheten i amerikansk teknikk, fra konstruksjonslaster til skyvekraft fra motorer',
    },
  },
  kn: {
    what: {
      en: 'the kilonewton is a thousand newtons, formed with the SI prefix kilo',
      es: 'el kilonewton equivale a mil newtons, con el prefijo SI kilo',
      de: 'das Kilonewton entspricht tausend Newton, gebildet mit dem SI-Vorsatz Kilo',
      fr: 'le kilonewton vaut mille newtons, avec le préfixe SI kilo',
      no: 'en kilonewton er tusen newton, dannet med SI-prefikset kilo',
    },
    where: {
      en: 'kilonewtons mark the breaking strength of climbing carabiners',
      es: 'los kilonewtons indican la resistencia a la rotura de los mosquetones de escalada',
      de: 'Kilonewton stehen als Bruchfestigkeit auf Karabinern für den Bergsport',
      fr: 'les kilonewtons indiquent la résistance à la rupture des mousquetons d’escalade',
      no: 'kilonewton angir bruddstyrken som karabinkroker til klatring er merket med',
    },
  },
  dyn: {
    what: {
      en: 'the dyne is the CGS unit of force, which gives one gram an acceleration of one centimeter per second squared',
      es: 'la dina es la unidad de fuerza del sistema CGS, que imprime a un gramo un centímetro por segundo al cuadrado',
      de: 'das Dyn ist die Krafteinheit des CGS-Systems, die einem Gramm einen Zentimeter pro Quadratsekunde erteilt',
      fr: 'la dyne est l’unité de force du système CGS, qui communique à un gramme un centimètre par seconde carrée',
      no: 'dyn er kraftenheten i CGS-systemet, som gir ett gram én centimeter per sekund i andre',
    },
    where: {
      en: 'dynes per centimeter still often give surface tension, equal in number to millinewtons per meter',
      es: 'las dinas por centímetro aún expresan a menudo la tensión superficial, con el mismo número que los milinewtons por metro',
      de: 'Dyn pro Zentimeter geben oft noch Oberflächenspannungen an, zahlenmäßig gleich Millinewton pro Meter',
      fr: 'les dynes par centimètre expriment encore souvent la tension superficielle, du même nombre que les millinewtons par mètre',
      no: 'dyn per centimeter angir fortsatt ofte overflatespenning, tallmessig lik millinewton per meter',
    },
  },
  tf: {
    what: {
      en: 'the tonne-force is the weight of a metric tonne under standard gravity, exactly {x 1 tf kn}',
      es: 'la tonelada-fuerza es el peso de una tonelada métrica bajo la gravedad normal, exactamente {x 1 tf kn}',
      de: 'die Tonne-Kraft (Megapond) ist die Gewichtskraft einer Tonne bei Normfallbeschleunigung, genau {x 1 tf kn}',
      fr: 'la tonne-force est le poids d’une tonne sous la pesanteur normale, soit exactement {x 1 tf kn}',
      no: 'en tonn-kraft er tyngden av ett tonn ved standard tyngdeakselerasjon, nøyaktig {x 1 tf kn}',
    },
    where: {
      en: 'tonnes-force are what the tonnes on presses and lifting gear often mean',
      es: 'las toneladas-fuerza son lo que suelen indicar las toneladas de las prensas y los equipos de elevación',
      de: 'Tonnen-Kraft sind oft gemeint, wenn Pressen und Hebezeuge eine Nennkraft in Tonnen tragen',
      fr: 'les tonnes-force sont souvent ce que désignent les tonnes des presses et des appareils de levage',
      no: 'tonn-kraft er ofte det som menes med tonn for presser og løfteutstyr',
    },
  },
  ozf: {
    what: {
      en: 'the ounce-force is the weight of one avoirdupois ounce under standard gravity, about {q 1 ozf n}',
      es: 'la onza-fuerza es el peso de una onza avoirdupois bajo la gravedad normal, unos {q 1 ozf n}',
      de: 'die Unzenkraft ist die Gewichtskraft einer Unze bei Normfallbeschleunigung, etwa {q 1 ozf n}',
      fr: 'l’once-force est le poids d’une once avoirdupois sous la pesanteur normale, soit environ {q 1 ozf n}',
      no: 'en unsekraft er tyngden av én avoirdupois-unse ved standard tyngdeakselerasjon, omtrent {q 1 ozf n}',
    },
    where: {
      en: 'ounces-force express small forces in US customary units',
      es: 'las onzas-fuerza expresan fuerzas pequeñas en unidades usuales estadounidenses',
      de: 'Unzenkraft drückt kleine Kräfte in US-Einheiten aus',
      fr: 'les onces-force expriment de petites forces en unités usuelles américaines',
      no: 'unsekraft uttrykker små krefter i amerikanske enheter',
    },
  },
  pdl: {
    what: {
      en: 'the poundal is the force that gives one pound an acceleration of one foot per second squared, about {q 1 pdl n}',
      es: 'el poundal es la fuerza que imprime a una libra un pie por segundo al cuadrado, unos {q 1 pdl n}',
      de: 'das Poundal ist die Kraft, die einem Pfund einen Fuß pro Quadratsekunde erteilt, etwa {q 1 pdl n}',
      fr: 'le poundal est la force qui communique à une livre un pied par seconde carrée, soit environ {q 1 pdl n}',
      no: 'poundal er kraften som gir ett pund én fot per sekund i andre, omtrent {q 1 pdl n}',
    },
    where: {
      en: 'poundals belong to the absolute foot-pound-second system of older British physics texts',
      es: 'los poundals pertenecen al sistema absoluto pie-libra-segundo de antiguos textos británicos de física',
      de: 'Poundal gehören zum absoluten Foot-Pound-Second-System älterer britischer Physiklehrbücher',
      fr: 'les poundals relèvent du système absolu pied-livre-seconde d’anciens manuels britanniques de physique',
      no: 'poundal hører til det absolutte fot-pund-sekund-systemet i eldre britiske fysikkbøker',
    },
  },
  kip: {
    what: {
      en: 'the kip, or kilopound-force, is a thousand pounds-force, exactly {x 1 kip lbf}',
      es: 'el kip, o kilolibra-fuerza, equivale a mil libras-fuerza, exactamente {x 1 kip lbf}',
      de: 'das Kip (Kilopound-force) entspricht tausend Pfundkraft, genau {x 1 kip lbf}',
      fr: 'le kip, ou kilolivre-force, vaut mille livres-force, soit exactement {x 1 kip lbf}',
      no: 'en kip, eller kilopundkraft, er tusen pundkraft, nøyaktig {x 1 kip lbf}',
    },
    where: {
      en: 'kips give loads and member forces in US structural engineering',
      es: 'los kips expresan cargas y esfuerzos en la ingeniería de estructuras estadounidense',
      de: 'Kips geben in der US-Tragwerksplanung Lasten und Schnittkräfte an',
      fr: 'les kips expriment charges et efforts dans l’ingénierie des structures américaine',
      no: 'kip angir laster og krefter i amerikansk konstruksjonsteknikk',
    },
  },
} as const satisfies CategoryPhrases;
