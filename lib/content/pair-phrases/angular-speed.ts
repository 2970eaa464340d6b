import type { CategoryPhrases } from './types';

/** Angular-speed units side by side, restating lib/content/facts/angular-speed.ts. */
export const angularSpeedPhrases = {
  rads: {
    what: {
      en: 'the radian per second is the SI unit of angular velocity, a turn through one radian each second',
      es: 'el radián por segundo es la unidad SI de velocidad angular, un giro de un radián cada segundo',
      de: 'der Radiant pro Sekunde ist die SI-Einheit der Winkelgeschwindigkeit, eine Drehung um einen Radiant je Sekunde',
      fr: 'le radian par seconde est l’unité SI de vitesse angulaire, une rotation d’un radian chaque seconde',
      no: 'radian per sekund er SI-enheten for vinkelhastighet, en dreining på én radian hvert sekund',
    },
    where: {
      en: 'radians per second are the angular velocity that physics and engineering formulas take',
      es: 'los radianes por segundo son la velocidad angular que usan las fórmulas de física e ingeniería',
      de: 'Radiant pro Sekunde sind die Einheit der Winkelgeschwindigkeit in den Formeln von Physik und Technik',
      fr: 'les radians par seconde sont l’unité de vitesse angulaire des formules de physique et d’ingénierie',
      no: 'radianer per sekund er enheten for vinkelhastighet i formlene i fysikk og teknikk',
    },
  },
  radmin: {
    what: {
      en: 'the radian per minute is a sixtieth of a radian per second, about {q 1 radmin rads}',
      es: 'el radián por minuto es la sexagésima parte de un radián por segundo, unos {q 1 radmin rads}',
      de: 'der Radiant pro Minute ist ein Sechzigstel Radiant pro Sekunde, etwa {q 1 radmin rads}',
      fr: 'le radian par minute est le soixantième du radian par seconde, soit environ {q 1 radmin rads}',
      no: 'en radian per minutt er en sekstidel av en radian per sekund, omtrent {q 1 radmin rads}',
    },
    where: {
      en: 'radians per minute are rare, kept for slow rotations that would give tiny numbers per second',
      es: 'los radianes por minuto son poco frecuentes y sirven para giros lentos que por segundo darían cifras diminutas',
      de: 'Radiant pro Minute sind selten und dienen für langsame Drehungen, die pro Sekunde winzige Zahlen ergäben',
      fr: 'les radians par minute sont rares et servent aux rotations lentes, qui donneraient par seconde de trop petits nombres',
      no: 'radianer per minutt er sjeldne og brukes for langsomme rotasjoner som ville gitt bittesmå tall per sekund',
    },
  },
  rpm: {
    what: {
      en: 'revolutions per minute count whole turns in a minute, each about {q 1 rpm rads}',
      es: 'las revoluciones por minuto cuentan vueltas completas en un minuto, cada una unos {q 1 rpm rads}',
      de: 'Umdrehungen pro Minute zählen ganze Umdrehungen in einer Minute, jede etwa {q 1 rpm rads}',
      fr: 'les tours par minute comptent les tours complets en une minute, chacun environ {q 1 rpm rads}',
      no: 'omdreininger per minutt teller hele omdreininger i løpet av et minutt, hver omtrent {q 1 rpm rads}',
    },
    where: {
      en: 'revolutions per minute rate engines, motors, drives and vinyl records, which play at 33⅓ or 45',
      es: 'las revoluciones por minuto miden motores, accionamientos y discos de vinilo, que giran a 33⅓ o 45',
      de: 'Umdrehungen pro Minute beschreiben Motoren, Antriebe und Schallplatten, die mit 33⅓ oder 45 laufen',
      fr: 'les tours par minute caractérisent moteurs, entraînements et disques vinyle, qui tournent à 33\u00a0⅓ ou 45',
      no: 'omdreininger per minutt angir turtallet for motorer, drivverk og vinylplater, som spilles med 33⅓ eller 45',
    },
    literals: ['33', '45'],
  },
  rps: {
    what: {
      en: 'one revolution per second is exactly {x 1 rps rpm}, about {q 1 rps rads}',
      es: 'una revolución por segundo equivale exactamente a {x 1 rps rpm}, unos {q 1 rps rads}',
      de: 'eine Umdrehung pro Sekunde entspricht genau {x 1 rps rpm}, etwa {q 1 rps rads}',
      fr: 'un tour par seconde vaut exactement {x 1 rps rpm}, soit environ {q 1 rps rads}',
      no: 'én omdreining per sekund er nøyaktig {x 1 rps rpm}, omtrent {q 1 rps rads}',
    },
    where: {
      en: 'revolutions per second suit fast machines such as turbines and centrifuges, which would run to thousands per minute',
      es: 'las revoluciones por segundo convienen a máquinas rápidas, como turbinas y centrifugadoras, que llegarían a miles por minuto',
      de: 'Umdrehungen pro Sekunde eignen sich für schnelle Maschinen wie Turbinen und Zentrifugen, die Tausende pro Minute erreichten',
      fr: 'les tours par seconde conviennent aux machines rapides, comme les turbines et les centrifugeuses, qui atteindraient des milliers par minute',
      no: 'omdreininger per sekund passer for raske maskiner som turbiner og sentrifuger, som ellers ville nådd mange tusen per minutt',
    },
  },
  rph: {
    what: {
      en: 'one revolution per hour is a full turn in an hour, exactly {x 1 rph degmin}',
      es: 'una revolución por hora es una vuelta completa en una hora, exactamente {x 1 rph degmin}',
      de: 'eine Umdrehung pro Stunde ist eine volle Umdrehung in einer Stunde, genau {x 1 rph degmin}',
      fr: 'un tour par heure est un tour complet en une heure, soit exactement {x 1 rph degmin}',
      no: 'én omdreining per time er en hel omdreining i løpet av en time, nøyaktig {x 1 rph degmin}',
    },
    where: {
      en: 'revolutions per hour suit slow rotations, which would give small fractions per minute',
      es: 'las revoluciones por hora convienen a los giros lentos, que por minuto darían fracciones pequeñas',
      de: 'Umdrehungen pro Stunde eignen sich für langsame Drehungen, die pro Minute kleine Bruchteile ergäben',
      fr: 'les tours par heure conviennent aux rotations lentes, qui donneraient de petites fractions par minute',
      no: 'omdreininger per time passer for langsomme rotasjoner, som ville gitt små brøker per minutt',
    },
  },
  degs: {
    what: {
      en: 'one degree per second is about {q 1 degs rads}, with a full turn each second equal to {x 1 rps degs}',
      es: 'un grado por segundo son unos {q 1 degs rads}, frente a los {x 1 rps degs} de una vuelta completa por segundo',
      de: 'ein Grad pro Sekunde entspricht etwa {q 1 degs rads}, eine volle Umdrehung pro Sekunde dagegen {x 1 rps degs}',
      fr: 'un degré par seconde vaut environ {q 1 degs rads}, un tour complet par seconde valant {x 1 rps degs}',
      no: 'én grad per sekund er omtrent {q 1 degs rads}, mens en hel omdreining per sekund er {x 1 rps degs}',
    },
    where: {
      en: 'degrees per second set the standard-rate turn that pilots fly, {x 3 degs degs}, a full circle in two minutes',
      es: 'los grados por segundo marcan el viraje de régimen estándar de los pilotos, {x 3 degs degs}, un círculo en dos minutos',
      de: 'Grad pro Sekunde bestimmen die Standardkurve von Piloten, {x 3 degs degs}, ein Vollkreis in zwei Minuten',
      fr: 'les degrés par seconde fixent le virage au taux standard des pilotes, {x 3 degs degs}, soit un tour complet en deux minutes',
      no: 'grader per sekund angir standardsvingen flygere flyr, {x 3 degs degs}, en hel sirkel på to minutter',
    },
  },
  degmin: {
    what: {
      en: 'one degree per minute is a sixtieth of a degree per second, about {q 1 degmin degs}',
      es: 'un grado por minuto es la sexagésima parte de un grado por segundo, unos {q 1 degmin degs}',
      de: 'ein Grad pro Minute ist ein Sechzigstel Grad pro Sekunde, etwa {q 1 degmin degs}',
      fr: 'un degré par minute est le soixantième d’un degré par seconde, soit environ {q 1 degmin degs}',
      no: 'én grad per minutt er en sekstidel av en grad per sekund, omtrent {q 1 degmin degs}',
    },
    where: {
      en: 'degrees per minute suit slow, steady rotations such as telescope drives and positioning turntables',
      es: 'los grados por minuto convienen a giros lentos y regulares, como los de las monturas de telescopio y las mesas de posicionamiento',
      de: 'Grad pro Minute eignen sich für langsame, gleichmäßige Drehungen wie die von Teleskopnachführungen und Positioniertischen',
      fr: 'les degrés par minute conviennent aux rotations lentes et régulières, comme celles des montures de télescope et des plateaux de positionnement',
      no: 'grader per minutt passer for langsomme, jevne rotasjoner som i teleskopmonteringer og posisjoneringsbord',
    },
  },
} as const satisfies CategoryPhrases;
