import type { CategoryPhrases } from './types';

/** Acceleration units side by side, restating lib/content/facts/acceleration.ts. */
export const accelerationPhrases = {
  ms2: {
    what: {
      en: 'the meter per second squared is the SI unit of acceleration, a gain of one meter per second in each second',
      es: 'el metro por segundo al cuadrado es la unidad SI de aceleración, un cambio de un metro por segundo en cada segundo',
      de: 'der Meter pro Quadratsekunde ist die SI-Einheit der Beschleunigung, ein Meter pro Sekunde mehr in jeder Sekunde',
      fr: 'le mètre par seconde carrée est l’unité SI d’accélération, une variation d’un mètre par seconde à chaque seconde',
      no: 'meter per sekund i andre er SI-enheten for akselerasjon, en fartsendring på én meter per sekund hvert sekund',
    },
    where: {
      en: 'meters per second squared state accelerations in science and engineering, standard gravity included',
      es: 'los metros por segundo al cuadrado expresan las aceleraciones en ciencia e ingeniería, incluida la gravedad estándar',
      de: 'Meter pro Quadratsekunde geben in Wissenschaft und Technik Beschleunigungen an, die Normfallbeschleunigung eingeschlossen',
      fr: 'les mètres par seconde carrée expriment les accélérations en sciences et en ingénierie, pesanteur normale comprise',
      no: 'meter per sekund i andre angir akselerasjoner i vitenskap og teknikk, normtyngdeakselerasjonen medregnet',
    },
  },
  g0: {
    what: {
      en: 'one g is standard gravity, exactly {x 1 g0 ms2}, a value fixed in 1901 by the General Conference on Weights and Measures',
      es: 'una g es la gravedad estándar, exactamente {x 1 g0 ms2}, valor que fijó en 1901 la Conferencia General de Pesas y Medidas',
      de: 'ein g ist die Normfallbeschleunigung g₀, genau {x 1 g0 ms2}, 1901 von der Generalkonferenz für Maß und Gewicht festgelegt',
      fr: 'un g est l’accélération normale de la pesanteur, exactement {x 1 g0 ms2}, valeur fixée en 1901 par la Conférence générale des poids et mesures',
      no: 'én g er normtyngdeakselerasjonen, nøyaktig {x 1 g0 ms2}, fastsatt av Generalkonferansen for mål og vekt i 1901',
    },
    where: {
      en: 'g-forces count the loads on pilots and in crash tests, where US rules cap a dummy’s chest at {x 60 g0 g0}',
      es: 'las fuerzas g miden las cargas de pilotos y ensayos de choque, con un límite estadounidense de {x 60 g0 g0} en el pecho del maniquí',
      de: 'G-Kräfte beziffern Belastungen von Piloten und in Crashtests, mit einer US-Grenze von {x 60 g0 g0} für die Brust des Dummys',
      fr: 'les g mesurent les charges des pilotes et des essais de choc, avec une limite américaine de {x 60 g0 g0} au thorax du mannequin',
      no: 'g-krefter måler belastningen på piloter og i kollisjonstester, med en amerikansk grense på {x 60 g0 g0} i dukkens bryst',
    },
    literals: ['1901'],
  },
  cms2: {
    what: {
      en: 'the centimeter per second squared is {x 1 cms2 ms2}, named the gal (Gal) in the CGS system',
      es: 'el centímetro por segundo al cuadrado equivale a {x 1 cms2 ms2}, llamado gal (Gal) en el sistema CGS',
      de: 'der Zentimeter pro Quadratsekunde entspricht {x 1 cms2 ms2}, im CGS-System Gal genannt',
      fr: 'le centimètre par seconde carrée vaut {x 1 cms2 ms2}, nommé gal (Gal) dans le système CGS',
      no: 'centimeter per sekund i andre er {x 1 cms2 ms2}, kalt gal (Gal) i CGS-systemet',
    },
    where: {
      en: 'centimeters per second squared, as gals, serve geodesy and geophysics, where gravity is measured',
      es: 'los centímetros por segundo al cuadrado, como gales, sirven en geodesia y geofísica para medir la gravedad',
      de: 'Zentimeter pro Quadratsekunde dienen als Gal in Geodäsie und Geophysik, wo die Schwerkraft gemessen wird',
      fr: 'les centimètres par seconde carrée servent, sous le nom de gal, en géodésie et en géophysique, où l’on mesure la pesanteur',
      no: 'centimeter per sekund i andre brukes som gal i geodesi og geofysikk, der tyngdekraften måles',
    },
  },
  mgal: {
    what: {
      en: 'the milligal (mGal) is a thousandth of a gal, {x 1 mgal cms2}',
      es: 'el miligal (mGal) es una milésima de gal, {x 1 mgal cms2}',
      de: 'das Milligal (mGal) ist ein Tausendstel Gal, {x 1 mgal cms2}',
      fr: 'le milligal (mGal) est le millième du gal, soit {x 1 mgal cms2}',
      no: 'en milligal (mGal) er en tusendel gal, {x 1 mgal cms2}',
    },
    where: {
      en: 'milligals map small differences in gravity from place to place in geodesy and geophysics',
      es: 'los miligales cartografían las pequeñas diferencias de gravedad entre lugares en geodesia y geofísica',
      de: 'Milligal bilden in Geodäsie und Geophysik kleine Schwereunterschiede von Ort zu Ort ab',
      fr: 'les milligals cartographient en géodésie et en géophysique les petites différences de pesanteur d’un lieu à l’autre',
      no: 'milligal kartlegger små forskjeller i tyngdekraften fra sted til sted i geodesi og geofysikk',
    },
  },
  kmhs: {
    what: {
      en: 'the kilometer per hour per second is a gain of one kilometer per hour each second, about {q 1 kmhs ms2}',
      es: 'el kilómetro por hora por segundo es una ganancia de un kilómetro por hora en cada segundo, unos {q 1 kmhs ms2}',
      de: 'der Kilometer pro Stunde pro Sekunde ist ein Zuwachs um einen Kilometer pro Stunde in jeder Sekunde, etwa {q 1 kmhs ms2}',
      fr: 'le kilomètre par heure par seconde est un gain d’un kilomètre par heure à chaque seconde, soit environ {q 1 kmhs ms2}',
      no: 'kilometer i timen per sekund er en fartsøkning på én kilometer i timen hvert sekund, omtrent {q 1 kmhs ms2}',
    },
    where: {
      en: 'kilometers per hour per second state a vehicle’s acceleration in the unit of its own speedometer',
      es: 'los kilómetros por hora por segundo expresan la aceleración de un vehículo en la unidad de su propio velocímetro',
      de: 'Kilometer pro Stunde pro Sekunde geben die Beschleunigung eines Fahrzeugs in der Einheit seines eigenen Tachometers an',
      fr: 'les kilomètres par heure par seconde expriment l’accélération d’un véhicule dans l’unité de son propre compteur de vitesse',
      no: 'kilometer i timen per sekund uttrykker et kjøretøys akselerasjon i enheten til dets eget speedometer',
    },
  },
  fts2: {
    what: {
      en: 'the foot per second squared is exactly {x 1 fts2 ms2}, since the foot is exactly 0.3048 meter',
      es: 'el pie por segundo al cuadrado equivale exactamente a {x 1 fts2 ms2}, porque el pie mide exactamente 0,3048 metros',
      de: 'der Fuß pro Quadratsekunde entspricht genau {x 1 fts2 ms2}, weil der Fuß genau 0,3048 Meter misst',
      fr: 'le pied par seconde carrée vaut exactement {x 1 fts2 ms2}, car le pied vaut exactement 0,3048 mètre',
      no: 'fot per sekund i andre er nøyaktig {x 1 fts2 ms2}, fordi en fot er nøyaktig 0,3048 meter',
    },
    where: {
      en: 'feet per second squared state accelerations in US engineering texts, where standard gravity is about {q 1 g0 fts2}',
      es: 'los pies por segundo al cuadrado expresan las aceleraciones en la ingeniería estadounidense, donde la gravedad estándar son unos {q 1 g0 fts2}',
      de: 'Fuß pro Quadratsekunde geben in US-Ingenieurtexten Beschleunigungen an, bei einer Normfallbeschleunigung von etwa {q 1 g0 fts2}',
      fr: 'les pieds par seconde carrée expriment les accélérations dans l’ingénierie américaine, où la pesanteur normale vaut environ {q 1 g0 fts2}',
      no: 'fot per sekund i andre angir akselerasjon i amerikanske ingeniørtekster, der normtyngdeakselerasjonen er omtrent {q 1 g0 fts2}',
    },
    literals: ['0.3048', '0', '3048'],
  },
  ins2: {
    what: {
      en: 'the inch per second squared is a twelfth of a foot per second squared, exactly {x 1 ins2 ms2}',
      es: 'la pulgada por segundo al cuadrado es la doceava parte de un pie por segundo al cuadrado, exactamente {x 1 ins2 ms2}',
      de: 'der Zoll pro Quadratsekunde ist ein Zwölftel Fuß pro Quadratsekunde, genau {x 1 ins2 ms2}',
      fr: 'le pouce par seconde carrée est le douzième du pied par seconde carrée, soit exactement {x 1 ins2 ms2}',
      no: 'tomme per sekund i andre er en tolvdel av en fot per sekund i andre, nøyaktig {x 1 ins2 ms2}',
    },
    where: {
      en: 'inches per second squared serve US engineers for small accelerations such as machine vibration',
      es: 'las pulgadas por segundo al cuadrado sirven a los ingenieros estadounidenses para aceleraciones pequeñas, como la vibración de máquinas',
      de: 'Zoll pro Quadratsekunde dienen US-Ingenieuren für kleine Beschleunigungen wie Maschinenschwingungen',
      fr: 'les pouces par seconde carrée servent aux ingénieurs américains pour de petites accélérations, comme les vibrations de machines',
      no: 'tommer per sekund i andre brukes av amerikanske ingeniører for små akselerasjoner som maskinvibrasjoner',
    },
  },
  mphs: {
    what: {
      en: 'the mile per hour per second is a gain of one mile per hour each second, exactly {x 1 mphs ms2}',
      es: 'la milla por hora por segundo es una ganancia de una milla por hora en cada segundo, exactamente {x 1 mphs ms2}',
      de: 'die Meile pro Stunde pro Sekunde ist ein Zuwachs um eine Meile pro Stunde in jeder Sekunde, genau {x 1 mphs ms2}',
      fr: 'le mile par heure par seconde est un gain d’un mile par heure à chaque seconde, soit exactement {x 1 mphs ms2}',
      no: 'en engelsk mil i timen per sekund er en fartsøkning på én engelsk mil i timen hvert sekund, nøyaktig {x 1 mphs ms2}',
    },
    where: {
      en: 'miles per hour per second state acceleration in the speed unit of US and UK road traffic',
      es: 'las millas por hora por segundo expresan la aceleración en la unidad de velocidad del tráfico de Estados Unidos y el Reino Unido',
      de: 'Meilen pro Stunde pro Sekunde geben die Beschleunigung in der Geschwindigkeitseinheit des Straßenverkehrs der USA und des Vereinigten Königreichs an',
      fr: 'les miles par heure par seconde expriment l’accélération dans l’unité de vitesse routière des États-Unis et du Royaume-Uni',
      no: 'engelske mil i timen per sekund uttrykker akselerasjon i fartsenheten på veiene i USA og Storbritannia',
    },
  },
} as const satisfies CategoryPhrases;
