import type { CategoryPhrases } from './types';

/** Energy units' clauses for a pair's answer, restating lib/content/facts/energy.ts. */
export const energyPhrases = {
  j: {
    what: {
      en: 'the joule is the SI unit of energy, work and heat, the work of one newton over one meter',
      es: 'el julio es la unidad del SI de energía, trabajo y calor, el trabajo de un newton a lo largo de un metro',
      de: 'das Joule ist die SI-Einheit für Energie, Arbeit und Wärme, die Arbeit von einem Newton längs eines Meters',
      fr: 'le joule est l’unité SI d’énergie, de travail et de chaleur, le travail d’un newton sur un mètre',
      no: 'en joule er SI-enheten for energi, arbeid og varme, arbeidet fra én newton over én meter',
    },
    where: {
      en: 'physics and engineering measure every form of energy in joules',
      es: 'la física y la ingeniería miden en julios toda forma de energía',
      de: 'Physik und Technik messen jede Energieform in Joule',
      fr: 'la physique et l’ingénierie mesurent toute forme d’énergie en joules',
      no: 'fysikk og teknikk måler all energi i joule',
    },
  },
  kj: {
    what: {
      en: 'the kilojoule is a thousand joules, formed with the SI prefix kilo',
      es: 'el kilojulio equivale a mil julios, con el prefijo SI kilo',
      de: 'das Kilojoule entspricht tausend Joule, gebildet mit dem SI-Vorsatz Kilo',
      fr: 'le kilojoule vaut mille joules, avec le préfixe SI kilo',
      no: 'en kilojoule er tusen joule, dannet med SI-prefikset kilo',
    },
    where: {
      en: 'kilojoules are the energy unit EU law requires on food labels',
      es: 'los kilojulios son la unidad de energía que la normativa de la UE exige en las etiquetas de alimentos',
      de: 'Kilojoule sind die Energieeinheit, die das EU-Recht auf Lebensmitteletiketten vorschreibt',
      fr: 'les kilojoules sont l’unité d’énergie que le droit de l’UE impose sur les étiquettes alimentaires',
      no: 'kilojoule er energienheten EU-regelverket krever på matetiketter',
    },
  },
  kwh: {
    what: {
      en: 'the kilowatt-hour is one kilowatt delivered for one hour, exactly {x 1 kwh mj}',
      es: 'el kilovatio hora es la energía de un kilovatio durante una hora, exactamente {x 1 kwh mj}',
      de: 'die Kilowattstunde ist die Energie von einem Kilowatt während einer Stunde, genau {x 1 kwh mj}',
      fr: 'le kilowattheure est l’énergie d’un kilowatt fourni pendant une heure, soit exactement {x 1 kwh mj}',
      no: 'en kilowattime er energien fra én kilowatt i én time, nøyaktig {x 1 kwh mj}',
    },
    where: {
      en: 'utilities meter household consumption and bill electricity in kilowatt-hours',
      es: 'las compañías eléctricas miden el consumo de los hogares en kilovatios hora, la unidad de la factura',
      de: 'Energieversorger zählen den Haushaltsverbrauch in Kilowattstunden und rechnen danach ab',
      fr: 'les fournisseurs mesurent la consommation des ménages et facturent l’électricité au kilowattheure',
      no: 'strøm faktureres per kilowattime, enheten husholdningenes forbruk måles i',
    },
  },
  kcal: {
    what: {
      en: 'the kilocalorie is a thousand calories, here the thermochemical one of exactly {x 1 kcal kj}',
      es: 'la kilocaloría equivale a mil calorías, aquí la termoquímica, de exactamente {x 1 kcal kj}',
      de: 'die Kilokalorie entspricht tausend Kalorien, hier die thermochemische mit genau {x 1 kcal kj}',
      fr: 'la kilocalorie vaut mille calories, ici la kilocalorie thermochimique d’exactement {x 1 kcal kj}',
      no: 'en kilokalori er tusen kalorier, her den termokjemiske på nøyaktig {x 1 kcal kj}',
    },
    where: {
      en: 'kilocalories give the EU’s food energy factors their round numbers, nine for each gram of fat and four for each gram of protein or carbohydrate',
      es: 'las kilocalorías dan cifras redondas a los factores energéticos de la UE, nueve por gramo de grasa y cuatro por gramo de proteínas o carbohidratos',
      de: 'Kilokalorien geben den EU-Faktoren für den Brennwert ihre runden Zahlen, neun je Gramm Fett und vier je Gramm Eiweiß oder Kohlenhydrate',
      fr: 'les kilocalories donnent des chiffres ronds aux coefficients énergétiques de l’UE, neuf par gramme de lipides et quatre de protéines ou de glucides',
      no: 'kilokalorier gir EUs energifaktorer for mat de runde tallene, ni per gram fett og fire per gram protein eller karbohydrat',
    },
  },
  btu: {
    what: {
      en: 'the British thermal unit here is the International Table one, about {q 1 btu kj}',
      es: 'la unidad térmica británica de este conversor es la de la Tabla Internacional, unos {q 1 btu kj}',
      de: 'die British Thermal Unit ist hier die der Internationalen Dampftafel, etwa {q 1 btu kj}',
      fr: 'la British thermal unit retenue ici est celle de la table internationale, soit environ {q 1 btu kj}',
      no: 'en British thermal unit er her den internasjonale tabellverdien, omtrent {q 1 btu kj}',
    },
    where: {
      en: 'the US Energy Information Administration compares the energy content of fuels in British thermal units',
      es: 'la Administración de Información Energética de Estados Unidos compara en BTU la energía de los combustibles',
      de: 'die US-Behörde EIA vergleicht den Energiegehalt von Brennstoffen in BTU',
      fr: 'l’Agence américaine d’information sur l’énergie compare en BTU le contenu énergétique des combustibles',
      no: 'det amerikanske energistatistikkbyrået EIA sammenligner energiinnholdet i brensel i BTU',
    },
  },
  mj: {
    what: {
      en: 'the megajoule is a million joules, formed with the SI prefix mega',
      es: 'el megajulio es un millón de julios, con el prefijo SI mega',
      de: 'das Megajoule ist eine Million Joule, gebildet mit dem SI-Vorsatz Mega',
      fr: 'le mégajoule vaut un million de joules, avec le préfixe SI méga',
      no: 'en megajoule er en million joule, dannet med SI-prefikset mega',
    },
    where: {
      en: 'EU renewable energy rules list the energy content of fuels in megajoules per kilogram and per liter',
      es: 'las normas de la UE sobre renovables dan la energía de los combustibles en megajulios por kilogramo y por litro',
      de: 'die EU-Vorschriften zu erneuerbaren Energien nennen den Energiegehalt von Kraftstoffen in Megajoule pro Kilogramm und Liter',
      fr: 'les règles européennes sur les renouvelables donnent l’énergie des carburants en mégajoules par kilogramme et par litre',
      no: 'EUs regler for fornybar energi oppgir energiinnholdet i drivstoff i megajoule per kilogram og per liter',
    },
  },
  cal: {
    what: {
      en: 'the calorie here is the thermochemical calorie, exactly {x 1 cal j}',
      es: 'la caloría de este conversor es la termoquímica, exactamente {x 1 cal j}',
      de: 'die Kalorie ist hier die thermochemische, genau {x 1 cal j}',
      fr: 'la calorie retenue ici est la calorie thermochimique, soit exactement {x 1 cal j}',
      no: 'en kalori er her den termokjemiske, nøyaktig {x 1 cal j}',
    },
    where: {
      en: 'chemists long gave heats of reaction in calories, though IUPAC now recommends the joule',
      es: 'los químicos dieron mucho tiempo los calores de reacción en calorías, aunque hoy la IUPAC recomienda el julio',
      de: 'Chemiker gaben Reaktionswärmen lange in Kalorien an, doch heute empfiehlt die IUPAC das Joule',
      fr: 'les chimistes ont longtemps exprimé les chaleurs de réaction en calories, mais l’IUPAC recommande aujourd’hui le joule',
      no: 'kjemikere oppga lenge reaksjonsvarme i kalorier, men i dag anbefaler IUPAC joule',
    },
  },
  wh: {
    what: {
      en: 'the watt-hour is one watt delivered for one hour, exactly {x 1 wh j}',
      es: 'el vatio hora es la energía de un vatio durante una hora, exactamente {x 1 wh j}',
      de: 'die Wattstunde ist die Energie von einem Watt während einer Stunde, genau {x 1 wh j}',
      fr: 'le wattheure est l’énergie d’un watt fourni pendant une heure, soit exactement {x 1 wh j}',
      no: 'en wattime er energien fra én watt i én time, nøyaktig {x 1 wh j}',
    },
    where: {
      en: 'watt-hours rate battery capacity, by which airlines limit spare batteries in the cabin',
      es: 'los vatios hora miden la capacidad de las baterías, por la que las aerolíneas limitan las de repuesto en cabina',
      de: 'Wattstunden geben die Akkukapazität an, nach der Fluggesellschaften Ersatzakkus im Handgepäck begrenzen',
      fr: 'les wattheures expriment la capacité des batteries, d’après laquelle les compagnies aériennes limitent les batteries de rechange en cabine',
      no: 'wattimer angir batterikapasiteten som flyselskapenes grenser for reservebatterier i håndbagasjen bygger på',
    },
  },
  mwh: {
    what: {
      en: 'the megawatt-hour is a thousand kilowatt-hours',
      es: 'el megavatio hora equivale a mil kilovatios hora',
      de: 'die Megawattstunde entspricht tausend Kilowattstunden',
      fr: 'le mégawattheure vaut mille kilowattheures',
      no: 'en megawattime er tusen kilowattimer',
    },
    where: {
      en: 'power plant output and wholesale electricity are measured in megawatt-hours',
      es: 'la producción de las centrales y la electricidad al por mayor se miden en megavatios hora',
      de: 'Kraftwerkserzeugung und Stromgroßhandel rechnen in Megawattstunden',
      fr: 'la production des centrales et l’électricité vendue en gros se mesurent en mégawattheures',
      no: 'kraftverkenes produksjon og engroshandelen med strøm måles i megawattimer',
    },
  },
  erg: {
    what: {
      en: 'the erg is the CGS unit of energy, a ten-millionth of a joule',
      es: 'el ergio es la unidad de energía del sistema CGS, una diezmillonésima de julio',
      de: 'das Erg ist die Energieeinheit des CGS-Systems, ein Zehnmillionstel Joule',
      fr: 'l’erg est l’unité d’énergie du système CGS, un dix-millionième de joule',
      no: 'en erg er energienheten i CGS-systemet, en timilliondel joule',
    },
    where: {
      en: 'the erg, from the centimeter-gram-second system of older physics, is listed by NIST for conversion to joules',
      es: 'el ergio, del sistema cegesimal de la física antigua, figura en el NIST para pasar datos a julios',
      de: 'das Erg stammt aus dem CGS-System der älteren Physik und steht beim NIST zur Umrechnung in Joule',
      fr: 'l’erg, issu du système CGS de la physique ancienne, figure au NIST pour la conversion en joules',
      no: 'erg, fra CGS-systemet i eldre fysikk, står hos NIST for omregning til joule',
    },
  },
  ev: {
    what: {
      en: 'the electronvolt is the energy an electron gains across one volt, exact in joules since 2019',
      es: 'el electronvoltio es la energía que gana un electrón al atravesar un voltio, exacta en julios desde 2019',
      de: 'das Elektronvolt ist die Energie, die ein Elektron beim Durchlaufen von einem Volt gewinnt, seit 2019 exakt in Joule',
      fr: 'l’électronvolt est l’énergie acquise par un électron traversant un volt, exacte en joules depuis 2019',
      no: 'en elektronvolt er energien et elektron får gjennom én volt, eksakt i joule siden 2019',
    },
    where: {
      en: 'atomic, nuclear and particle physics give the energies of photons and particles in electronvolts',
      es: 'la física atómica, nuclear y de partículas da en electronvoltios la energía de fotones y partículas',
      de: 'Atom-, Kern- und Teilchenphysik geben die Energie von Photonen und Teilchen in Elektronenvolt an',
      fr: 'la physique atomique, nucléaire et des particules exprime en électronvolts l’énergie des photons et des particules',
      no: 'atom-, kjerne- og partikkelfysikk oppgir energien til fotoner og partikler i elektronvolt',
    },
    literals: ['2019'],
  },
  therm: {
    what: {
      en: 'the therm is a hundred thousand British thermal units',
      es: 'el therm equivale a cien mil unidades térmicas británicas',
      de: 'das Therm entspricht hunderttausend British Thermal Units',
      fr: 'le therm vaut cent mille British thermal units',
      no: 'en therm er hundre tusen British thermal units',
    },
    where: {
      en: 'US gas utilities bill natural gas by the therm',
      es: 'las compañías de gas de Estados Unidos facturan el gas natural por therms',
      de: 'US-Gasversorger rechnen Erdgas nach Therm ab',
      fr: 'les fournisseurs de gaz américains facturent le gaz naturel au therm',
      no: 'amerikanske gasselskaper fakturerer naturgass per therm',
    },
  },
  ftlbf: {
    what: {
      en: 'the foot-pound is the work of one pound-force over one foot, about {q 1 ftlbf j}',
      es: 'el pie-libra es el trabajo de una libra-fuerza a lo largo de un pie, unos {q 1 ftlbf j}',
      de: 'das Fuß-Pfund ist die Arbeit einer Kraft von einem Pfund längs eines Fußes, etwa {q 1 ftlbf j}',
      fr: 'le pied-livre est le travail d’une livre-force sur un pied, soit environ {q 1 ftlbf j}',
      no: 'et fotpund er arbeidet fra ett pund kraft over én fot, omtrent {q 1 ftlbf j}',
    },
    where: {
      en: 'the US standard for notched-bar impact tests of metals gives absorbed energy in foot-pounds and joules',
      es: 'la norma estadounidense de ensayos de impacto en metales da la energía absorbida en pies-libra y en julios',
      de: 'die US-Norm für Kerbschlagbiegeversuche an Metallen nennt die Schlagarbeit in Fuß-Pfund und Joule',
      fr: 'la norme américaine d’essai de choc sur éprouvette entaillée donne l’énergie absorbée en pieds-livres et en joules',
      no: 'den amerikanske standarden for kjervslagprøving av metaller oppgir absorbert energi i fotpund og joule',
    },
  },
} as const satisfies CategoryPhrases;
