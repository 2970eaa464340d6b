import type { CategoryPhrases } from './types';

/** Pressure units' clauses for a pair's answer, restating lib/content/facts/pressure.ts. */
export const pressurePhrases = {
  pa: {
    what: {
      en: 'the pascal is the SI unit of pressure, one newton spread over one square meter',
      es: 'el pascal es la unidad de presión del SI, un newton repartido sobre un metro cuadrado',
      de: 'das Pascal ist die SI-Einheit des Drucks, ein Newton verteilt auf einen Quadratmeter',
      fr: 'le pascal est l’unité SI de pression, un newton réparti sur un mètre carré',
      no: 'en pascal er SI-enheten for trykk, én newton fordelt på én kvadratmeter',
    },
    where: {
      en: 'science uses pascals directly, while everyday pressures come in hecto-, kilo- or megapascals',
      es: 'la ciencia usa el pascal tal cual, pero las presiones cotidianas se dan en hecto-, kilo- o megapascales',
      de: 'die Wissenschaft rechnet direkt in Pascal, Alltagsdrücke dagegen in Hekto-, Kilo- oder Megapascal',
      fr: 'les sciences emploient le pascal tel quel, mais les pressions courantes s’expriment en hecto-, kilo- ou mégapascals',
      no: 'vitenskapen bruker pascal direkte, mens hverdagstrykk oppgis i hekto-, kilo- eller megapascal',
    },
  },
  kpa: {
    what: {
      en: 'the kilopascal is a thousand pascals, formed with the SI prefix kilo',
      es: 'el kilopascal equivale a mil pascales, con el prefijo SI kilo',
      de: 'das Kilopascal entspricht tausend Pascal, gebildet mit dem SI-Vorsatz Kilo',
      fr: 'le kilopascal vaut mille pascals, avec le préfixe SI kilo',
      no: 'en kilopascal er tusen pascal, dannet med SI-prefikset kilo',
    },
    where: {
      en: 'kilopascals state the maximum pressure on US tire sidewalls, beside psi, as federal rules require',
      es: 'los kilopascales dan la presión máxima en el flanco de los neumáticos estadounidenses, junto a los psi',
      de: 'Kilopascal stehen nach US-Bundesvorschriften neben psi für den Höchstdruck auf der Reifenflanke',
      fr: 'les kilopascals indiquent la pression maximale sur le flanc des pneus américains, à côté des psi',
      no: 'kilopascal står ved siden av psi for høyeste trykk på dekksiden i USA, slik føderale regler krever',
    },
  },
  bar: {
    what: {
      en: 'the bar is exactly {x 1 bar kpa}, a legal unit in the EU though not an SI unit',
      es: 'el bar equivale exactamente a {x 1 bar kpa}, unidad legal en la UE aunque no del SI',
      de: 'das Bar, genau {x 1 bar kpa}, ist nach EU-Recht eine gesetzliche Einheit, aber keine SI-Einheit',
      fr: 'le bar vaut exactement {x 1 bar kpa}, unité légale dans l’UE sans être une unité SI',
      no: 'en bar er nøyaktig {x 1 bar kpa}, ingen SI-enhet, men en lovlig måleenhet i EU',
    },
    where: {
      en: 'since 1982, IUPAC has set chemistry’s standard pressure at one bar',
      es: 'un bar es desde 1982 la presión estándar de la química según la IUPAC',
      de: 'ein Bar ist seit 1982 der Standarddruck der Chemie nach IUPAC',
      fr: 'un bar est depuis 1982 la pression standard de la chimie selon l’IUPAC',
      no: 'IUPAC har siden 1982 satt kjemiens standardtrykk til én bar',
    },
    literals: ['1982'],
  },
  psi: {
    what: {
      en: 'the pound-force per square inch is one pound-force on one square inch, about {q 1 psi kpa}',
      es: 'la libra-fuerza por pulgada cuadrada es una libra-fuerza sobre una pulgada cuadrada, unos {q 1 psi kpa}',
      de: 'das psi, Pfund pro Quadratzoll, ist der Druck von einem Pfund Kraft auf einen Quadratzoll',
      fr: 'la livre-force par pouce carré est une livre-force sur un pouce carré, soit environ {q 1 psi kpa}',
      no: 'pund per kvadrattomme (psi) er trykket fra én pundkraft på én kvadrattomme',
    },
    where: {
      en: 'US tire pressures are given in psi, including the maximum on the sidewall',
      es: 'en Estados Unidos la presión de los neumáticos se da en psi, incluida la máxima del flanco',
      de: 'in den USA werden Reifendrücke in psi angegeben, einschließlich des Höchstdrucks auf der Flanke',
      fr: 'aux États-Unis, la pression des pneus se donne en psi, y compris la pression maximale inscrite sur le flanc',
      no: 'dekktrykk oppgis i psi i USA, der dekksiden må vise høyeste trykk i psi',
    },
  },
  atm: {
    what: {
      en: 'the standard atmosphere is exactly {x 1 atm pa}, close to average air pressure at sea level',
      es: 'la atmósfera estándar equivale exactamente a {x 1 atm pa}, cerca de la presión media al nivel del mar',
      de: 'die physikalische Atmosphäre beträgt genau {x 1 atm pa}, nahe dem mittleren Luftdruck auf Meereshöhe',
      fr: 'l’atmosphère normale vaut exactement {x 1 atm pa}, près de la pression moyenne au niveau de la mer',
      no: 'standardatmosfæren er nøyaktig {x 1 atm pa}, nær det gjennomsnittlige lufttrykket ved havnivå',
    },
    where: {
      en: 'the ICAO standard atmosphere, used to calibrate aircraft altimeters, starts from one atmosphere at sea level',
      es: 'la atmósfera tipo de la OACI, con la que se calibran los altímetros, parte de una atmósfera al nivel del mar',
      de: 'die ICAO-Standardatmosphäre, nach der Höhenmesser kalibriert werden, geht auf Meereshöhe von einer Atmosphäre aus',
      fr: 'l’atmosphère type de l’OACI, qui sert à étalonner les altimètres, part d’une atmosphère au niveau de la mer',
      no: 'ICAOs standardatmosfære, som høydemålere i fly kalibreres etter, starter fra én atmosfære ved havnivå',
    },
  },
  mmhg: {
    what: {
      en: 'the millimeter of mercury is the pressure of a mercury column one millimeter high',
      es: 'el milímetro de mercurio es la presión de una columna de mercurio de un milímetro de altura',
      de: 'der Millimeter Quecksilbersäule ist der Druck einer einen Millimeter hohen Quecksilbersäule',
      fr: 'le millimètre de mercure est la pression d’une colonne de mercure d’un millimètre de haut',
      no: 'en millimeter kvikksølv er trykket fra en kvikksølvsøyle på én millimeter',
    },
    where: {
      en: 'blood pressure is measured in millimeters of mercury, a unit EU law keeps for body fluids',
      es: 'la tensión arterial se mide en milímetros de mercurio, unidad que la UE mantiene para los líquidos corporales',
      de: 'der Blutdruck wird in Millimetern Quecksilbersäule gemessen, einer Einheit, die das EU-Recht für Körperflüssigkeiten beibehält',
      fr: 'la tension artérielle se mesure en millimètres de mercure, unité que le droit de l’UE conserve pour les liquides organiques',
      no: 'blodtrykk måles i millimeter kvikksølv, en enhet EU-retten beholder for kroppsvæsker',
    },
  },
  hpa: {
    what: {
      en: 'the hectopascal is a hundred pascals, exactly as large as the millibar',
      es: 'el hectopascal equivale a cien pascales, exactamente lo mismo que el milibar',
      de: 'das Hektopascal entspricht hundert Pascal und ist genau so groß wie das Millibar',
      fr: 'l’hectopascal vaut cent pascals, exactement autant que le millibar',
      no: 'en hektopascal er hundre pascal, nøyaktig like stor som en millibar',
    },
    where: {
      en: 'weather services and aviation give air pressure in hectopascals',
      es: 'los servicios meteorológicos y la aviación dan la presión atmosférica en hectopascales',
      de: 'Wetterdienste und Luftfahrt geben den Luftdruck in Hektopascal an',
      fr: 'les services météorologiques et l’aviation donnent la pression atmosphérique en hectopascals',
      no: 'værtjenester og luftfart oppgir lufttrykket i hektopascal',
    },
  },
  mbar: {
    what: {
      en: 'the millibar is one thousandth of a bar, exactly {x 1 mbar hpa}',
      es: 'el milibar es la milésima parte de un bar, exactamente {x 1 mbar hpa}',
      de: 'das Millibar ist der tausendste Teil eines Bars, genau {x 1 mbar hpa}',
      fr: 'le millibar est la millième partie d’un bar, soit exactement {x 1 mbar hpa}',
      no: 'en millibar er en tusendel av en bar, nøyaktig {x 1 mbar hpa}',
    },
    where: {
      en: 'millibars filled weather maps until the numerically identical hectopascal replaced them',
      es: 'los milibares llenaban los mapas del tiempo hasta que los sustituyó el hectopascal, numéricamente idéntico',
      de: 'Wetterkarten zeigten Millibar, bis das zahlengleiche Hektopascal es ablöste',
      fr: 'les cartes météo employaient le millibar avant que l’hectopascal, numériquement identique, le remplace',
      no: 'værkart brukte millibar til den tallmessig like hektopascalen tok over',
    },
  },
  mpa: {
    what: {
      en: 'the megapascal is a million pascals, or one newton per square millimeter',
      es: 'el megapascal es un millón de pascales, o un newton por milímetro cuadrado',
      de: 'das Megapascal entspricht einer Million Pascal oder einem Newton pro Quadratmillimeter',
      fr: 'le mégapascal vaut un million de pascals, soit un newton par millimètre carré',
      no: 'en megapascal er en million pascal, eller én newton per kvadratmillimeter',
    },
    where: {
      en: 'Eurocode 2 gives the strengths of concrete and reinforcing steel in megapascals',
      es: 'el Eurocódigo 2 expresa en megapascales la resistencia del hormigón y del acero para armaduras',
      de: 'der Eurocode 2 gibt die Festigkeiten von Beton und Betonstahl in Megapascal an',
      fr: 'l’Eurocode 2 exprime en mégapascals la résistance du béton et des aciers d’armature',
      no: 'Eurokode 2 oppgir fastheten til betong og armeringsstål i megapascal',
    },
    literals: ['2'],
  },
  cmh2o: {
    what: {
      en: 'the centimeter of water is the pressure of a water column one centimeter high, exactly {x 1 cmh2o pa}',
      es: 'el centímetro de agua es la presión de una columna de agua de un centímetro, exactamente {x 1 cmh2o pa}',
      de: 'der Zentimeter Wassersäule ist der Druck einer einen Zentimeter hohen Wassersäule, genau {x 1 cmh2o pa}',
      fr: 'le centimètre d’eau est la pression d’une colonne d’eau d’un centimètre, soit exactement {x 1 cmh2o pa}',
      no: 'en centimeter vannsøyle er trykket fra en vannsøyle på én centimeter, nøyaktig {x 1 cmh2o pa}',
    },
    where: {
      en: 'CPAP machines and hospital ventilators are set in centimeters of water',
      es: 'los equipos de CPAP y los respiradores se ajustan en centímetros de agua',
      de: 'CPAP-Geräte und Beatmungsgeräte werden in Zentimetern Wassersäule eingestellt',
      fr: 'les appareils de PPC et les respirateurs se règlent en centimètres d’eau',
      no: 'CPAP-maskiner og respiratorer stilles inn i centimeter vannsøyle',
    },
  },
  at: {
    what: {
      en: 'the technical atmosphere is one kilogram-force per square centimeter, exactly {x 1 at kpa}',
      es: 'la atmósfera técnica es un kilogramo-fuerza por centímetro cuadrado, exactamente {x 1 at kpa}',
      de: 'die technische Atmosphäre ist ein Kilopond pro Quadratzentimeter, genau {x 1 at kpa}',
      fr: 'l’atmosphère technique vaut un kilogramme-force par centimètre carré, soit exactement {x 1 at kpa}',
      no: 'den tekniske atmosfæren er ett kilopond per kvadratcentimeter, nøyaktig {x 1 at kpa}',
    },
    where: {
      en: 'the technical atmosphere, from the old technical system of units, is listed by NIST for conversion to SI',
      es: 'la atmósfera técnica, del antiguo sistema técnico, figura en el NIST para pasar datos al SI',
      de: 'die technische Atmosphäre stammt aus dem alten technischen Maßsystem und steht beim NIST zur Umrechnung ins SI',
      fr: 'l’atmosphère technique, héritée de l’ancien système technique, figure au NIST pour la conversion en SI',
      no: 'den tekniske atmosfæren, fra det gamle tekniske enhetssystemet, står hos NIST for omregning til SI',
    },
  },
  torr: {
    what: {
      en: 'the torr is the standard atmosphere divided by 760, about {q 1 torr pa}',
      es: 'el torr es la atmósfera estándar dividida entre 760, unos {q 1 torr pa}',
      de: 'das Torr ist die physikalische Atmosphäre geteilt durch 760, etwa {q 1 torr pa}',
      fr: 'le torr est l’atmosphère normale divisée par 760, soit environ {q 1 torr pa}',
      no: 'en torr er standardatmosfæren delt på 760, omtrent {q 1 torr pa}',
    },
    where: {
      en: 'vacuum technology still measures in torr, especially in the United States',
      es: 'la técnica del vacío sigue midiendo en torr, sobre todo en Estados Unidos',
      de: 'die Vakuumtechnik misst noch in Torr, vor allem in den USA',
      fr: 'les techniques du vide mesurent encore en torrs, surtout aux États-Unis',
      no: 'vakuumteknikken måler fortsatt i torr, særlig i USA',
    },
    literals: ['760'],
  },
  inhg: {
    what: {
      en: 'the inch of mercury is the pressure of a mercury column one inch high, about {q 1 inhg hpa}',
      es: 'la pulgada de mercurio es la presión de una columna de mercurio de una pulgada, unos {q 1 inhg hpa}',
      de: 'der Zoll Quecksilbersäule ist der Druck einer einen Zoll hohen Quecksilbersäule, etwa {q 1 inhg hpa}',
      fr: 'le pouce de mercure est la pression d’une colonne de mercure d’un pouce de haut, soit environ {q 1 inhg hpa}',
      no: 'en tomme kvikksølv er trykket fra en kvikksølvsøyle på én tomme, omtrent {q 1 inhg hpa}',
    },
    where: {
      en: 'US altimeter settings and weather reports give air pressure in inches of mercury',
      es: 'en Estados Unidos, el reglaje de altímetro y los partes meteorológicos usan pulgadas de mercurio',
      de: 'in den USA geben Höhenmessereinstellung und Wetterberichte den Luftdruck in Zoll Quecksilbersäule an',
      fr: 'aux États-Unis, le calage altimétrique et les bulletins météo donnent la pression en pouces de mercure',
      no: 'i USA oppgir høydemålerinnstillinger og værmeldinger lufttrykket i tommer kvikksølv',
    },
  },
  inh2o: {
    what: {
      en: 'the inch of water is the pressure of a water column one inch high, about {q 1 inh2o pa}',
      es: 'la pulgada de agua es la presión de una columna de agua de una pulgada, unos {q 1 inh2o pa}',
      de: 'der Zoll Wassersäule ist der Druck einer einen Zoll hohen Wassersäule, etwa {q 1 inh2o pa}',
      fr: 'le pouce d’eau est la pression d’une colonne d’eau d’un pouce, soit environ {q 1 inh2o pa}',
      no: 'en tomme vannsøyle er trykket fra en vannsøyle på én tomme, omtrent {q 1 inh2o pa}',
    },
    where: {
      en: 'US heating and ventilation engineers state fan and duct pressures in inches of water',
      es: 'los ingenieros de climatización de Estados Unidos miden ventiladores y conductos en pulgadas de agua',
      de: 'US-Lüftungsingenieure geben Ventilator- und Kanaldrücke in Zoll Wassersäule an',
      fr: 'les ingénieurs américains en génie climatique expriment en pouces d’eau la pression des ventilateurs et des gaines',
      no: 'amerikanske VVS-ingeniører oppgir vifte- og kanaltrykk i tommer vannsøyle',
    },
  },
  ksi: {
    what: {
      en: 'the ksi is a thousand pounds-force per square inch, about {q 1 ksi mpa}',
      es: 'el ksi equivale a mil libras-fuerza por pulgada cuadrada, unos {q 1 ksi mpa}',
      de: 'das ksi entspricht tausend Pfund pro Quadratzoll, etwa {q 1 ksi mpa}',
      fr: 'le ksi vaut mille livres-force par pouce carré, soit environ {q 1 ksi mpa}',
      no: 'en ksi er tusen pund per kvadrattomme, omtrent {q 1 ksi mpa}',
    },
    where: {
      en: 'US structural steel design gives yield and tensile strengths in ksi',
      es: 'el cálculo de estructuras de acero en Estados Unidos da en ksi límites elásticos y resistencias a tracción',
      de: 'der US-Stahlbau gibt Streckgrenzen und Zugfestigkeiten in ksi an',
      fr: 'le calcul des charpentes métalliques aux États-Unis exprime en ksi limites d’élasticité et résistances à la traction',
      no: 'amerikansk stålkonstruksjon oppgir flytegrenser og strekkfasthet i ksi',
    },
  },
} as const satisfies CategoryPhrases;
