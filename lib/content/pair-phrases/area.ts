import type { CategoryPhrases } from './types';

/** Area clauses: each restates its unit's definition and use in lib/content/facts/area.ts. */
export const areaPhrases = {
  mm2: {
    what: {
      en: 'the square millimeter is the area of a square one millimeter on a side, a millionth of a square meter',
      es: 'el milímetro cuadrado es el área de un cuadrado de un milímetro de lado, una millonésima de metro cuadrado',
      de: 'der Quadratmillimeter ist die Fläche eines Quadrats von einem Millimeter Seitenlänge, ein Millionstel Quadratmeter',
      fr: 'le millimètre carré est l’aire d’un carré d’un millimètre de côté, un millionième de mètre carré',
      no: 'en kvadratmillimeter er arealet av et kvadrat med sider på én millimeter, en milliondel kvadratmeter',
    },
    where: {
      en: 'square millimeters size the conductors of electrical cables by their cross-section',
      es: 'los milímetros cuadrados dimensionan por su sección los conductores de los cables eléctricos',
      de: 'Quadratmillimeter bemessen den Querschnitt der Leiter elektrischer Kabel',
      fr: 'les millimètres carrés désignent la section des conducteurs des câbles électriques',
      no: 'kvadratmillimeter angir tverrsnittet til ledere i elektriske kabler',
    },
  },
  cm2: {
    what: {
      en: 'the square centimeter is the area of a square one centimeter on a side, a ten-thousandth of a square meter',
      es: 'el centímetro cuadrado es el área de un cuadrado de un centímetro de lado, una diezmilésima de metro cuadrado',
      de: 'der Quadratzentimeter ist die Fläche eines Quadrats von einem Zentimeter Seitenlänge, ein Zehntausendstel Quadratmeter',
      fr: 'le centimètre carré est l’aire d’un carré d’un centimètre de côté, un dix-millième de mètre carré',
      no: 'en kvadratcentimeter er arealet av et kvadrat med sider på én centimeter, en titusendel kvadratmeter',
    },
    where: {
      en: 'the square centimeter is one of the metric area units UK law defines, a hundredth of a square decimeter',
      es: 'el centímetro cuadrado es una de las unidades métricas de superficie que define la ley británica',
      de: 'der Quadratzentimeter gehört zu den metrischen Flächeneinheiten, die das britische Recht definiert',
      fr: 'le centimètre carré figure parmi les unités métriques de surface que définit le droit britannique',
      no: 'kvadratcentimeteren er en av de metriske arealenhetene britisk lov definerer',
    },
  },
  m2: {
    what: {
      en: 'the square meter is the SI unit of area, the area of a square one meter on a side',
      es: 'el metro cuadrado es la unidad de superficie del SI, el área de un cuadrado de un metro de lado',
      de: 'der Quadratmeter ist die SI-Einheit der Fläche, die Fläche eines Quadrats von einem Meter Seitenlänge',
      fr: 'le mètre carré est l’unité de surface du SI, l’aire d’un carré d’un mètre de côté',
      no: 'en kvadratmeter er SI-enheten for areal, arealet av et kvadrat med sider på én meter',
    },
    where: {
      en: 'square meters measure the floor areas of homes and offices under international rules for building areas',
      es: 'los metros cuadrados miden la superficie de viviendas y oficinas según normas internacionales',
      de: 'Quadratmeter messen Wohn- und Büroflächen nach internationalen Regeln zur Flächenberechnung von Gebäuden',
      fr: 'les mètres carrés mesurent la surface des logements et des bureaux selon des règles internationales',
      no: 'kvadratmeter måler boliger og kontorer etter internasjonale regler for arealberegning av bygninger',
    },
  },
  ha: {
    what: {
      en: 'the hectare is ten thousand square meters, a square a hundred meters on a side',
      es: 'la hectárea equivale a diez mil metros cuadrados, un cuadrado de cien metros de lado',
      de: 'der Hektar umfasst zehntausend Quadratmeter, ein Quadrat von hundert Metern Seitenlänge',
      fr: 'l’hectare vaut dix mille mètres carrés, un carré de cent mètres de côté',
      no: 'en hektar er ti tusen kvadratmeter, et kvadrat med sider på hundre meter',
    },
    where: {
      en: 'hectares measure farmland, forests and building land as a legal unit of area in the EU',
      es: 'las hectáreas miden tierras de cultivo, bosques y terrenos como unidad legal de superficie en la UE',
      de: 'der Hektar misst als gesetzliche Flächeneinheit der EU Ackerland, Wälder und Grundstücke',
      fr: 'l’hectare, unité légale de surface dans l’UE, mesure terres agricoles, forêts et terrains',
      no: 'hektar måler jordbruksland, skog og tomter og er en lovlig arealenhet i EU',
    },
  },
  km2: {
    what: {
      en: 'the square kilometer is the area of a square one kilometer on a side, or a hundred hectares',
      es: 'el kilómetro cuadrado es el área de un cuadrado de un kilómetro de lado, o cien hectáreas',
      de: 'der Quadratkilometer ist die Fläche eines Quadrats von einem Kilometer Seitenlänge, hundert Hektar',
      fr: 'le kilomètre carré est l’aire d’un carré d’un kilomètre de côté, soit cent hectares',
      no: 'en kvadratkilometer er arealet av et kvadrat med sider på én kilometer, eller hundre hektar',
    },
    where: {
      en: 'square kilometers give the areas of countries, regions and cities, as a legal unit throughout the EU',
      es: 'los kilómetros cuadrados dan la superficie de países, regiones y ciudades, como unidad legal en toda la UE',
      de: 'Quadratkilometer geben als gesetzliche Einheit der ganzen EU die Fläche von Ländern, Regionen und Städten an',
      fr: 'le kilomètre carré, unité légale dans toute l’UE, exprime la superficie des pays, des régions et des villes',
      no: 'kvadratkilometer angir arealet til land, regioner og byer og er en lovlig enhet i hele EU',
    },
  },
  in2: {
    what: {
      en: 'the square inch is the area of a square one inch on a side, exactly {x 1 in2 cm2}',
      es: 'la pulgada cuadrada es el área de un cuadrado de una pulgada de lado, exactamente {x 1 in2 cm2}',
      de: 'der Quadratzoll ist die Fläche eines Quadrats von einem Zoll Seitenlänge, also genau {x 1 in2 cm2}',
      fr: 'le pouce carré est l’aire d’un carré d’un pouce de côté, soit exactement {x 1 in2 cm2}',
      no: 'en kvadrattomme er arealet av et kvadrat med sider på én tomme, nøyaktig {x 1 in2 cm2}',
    },
    where: {
      en: 'the square inch is most familiar inside psi, pounds per square inch, the US unit of tire and gas pressure',
      es: 'la pulgada cuadrada es más conocida dentro del psi, la unidad estadounidense de presión de neumáticos y gases',
      de: 'der Quadratzoll ist am bekanntesten im psi, der US-Einheit für Reifen- und Gasdruck',
      fr: 'le pouce carré est surtout connu dans le psi, l’unité américaine de pression des pneus et des gaz',
      no: 'kvadrattommen er best kjent fra psi, den amerikanske enheten for dekk- og gasstrykk',
    },
  },
  ft2: {
    what: {
      en: 'the square foot is the area of a square one foot on a side, exactly {x 1 ft2 m2}',
      es: 'el pie cuadrado es el área de un cuadrado de un pie de lado, exactamente {x 1 ft2 m2}',
      de: 'der Quadratfuß ist die Fläche eines Quadrats von einem Fuß Seitenlänge, also genau {x 1 ft2 m2}',
      fr: 'le pied carré est l’aire d’un carré d’un pied de côté, soit exactement {x 1 ft2 m2}',
      no: 'en kvadratfot er arealet av et kvadrat med sider på én fot, nøyaktig {x 1 ft2 m2}',
    },
    where: {
      en: 'square feet measure US homes, as in the Census Bureau’s figures for new houses',
      es: 'los pies cuadrados miden las viviendas de Estados Unidos, incluso en las cifras de la Oficina del Censo',
      de: 'der Quadratfuß misst in den USA Wohnflächen, etwa in den Zahlen des Census Bureau zu neuen Häusern',
      fr: 'les pieds carrés mesurent les logements aux États-Unis, y compris dans les chiffres du recensement',
      no: 'kvadratfot måler boliger i USA, blant annet i Census Bureaus tall for nye hus',
    },
  },
  ac: {
    what: {
      en: 'the international acre is 43,560 square feet, exactly {x 1 ac m2}',
      es: 'el acre internacional equivale a 43\u00a0560 pies cuadrados, exactamente {x 1 ac m2}',
      de: 'der internationale Acre umfasst 43.560 Quadratfuß, also genau {x 1 ac m2}',
      fr: 'l’acre internationale vaut 43\u00a0560 pieds carrés, soit exactement {x 1 ac m2}',
      no: 'den internasjonale acren er 43\u00a0560 kvadratfot, nøyaktig {x 1 ac m2}',
    },
    where: {
      en: 'acres measure US farmland and property and are the unit of the US census of agriculture',
      es: 'los acres miden las fincas y propiedades de Estados Unidos y son la unidad de su censo agrario',
      de: 'der Acre ist in den USA das Maß für Agrarflächen und Grundstücke und die Einheit der Landwirtschaftszählung',
      fr: 'l’acre mesure aux États-Unis les terres agricoles et les propriétés et sert d’unité au recensement agricole',
      no: 'acren er målet for jordbruksland og eiendommer i USA og enheten i landbrukstellingen',
    },
    literals: ['43', '560', '43'],
  },
  a: {
    what: {
      en: 'the are is a hundred square meters, a square ten meters on a side',
      es: 'el área equivale a cien metros cuadrados, un cuadrado de diez metros de lado',
      de: 'das Ar umfasst hundert Quadratmeter, ein Quadrat von zehn Metern Seitenlänge',
      fr: 'l’are vaut cent mètres carrés, un carré de dix mètres de côté',
      no: 'en ar er hundre kvadratmeter, et kvadrat med sider på ti meter',
    },
    where: {
      en: 'the are is a legal unit of area in the EU, though its multiple the hectare is far more common',
      es: 'el área figura entre las unidades legales de superficie de la UE, aunque su múltiplo, la hectárea, es mucho más habitual',
      de: 'das Ar ist eine gesetzliche Flächeneinheit der EU, wenn auch weit seltener als sein Vielfaches, der Hektar',
      fr: 'l’are figure parmi les unités légales de surface de l’UE, bien que son multiple, l’hectare, soit bien plus courant',
      no: 'ar er en lovlig arealenhet i EU, om enn langt sjeldnere enn multiplumet hektar',
    },
  },
  daa: {
    what: {
      en: 'the decare is ten ares, a thousand square meters, or a tenth of a hectare',
      es: 'la decárea equivale a diez áreas, mil metros cuadrados, una décima de hectárea',
      de: 'das Dekar umfasst zehn Ar, also tausend Quadratmeter oder ein Zehntel Hektar',
      fr: 'le décare vaut dix ares, soit mille mètres carrés ou un dixième d’hectare',
      no: 'et dekar er ti ar, tusen kvadratmeter, en tidel hektar',
    },
    where: {
      en: 'decares are Norway’s everyday unit for plots and fields and the unit of its official farm statistics',
      es: 'la decárea es la unidad habitual de parcelas y campos en Noruega y la de su estadística agraria oficial',
      de: 'das Dekar ist in Norwegen die übliche Einheit für Grundstücke und Felder und die der amtlichen Agrarstatistik',
      fr: 'le décare est l’unité courante des parcelles et des champs en Norvège, jusque dans la statistique agricole officielle',
      no: 'dekar er den vanlige enheten for tomter og jorder i Norge og enheten SSB teller jordbruksareal i',
    },
  },
  yd2: {
    what: {
      en: 'the square yard is the area of a square one yard on a side, nine square feet, exactly {x 1 yd2 m2}',
      es: 'la yarda cuadrada es el área de un cuadrado de una yarda de lado, nueve pies cuadrados, exactamente {x 1 yd2 m2}',
      de: 'das Quadratyard ist die Fläche eines Quadrats von einem Yard Seitenlänge, neun Quadratfuß, also genau {x 1 yd2 m2}',
      fr: 'le yard carré est l’aire d’un carré d’un yard de côté, neuf pieds carrés, soit exactement {x 1 yd2 m2}',
      no: 'en kvadratyard er arealet av et kvadrat med sider på én yard, ni kvadratfot, nøyaktig {x 1 yd2 m2}',
    },
    where: {
      en: 'the square yard defines the acre, which is 4,840 square yards',
      es: 'la yarda cuadrada define el acre, que tiene 4840 yardas cuadradas',
      de: 'das Quadratyard definiert den Acre, der 4840 Quadratyards umfasst',
      fr: 'le yard carré définit l’acre, qui en compte 4\u00a0840',
      no: 'kvadratyarden definerer acren, som er 4\u00a0840 kvadratyards',
    },
    literals: ['4', '840', '4840', '4'],
  },
  mi2: {
    what: {
      en: 'the square mile is the area of a square one mile on a side, exactly {x 1 mi2 ac} or {x 1 mi2 km2}',
      es: 'la milla cuadrada es el área de un cuadrado de una milla de lado, exactamente {x 1 mi2 ac}, es decir, {x 1 mi2 km2}',
      de: 'die Quadratmeile ist die Fläche eines Quadrats von einer Meile Seitenlänge, genau {x 1 mi2 ac}, also {x 1 mi2 km2}',
      fr: 'le mille carré est l’aire d’un carré d’un mille de côté, soit exactement {x 1 mi2 ac}, c’est-à-dire {x 1 mi2 km2}',
      no: 'en engelsk kvadratmil er arealet av et kvadrat med sider på én engelsk mil, nøyaktig {x 1 mi2 ac}, altså {x 1 mi2 km2}',
    },
    where: {
      en: 'square miles give the land and water areas of US states and counties in Census Bureau figures',
      es: 'las millas cuadradas miden estados y condados en las cifras de la Oficina del Censo de Estados Unidos',
      de: 'Quadratmeilen geben beim US Census Bureau die Land- und Wasserflächen von Bundesstaaten und Countys an',
      fr: 'les milles carrés mesurent les États et les comtés américains dans les chiffres du Bureau du recensement',
      no: 'engelske kvadratmil angir land- og vannarealet til amerikanske delstater og fylker hos US Census Bureau',
    },
  },
} as const satisfies CategoryPhrases;
