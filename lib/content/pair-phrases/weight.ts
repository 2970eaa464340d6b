import type { CategoryPhrases } from './types';

/** Mass units side by side: each clause restates lib/content/facts/weight.ts and carries its sources. */
export const weightPhrases = {
  mg: {
    what: {
      en: 'the milligram is one thousandth of a gram',
      es: 'el miligramo es la milésima parte de un gramo',
      de: 'das Milligramm ist der tausendste Teil eines Gramms',
      fr: 'le milligramme est la millième partie du gramme',
      no: 'et milligram er en tusendel av et gram',
    },
    where: {
      en: 'milligrams measure sodium, cholesterol and many minerals on nutrition labels',
      es: 'en miligramos figuran el sodio, el colesterol y muchos minerales de las etiquetas nutricionales',
      de: 'in Milligramm nennen Nährwertangaben Natrium, Cholesterin und viele Mineralstoffe',
      fr: 'les étiquettes nutritionnelles indiquent en milligrammes le sodium, le cholestérol et de nombreux minéraux',
      no: 'milligram brukes for natrium, kolesterol og mange mineraler i næringsdeklarasjoner',
    },
  },
  g: {
    what: {
      en: 'the gram is one thousandth of a kilogram',
      es: 'el gramo es la milésima parte del kilogramo',
      de: 'das Gramm ist der tausendste Teil des Kilogramms',
      fr: 'le gramme est la millième partie du kilogramme',
      no: 'et gram er en tusendel av et kilogram',
    },
    where: {
      en: 'EU nutrition declarations on food give their values per hundred grams',
      es: 'en la UE la información nutricional de los alimentos se da por cien gramos',
      de: 'in der EU beziehen sich Nährwertangaben auf hundert Gramm',
      fr: 'dans l’UE, la déclaration nutritionnelle est donnée pour cent grammes',
      no: 'i EU oppgis næringsinnholdet per hundre gram',
    },
  },
  kg: {
    what: {
      en: 'the kilogram is the SI base unit of mass, defined through the Planck constant since 2019',
      es: 'el kilogramo es la unidad básica de masa del SI, definida por la constante de Planck desde 2019',
      de: 'das Kilogramm ist die SI-Basiseinheit der Masse, seit 2019 über die Planck-Konstante definiert',
      fr: 'le kilogramme est l’unité de base de masse du SI, définie par la constante de Planck depuis 2019',
      no: 'kilogram er SI-grunnenheten for masse, siden 2019 definert ut fra Plancks konstant',
    },
    where: {
      en: 'the kilogram is the legal unit of mass across the EU and in nearly every country that uses the SI',
      es: 'el kilogramo es la unidad legal de masa en toda la UE y en casi todos los países que usan el SI',
      de: 'das Kilogramm ist die gesetzliche Masseneinheit in der ganzen EU und in fast allen Ländern mit SI',
      fr: 'le kilogramme est l’unité légale de masse dans toute l’UE et presque tous les pays du SI',
      no: 'kilogram er den lovlige masseenheten i hele EU og i nesten alle land som bruker SI',
    },
    literals: ['2019'],
  },
  oz: {
    what: {
      en: 'the avoirdupois ounce is one sixteenth of a pound, exactly {x 1 oz g}',
      es: 'la onza avoirdupois es la decimosexta parte de una libra, exactamente {x 1 oz g}',
      de: 'die Avoirdupois-Unze ist ein Sechzehntel Pfund, genau {x 1 oz g}',
      fr: 'l’once avoirdupois est la seizième partie de la livre, soit exactement {x 1 oz g}',
      no: 'en avoirdupois-unse er en sekstendedel pund, nøyaktig {x 1 oz g}',
    },
    where: {
      en: 'US packaged foods state their net weight in ounces alongside the metric weight',
      es: 'en Estados Unidos los alimentos envasados indican su peso neto en onzas, junto al peso métrico',
      de: 'in Unzen geben verpackte Lebensmittel in den USA ihr Nettogewicht an, neben dem metrischen',
      fr: 'aux États-Unis, les denrées emballées indiquent leur poids net en onces, à côté du poids métrique',
      no: 'ferdigpakket mat i USA oppgir nettovekten i unser, ved siden av metrisk vekt',
    },
  },
  lb: {
    what: {
      en: 'the avoirdupois pound is exactly {x 1 lb kg}, as fixed by the 1959 international agreement',
      es: 'la libra avoirdupois equivale exactamente a {x 1 lb kg}, según el acuerdo internacional de 1959',
      de: 'das Avoirdupois-Pfund misst genau {x 1 lb kg}, festgelegt durch die Vereinbarung von 1959',
      fr: 'la livre avoirdupois vaut exactement {x 1 lb kg}, valeur fixée par l’accord international de 1959',
      no: 'et avoirdupois-pund er nøyaktig {x 1 lb kg}, fastsatt i den internasjonale avtalen fra 1959',
    },
    where: {
      en: 'pounds are the everyday unit of weight in the US, down to the net weight on packages',
      es: 'la libra es la unidad de peso cotidiana en Estados Unidos, incluso para el peso neto de los envases',
      de: 'das Pfund ist in den USA die Alltagseinheit des Gewichts, bis hin zum Nettogewicht auf Verpackungen',
      fr: 'la livre est l’unité de poids courante aux États-Unis, jusque sur le poids net des emballages',
      no: 'pund er hverdagsenheten for vekt i USA, helt ned til nettovekten på pakninger',
    },
    literals: ['1959'],
  },
  st: {
    what: {
      en: 'the stone is fourteen pounds, exactly {x 1 st kg}',
      es: 'el stone equivale a catorce libras, exactamente {x 1 st kg}',
      de: 'der Stone misst vierzehn Pfund, genau {x 1 st kg}',
      fr: 'le stone vaut quatorze livres, soit exactement {x 1 st kg}',
      no: 'en stone er fjorten pund, nøyaktig {x 1 st kg}',
    },
    where: {
      en: 'stones are often used for body weight in the UK and Ireland, as the NHS BMI calculator allows',
      es: 'en stones se suele dar el peso corporal en el Reino Unido e Irlanda, como admite la calculadora de IMC del NHS',
      de: 'in Stone wird im Vereinigten Königreich und in Irland oft das Körpergewicht angegeben, so auch im BMI-Rechner des NHS',
      fr: 'le stone sert souvent au poids corporel au Royaume-Uni et en Irlande, comme dans le calculateur d’IMC du NHS',
      no: 'stone brukes ofte for kroppsvekt i Storbritannia og Irland, noe BMI-kalkulatoren til NHS godtar',
    },
  },
  lb_oz: {
    what: {
      en: 'pounds and ounces give one weight in two parts, sixteen ounces to the pound',
      es: 'libras y onzas expresan un peso en dos partes, con dieciséis onzas por libra',
      de: 'Pfund und Unzen geben ein Gewicht in zwei Teilen an, sechzehn Unzen je Pfund',
      fr: 'livres et onces expriment un poids en deux parties, à seize onces la livre',
      no: 'med pund og unser skrives én vekt i to deler, seksten unser per pund',
    },
    where: {
      en: 'pounds and ounces appear on US packages of one to four pounds, beside the weight in ounces',
      es: 'libras y onzas figuran en los envases estadounidenses de una a cuatro libras, junto al peso en onzas',
      de: 'Pfund und Unzen stehen in den USA auf Packungen von einem bis vier Pfund, neben dem Gewicht in Unzen',
      fr: 'livres et onces figurent sur les emballages américains d’une à quatre livres, après le poids en onces',
      no: 'pund og unser står på amerikanske pakninger på ett til fire pund, ved siden av vekten i unser',
    },
  },
  st_lb: {
    what: {
      en: 'stones and pounds give one weight in two parts, fourteen pounds to the stone',
      es: 'stones y libras expresan un peso en dos partes, con catorce libras por stone',
      de: 'Stone und Pfund geben ein Gewicht in zwei Teilen an, vierzehn Pfund je Stone',
      fr: 'stones et livres expriment un poids en deux parties, à quatorze livres le stone',
      no: 'med stone og pund skrives én vekt i to deler, fjorten pund per stone',
    },
    where: {
      en: 'stones and pounds are the usual way to state body weight in the UK and Ireland',
      es: 'stones y libras son la forma habitual de expresar el peso corporal en el Reino Unido e Irlanda',
      de: 'Stone und Pfund sind im Vereinigten Königreich und in Irland die übliche Angabe des Körpergewichts',
      fr: 'stones et livres sont la façon habituelle d’exprimer le poids au Royaume-Uni et en Irlande',
      no: 'stone og pund er den vanlige måten å oppgi kroppsvekt på i Storbritannia og Irland',
    },
  },
  ug: {
    what: {
      en: 'the microgram is one millionth of a gram',
      es: 'el microgramo es la millonésima parte de un gramo',
      de: 'das Mikrogramm ist ein Millionstel Gramm',
      fr: 'le microgramme est un millionième de gramme',
      no: 'et mikrogram er en milliondel av et gram',
    },
    where: {
      en: 'micrograms measure vitamins such as vitamin D, vitamin B12 and folate on nutrition labels',
      es: 'en microgramos figuran vitaminas como la D, la B12 o el folato en las etiquetas nutricionales',
      de: 'in Mikrogramm nennen Nährwertangaben Vitamine wie Vitamin D, Vitamin B12 und Folat',
      fr: 'les étiquettes nutritionnelles indiquent en microgrammes des vitamines comme la D, la B12 ou les folates',
      no: 'mikrogram brukes for vitaminer som D-vitamin, B12 og folat i næringsdeklarasjoner',
    },
    literals: ['12'],
  },
  t: {
    what: {
      en: 'the metric ton, or tonne, is a thousand kilograms',
      es: 'la tonelada métrica equivale a mil kilogramos',
      de: 'die Tonne umfasst tausend Kilogramm',
      fr: 'la tonne vaut mille kilogrammes',
      no: 'et tonn er tusen kilogram',
    },
    where: {
      en: 'metric tons are the EU’s legal unit for large masses, from freight and harvests to vehicle weight limits',
      es: 'la tonelada es la unidad legal de las grandes masas en la UE, desde mercancías y cosechas hasta límites de peso de vehículos',
      de: 'die Tonne ist in der EU die gesetzliche Einheit großer Massen, von Fracht und Ernten bis zu Gewichtsgrenzen für Fahrzeuge',
      fr: 'la tonne est l’unité légale des grandes masses dans l’UE, du fret et des récoltes aux limites de poids des véhicules',
      no: 'tonn er den lovlige enheten for store masser i EU, fra frakt og avlinger til vektgrenser for kjøretøy',
    },
  },
  ct: {
    what: {
      en: 'the metric carat is exactly {x 1 ct mg}, a fifth of a gram',
      es: 'el quilate métrico equivale exactamente a {x 1 ct mg}, la quinta parte de un gramo',
      de: 'das metrische Karat misst genau {x 1 ct mg}, ein Fünftel Gramm',
      fr: 'le carat métrique vaut exactement {x 1 ct mg}, un cinquième de gramme',
      no: 'en metrisk karat er nøyaktig {x 1 ct mg}, en femtedel gram',
    },
    where: {
      en: 'carats weigh diamonds worldwide and, under EU law, precious stones and pearls',
      es: 'el quilate sirve para pesar diamantes en todo el mundo y, en la UE, piedras preciosas y perlas',
      de: 'in Karat werden weltweit Diamanten gewogen und in der EU Edelsteine und Perlen gehandelt',
      fr: 'le carat sert à peser les diamants dans le monde entier et, dans l’UE, les pierres précieuses et les perles',
      no: 'karat brukes for diamanter over hele verden og i EU for edelstener og perler',
    },
  },
  gr: {
    what: {
      en: 'the grain is one seven-thousandth of a pound, exactly {x 1 gr mg}',
      es: 'el grano es la sietemilésima parte de una libra, exactamente {x 1 gr mg}',
      de: 'das Gran ist ein Siebentausendstel Pfund, genau {x 1 gr mg}',
      fr: 'le grain est la sept-millième partie de la livre, soit exactement {x 1 gr mg}',
      no: 'et grain er en sjutusendel pund, nøyaktig {x 1 gr mg}',
    },
    where: {
      en: 'ammunition standards give bullet weights in grains',
      es: 'las normas de munición indican en granos el peso de las balas',
      de: 'in Gran geben Munitionsnormen das Geschossgewicht an',
      fr: 'les normes de munitions donnent en grains la masse des balles',
      no: 'grain brukes for kulevekt i ammunisjonsstandarder',
    },
  },
  dr: {
    what: {
      en: 'the avoirdupois dram is one sixteenth of an ounce, about {q 1 dr g}',
      es: 'la dracma avoirdupois es la decimosexta parte de una onza, unos {q 1 dr g}',
      de: 'das Avoirdupois-Dram ist ein Sechzehntel Unze, etwa {q 1 dr g}',
      fr: 'la drachme avoirdupois est la seizième partie de l’once, environ {q 1 dr g}',
      no: 'en avoirdupois-dram er en sekstendedel unse, omtrent {q 1 dr g}',
    },
    where: {
      en: 'drams are rare today but remain in US measurement tables',
      es: 'la dracma apenas se usa hoy, aunque las tablas de medidas estadounidenses aún la incluyen',
      de: 'das Dram ist heute selten, steht aber noch in US-Maßtabellen',
      fr: 'la drachme est rare aujourd’hui, mais les tables de mesures américaines la comptent encore',
      no: 'dram er sjelden i dag, men står fortsatt i amerikanske måltabeller',
    },
  },
  ton_us: {
    what: {
      en: 'the short ton is two thousand pounds, exactly {x 1 ton_us kg}',
      es: 'la tonelada corta equivale a dos mil libras, exactamente {x 1 ton_us kg}',
      de: 'die amerikanische Tonne (Short Ton) hat zweitausend Pfund, genau {x 1 ton_us kg}',
      fr: 'la tonne courte vaut deux mille livres, soit exactement {x 1 ton_us kg}',
      no: 'et amerikansk tonn (kort tonn) er to tusen pund, nøyaktig {x 1 ton_us kg}',
    },
    where: {
      en: 'in the United States, a ton with no qualifier means the short ton',
      es: 'la tonelada corta es lo que designa en Estados Unidos la palabra «ton» sin más',
      de: 'die Short Ton ist in den USA gemeint, wenn „ton“ ohne Zusatz steht',
      fr: 'la tonne courte est ce que désigne aux États-Unis le mot «\u00a0ton\u00a0» employé seul',
      no: 'det korte tonnet er det «ton» uten tillegg betyr i USA',
    },
  },
  ton_uk: {
    what: {
      en: 'the long ton, the British imperial ton, is exactly {x 1 ton_uk kg}',
      es: 'la tonelada larga, la tonelada imperial británica, equivale exactamente a {x 1 ton_uk kg}',
      de: 'die britische Tonne (Long Ton) ist die imperiale Tonne von genau {x 1 ton_uk kg}',
      fr: 'la tonne longue, la tonne impériale britannique, vaut exactement {x 1 ton_uk kg}',
      no: 'et britisk tonn (langt tonn) er det imperiale tonnet på nøyaktig {x 1 ton_uk kg}',
    },
    where: {
      en: 'long tons appear in US measurement tables as gross tons of twenty long hundredweights',
      es: 'la tonelada larga figura en las tablas estadounidenses como tonelada bruta de veinte quintales largos',
      de: 'die Long Ton steht in US-Maßtabellen als Gross Ton zu zwanzig Long Hundredweights',
      fr: 'la tonne longue figure dans les tables américaines comme tonne brute de vingt quintaux longs',
      no: 'det lange tonnet står i amerikanske måltabeller som gross ton på tjue lange hundredweights',
    },
  },
  cwt_us: {
    what: {
      en: 'the short hundredweight is a hundred pounds, exactly {x 1 cwt_us kg}',
      es: 'el quintal corto equivale a cien libras, exactamente {x 1 cwt_us kg}',
      de: 'der amerikanische Zentner (Short Hundredweight) hat hundert Pfund, genau {x 1 cwt_us kg}',
      fr: 'le quintal court vaut cent livres, soit exactement {x 1 cwt_us kg}',
      no: 'en amerikansk centner (short hundredweight) er hundre pund, nøyaktig {x 1 cwt_us kg}',
    },
    where: {
      en: 'US livestock and grain market reports quote prices per hundredweight',
      es: 'los informes de mercado estadounidenses cotizan el ganado y el grano por quintal corto',
      de: 'US-Marktberichte nennen die Preise für Vieh und Getreide je Hundredweight',
      fr: 'les bulletins de marché américains cotent le bétail et les grains au quintal court',
      no: 'amerikanske markedsrapporter oppgir priser på husdyr og korn per hundredweight',
    },
  },
  cwt_uk: {
    what: {
      en: 'the long hundredweight is a hundred and twelve pounds, exactly {x 1 cwt_uk kg}',
      es: 'el quintal largo equivale a ciento doce libras, exactamente {x 1 cwt_uk kg}',
      de: 'der britische Zentner (Long Hundredweight) hat hundertzwölf Pfund, genau {x 1 cwt_uk kg}',
      fr: 'le quintal long vaut cent douze livres, soit exactement {x 1 cwt_uk kg}',
      no: 'en britisk centner (long hundredweight) er hundre og tolv pund, nøyaktig {x 1 cwt_uk kg}',
    },
    where: {
      en: 'long hundredweights go twenty to the long ton in US measurement tables',
      es: 'veinte quintales largos forman una tonelada larga en las tablas de medidas estadounidenses',
      de: 'zwanzig britische Zentner ergeben in US-Maßtabellen eine Long Ton',
      fr: 'vingt quintaux longs font une tonne longue dans les tables de mesures américaines',
      no: 'tjue britiske centner utgjør et langt tonn i amerikanske måltabeller',
    },
  },
  ozt: {
    what: {
      en: 'the troy ounce is 480 grains, exactly {x 1 ozt g}',
      es: 'la onza troy equivale a 480 granos, exactamente {x 1 ozt g}',
      de: 'die Feinunze (Troy-Unze) hat 480 Gran, genau {x 1 ozt g}',
      fr: 'l’once troy vaut 480 grains, soit exactement {x 1 ozt g}',
      no: 'en troyunse er 480 grain, nøyaktig {x 1 ozt g}',
    },
    where: {
      en: 'gold, silver, platinum and palladium are priced per troy ounce',
      es: 'el oro, la plata, el platino y el paladio cotizan por onza troy',
      de: 'je Feinunze werden Gold, Silber, Platin und Palladium gehandelt',
      fr: 'l’once troy sert à coter l’or, l’argent, le platine et le palladium',
      no: 'gull, sølv, platina og palladium prises per troyunse',
    },
    literals: ['480'],
  },
  lbt: {
    what: {
      en: 'the troy pound is twelve troy ounces, exactly {x 1 lbt g}',
      es: 'la libra troy equivale a doce onzas troy, exactamente {x 1 lbt g}',
      de: 'das Troy-Pfund hat zwölf Feinunzen, genau {x 1 lbt g}',
      fr: 'la livre troy vaut douze onces troy, soit exactement {x 1 lbt g}',
      no: 'et troypund er tolv troyunser, nøyaktig {x 1 lbt g}',
    },
    where: {
      en: 'troy pounds are rarely used now, since precious metals are priced per troy ounce',
      es: 'la libra troy apenas se usa hoy, porque los metales preciosos cotizan por onza troy',
      de: 'das Troy-Pfund ist heute kaum in Gebrauch, da Edelmetalle je Feinunze gehandelt werden',
      fr: 'la livre troy n’est presque plus utilisée, les métaux précieux se cotant à l’once troy',
      no: 'troypund brukes sjelden i dag, fordi edle metaller prises per troyunse',
    },
  },
  dwt: {
    what: {
      en: 'the pennyweight is twenty-four grains, a twentieth of a troy ounce',
      es: 'el pennyweight equivale a veinticuatro granos, la vigésima parte de una onza troy',
      de: 'das Pennyweight hat vierundzwanzig Gran, ein Zwanzigstel Feinunze',
      fr: 'le pennyweight vaut vingt-quatre grains, un vingtième d’once troy',
      no: 'en pennyweight er tjuefire grain, en tjuendedel troyunse',
    },
    where: {
      en: 'pennyweights belong to troy weight, in which some jewelers still weigh gold',
      es: 'el pennyweight pertenece al sistema troy, con el que algunos joyeros aún pesan el oro',
      de: 'das Pennyweight gehört zum Troy-System, in dem manche Juweliere noch Gold wiegen',
      fr: 'le pennyweight relève du système troy, dont certains bijoutiers se servent encore pour peser l’or',
      no: 'pennyweight hører til troy-systemet, som noen gullsmeder fortsatt veier gull i',
    },
  },
} as const satisfies CategoryPhrases;
