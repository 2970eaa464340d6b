import type { CategoryPhrases } from './types';

/** Speed units' clauses for a pair's answer, restating lib/content/facts/speed.ts. */
export const speedPhrases = {
  ms: {
    what: {
      en: 'the meter per second is the SI unit of speed, one meter covered in one second',
      es: 'el metro por segundo es la unidad de velocidad del SI, un metro recorrido en un segundo',
      de: 'der Meter pro Sekunde ist die SI-Einheit der Geschwindigkeit, ein Meter in einer Sekunde',
      fr: 'le mètre par seconde est l’unité SI de vitesse, un mètre parcouru en une seconde',
      no: 'meter per sekund er SI-enheten for fart, én meter tilbakelagt på ett sekund',
    },
    where: {
      en: 'science and engineering work in meters per second, as many weather services do for wind',
      es: 'la ciencia y la ingeniería trabajan en metros por segundo, como muchos servicios meteorológicos con el viento',
      de: 'Wissenschaft und Technik rechnen in Metern pro Sekunde, viele Wetterdienste ebenso beim Wind',
      fr: 'les sciences et l’ingénierie travaillent en mètres par seconde, comme bien des services météorologiques pour le vent',
      no: 'naturvitenskap og teknikk regner i meter per sekund, som mange værtjenester gjør for vind',
    },
  },
  kmh: {
    what: {
      en: 'the kilometer per hour is one kilometer covered in one hour, about {q 1 kmh ms}',
      es: 'el kilómetro por hora es un kilómetro recorrido en una hora, unos {q 1 kmh ms}',
      de: 'der Kilometer pro Stunde ist ein Kilometer in einer Stunde, etwa {q 1 kmh ms}',
      fr: 'le kilomètre par heure correspond à un kilomètre parcouru en une heure, soit environ {q 1 kmh ms}',
      no: 'kilometer i timen er én kilometer tilbakelagt på én time, omtrent {q 1 kmh ms}',
    },
    where: {
      en: 'speedometers in most of the world read in kilometers per hour, as UN vehicle rules provide',
      es: 'en casi todo el mundo los velocímetros marcan kilómetros por hora, como prevén las normas de vehículos de la ONU',
      de: 'Tachometer zeigen fast überall auf der Welt Kilometer pro Stunde an, wie es die UN-Fahrzeugregelungen vorsehen',
      fr: 'dans la plupart des pays, les compteurs de vitesse sont gradués en kilomètres par heure, selon les règlements de l’ONU',
      no: 'i de fleste land viser speedometeret kilometer i timen, slik FNs kjøretøyregler legger opp til',
    },
  },
  mph: {
    what: {
      en: 'the mile per hour is one international mile covered in one hour, exactly {x 1 mph kmh}',
      es: 'la milla por hora es una milla internacional recorrida en una hora, exactamente {x 1 mph kmh}',
      de: 'die Meile pro Stunde ist eine internationale Meile in einer Stunde, genau {x 1 mph kmh}',
      fr: 'le mile par heure correspond à un mile international parcouru en une heure, soit exactement {x 1 mph kmh}',
      no: 'en engelsk mil i timen er én internasjonal engelsk mil tilbakelagt på én time, nøyaktig {x 1 mph kmh}',
    },
    where: {
      en: 'road signs and speedometers in the United Kingdom and the United States give speeds in miles per hour',
      es: 'las señales de tráfico y los velocímetros del Reino Unido y de Estados Unidos indican la velocidad en millas por hora',
      de: 'Verkehrsschilder und Tachos im Vereinigten Königreich und in den USA zeigen Meilen pro Stunde',
      fr: 'au Royaume-Uni comme aux États-Unis, panneaux routiers et compteurs indiquent la vitesse en miles par heure',
      no: 'i Storbritannia og USA viser skilt og speedometre farten i engelske mil i timen',
    },
  },
  fts: {
    what: {
      en: 'the foot per second is one foot covered in one second, exactly {x 1 fts ms}',
      es: 'el pie por segundo es un pie recorrido en un segundo, exactamente {x 1 fts ms}',
      de: 'der Fuß pro Sekunde ist ein Fuß in einer Sekunde, genau {x 1 fts ms}',
      fr: 'le pied par seconde correspond à un pied parcouru en une seconde, soit exactement {x 1 fts ms}',
      no: 'fot per sekund er én fot tilbakelagt på ett sekund, nøyaktig {x 1 fts ms}',
    },
    where: {
      en: 'US ammunition makers state muzzle velocities in feet per second, following the SAAMI standards',
      es: 'los fabricantes estadounidenses de munición dan la velocidad en boca en pies por segundo, según las normas SAAMI',
      de: 'US-Munitionshersteller geben die Mündungsgeschwindigkeit nach den SAAMI-Normen in Fuß pro Sekunde an',
      fr: 'les fabricants américains de munitions indiquent la vitesse initiale en pieds par seconde, selon les normes SAAMI',
      no: 'amerikanske ammunisjonsprodusenter oppgir munningshastigheten i fot per sekund, etter SAAMI-standardene',
    },
  },
  knot: {
    what: {
      en: 'the knot is one nautical mile per hour, exactly {x 1 knot kmh}',
      es: 'el nudo es una milla náutica por hora, exactamente {x 1 knot kmh}',
      de: 'der Knoten ist eine Seemeile pro Stunde, genau {x 1 knot kmh}',
      fr: 'le nœud vaut un mille marin par heure, soit exactement {x 1 knot kmh}',
      no: 'en knop er én nautisk mil i timen, nøyaktig {x 1 knot kmh}',
    },
    where: {
      en: 'pilots, air traffic controllers and sailors give speeds in knots',
      es: 'pilotos, controladores aéreos y marinos expresan la velocidad en nudos',
      de: 'Piloten, Fluglotsen und Seeleute geben Geschwindigkeiten in Knoten an',
      fr: 'les pilotes, les contrôleurs aériens et les marins expriment les vitesses en nœuds',
      no: 'flygere, flygeledere og sjøfolk oppgir fart i knop',
    },
  },
  kms: {
    what: {
      en: 'the kilometer per second is one kilometer covered in one second, exactly {x 1 kms kmh}',
      es: 'el kilómetro por segundo es un kilómetro recorrido en un segundo, exactamente {x 1 kms kmh}',
      de: 'der Kilometer pro Sekunde ist ein Kilometer in einer Sekunde, genau {x 1 kms kmh}',
      fr: 'le kilomètre par seconde correspond à un kilomètre parcouru en une seconde, soit exactement {x 1 kms kmh}',
      no: 'kilometer per sekund er én kilometer tilbakelagt på ett sekund, nøyaktig {x 1 kms kmh}',
    },
    where: {
      en: 'NASA gives the orbital and escape velocities of the planets in kilometers per second',
      es: 'la NASA da en kilómetros por segundo las velocidades orbitales y de escape de los planetas',
      de: 'die NASA gibt Bahn- und Fluchtgeschwindigkeiten der Planeten in Kilometern pro Sekunde an',
      fr: 'la NASA donne en kilomètres par seconde les vitesses orbitales et de libération des planètes',
      no: 'NASA oppgir planetenes banefart og unnslippingshastighet i kilometer per sekund',
    },
  },
  cms: {
    what: {
      en: 'the centimeter per second is one centimeter covered in one second, exactly {x 1 cms ms}',
      es: 'el centímetro por segundo es un centímetro recorrido en un segundo, exactamente {x 1 cms ms}',
      de: 'der Zentimeter pro Sekunde ist ein Zentimeter in einer Sekunde, genau {x 1 cms ms}',
      fr: 'le centimètre par seconde correspond à un centimètre parcouru en une seconde, soit exactement {x 1 cms ms}',
      no: 'centimeter per sekund er én centimeter tilbakelagt på ett sekund, nøyaktig {x 1 cms ms}',
    },
    where: {
      en: 'much older physics literature is written in centimeters per second, the CGS unit of speed',
      es: 'buena parte de la física antigua está escrita en centímetros por segundo, la unidad de velocidad CGS',
      de: 'ein großer Teil der älteren Physikliteratur rechnet in Zentimetern pro Sekunde, der CGS-Einheit der Geschwindigkeit',
      fr: 'une bonne part de la littérature ancienne de physique emploie le centimètre par seconde, unité de vitesse du système CGS',
      no: 'mye eldre fysikklitteratur bruker centimeter per sekund, fartsenheten i CGS-systemet',
    },
  },
  ins: {
    what: {
      en: 'the inch per second is one inch covered in one second, exactly {x 1 ins cms}',
      es: 'la pulgada por segundo es una pulgada recorrida en un segundo, exactamente {x 1 ins cms}',
      de: 'der Zoll pro Sekunde ist ein Zoll in einer Sekunde, genau {x 1 ins cms}',
      fr: 'le pouce par seconde correspond à un pouce parcouru en une seconde, soit exactement {x 1 ins cms}',
      no: 'en tomme per sekund er én tomme tilbakelagt på ett sekund, nøyaktig {x 1 ins cms}',
    },
    where: {
      en: 'reel-to-reel audio tape ran at speeds set in inches per second, fifteen for studio work',
      es: 'las cintas de audio de bobina abierta corrían a velocidades fijadas en pulgadas por segundo, quince en el estudio',
      de: 'Tonbänder liefen mit Geschwindigkeiten in Zoll pro Sekunde, im Studio mit fünfzehn',
      fr: 'les magnétophones à bande défilaient à des vitesses fixées en pouces par seconde, quinze en studio',
      no: 'spolebåndopptakere gikk med hastigheter satt i tommer per sekund, femten i studio',
    },
  },
  ftmin: {
    what: {
      en: 'the foot per minute is one foot covered in one minute, exactly {x 1 ftmin ms}',
      es: 'el pie por minuto es un pie recorrido en un minuto, exactamente {x 1 ftmin ms}',
      de: 'der Fuß pro Minute ist ein Fuß in einer Minute, genau {x 1 ftmin ms}',
      fr: 'le pied par minute correspond à un pied parcouru en une minute, soit exactement {x 1 ftmin ms}',
      no: 'fot per minutt er én fot tilbakelagt på ett minutt, nøyaktig {x 1 ftmin ms}',
    },
    where: {
      en: 'US heating and ventilation engineers give air speeds in ducts and through grilles in feet per minute',
      es: 'los ingenieros de climatización de Estados Unidos dan la velocidad del aire en conductos y rejillas en pies por minuto',
      de: 'US-Lüftungsingenieure geben die Luftgeschwindigkeit in Kanälen und Gittern in Fuß pro Minute an',
      fr: 'les ingénieurs américains en génie climatique expriment en pieds par minute la vitesse de l’air dans les gaines et les grilles',
      no: 'amerikanske VVS-ingeniører oppgir lufthastigheten i kanaler og rister i fot per minutt',
    },
  },
  mach: {
    what: {
      en: 'the Mach number is a speed divided by the local speed of sound, so Mach one is no fixed speed',
      es: 'el número de Mach es una velocidad dividida por la velocidad local del sonido, así que Mach uno no es una velocidad fija',
      de: 'die Machzahl ist eine Geschwindigkeit geteilt durch die örtliche Schallgeschwindigkeit, weshalb Mach eins keine feste Geschwindigkeit ist',
      fr: 'le nombre de Mach est une vitesse divisée par la vitesse locale du son, si bien que Mach un n’est pas une vitesse fixe',
      no: 'machtallet er en fart delt på den lokale lydhastigheten, så Mach én er ingen fast fart',
    },
    where: {
      en: 'jet pilots read their speed at cruising altitude as a Mach number',
      es: 'los pilotos de reactores leen su velocidad de crucero en número de Mach',
      de: 'Jetpiloten lesen ihre Geschwindigkeit in Reiseflughöhe als Machzahl ab',
      fr: 'les pilotes de jets lisent leur vitesse de croisière en nombre de Mach',
      no: 'jetflygere leser farten i marsjhøyde som machtall',
    },
  },
  c: {
    what: {
      en: 'the speed of light in vacuum is one of the constants that define the SI, exactly {x 1 c ms}',
      es: 'la velocidad de la luz en el vacío es una de las constantes que definen el SI, exactamente {x 1 c ms}',
      de: 'die Lichtgeschwindigkeit im Vakuum ist eine der Konstanten, die das SI definieren, genau {x 1 c ms}',
      fr: 'la vitesse de la lumière dans le vide est l’une des constantes qui définissent le SI, soit exactement {x 1 c ms}',
      no: 'lyshastigheten i vakuum er en av konstantene som definerer SI, nøyaktig {x 1 c ms}',
    },
    where: {
      en: 'physics measures the fastest motions against the speed of light, by which the meter itself is defined',
      es: 'la física mide los movimientos más rápidos frente a la velocidad de la luz, con la que se define el propio metro',
      de: 'die Physik misst die schnellsten Bewegungen an der Lichtgeschwindigkeit, über die selbst der Meter definiert ist',
      fr: 'la physique rapporte les mouvements les plus rapides à la vitesse de la lumière, qui définit le mètre lui-même',
      no: 'fysikken måler de raskeste bevegelsene mot lyshastigheten, som selve meteren er definert ut fra',
    },
  },
} as const satisfies CategoryPhrases;
