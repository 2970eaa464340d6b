import type { CategoryPhrases } from './types';

/** Power units side by side, restating lib/content/facts/power.ts. */
export const powerPhrases = {
  w: {
    what: {
      en: 'the watt is the SI unit of power, one joule of energy per second',
      es: 'el vatio es la unidad de potencia del SI, un julio de energía por segundo',
      de: 'das Watt ist die SI-Einheit der Leistung, ein Joule Energie pro Sekunde',
      fr: 'le watt est l’unité SI de puissance, un joule d’énergie par seconde',
      no: 'watt er SI-enheten for effekt, én joule energi per sekund',
    },
    where: {
      en: 'watts mark the rated power input of household appliances',
      es: 'los vatios indican la potencia asignada de los electrodomésticos',
      de: 'Watt geben die Bemessungsaufnahme von Haushaltsgeräten an',
      fr: 'les watts indiquent la puissance assignée des appareils électrodomestiques',
      no: 'watt angir merkeeffekten på husholdningsapparater',
    },
  },
  kw: {
    what: {
      en: 'the kilowatt is a thousand watts, formed with the SI prefix kilo',
      es: 'el kilovatio equivale a mil vatios, con el prefijo SI kilo',
      de: 'das Kilowatt entspricht tausend Watt, gebildet mit dem SI-Vorsatz Kilo',
      fr: 'le kilowatt vaut mille watts, avec le préfixe SI kilo',
      no: 'en kilowatt er tusen watt, dannet med SI-prefikset kilo',
    },
    where: {
      en: 'kilowatts state an engine’s maximum net power on EU vehicle registration certificates',
      es: 'los kilovatios indican la potencia neta máxima del motor en los permisos de circulación de la UE',
      de: 'Kilowatt nennen in der EU-Zulassungsbescheinigung die maximale Nutzleistung des Motors',
      fr: 'les kilowatts donnent la puissance nette maximale du moteur sur le certificat d’immatriculation européen',
      no: 'kilowatt angir motorens største nettoeffekt i vognkort etter EU-reglene',
    },
  },
  hp: {
    what: {
      en: 'the metric horsepower is seventy-five kilogram-force meters per second, exactly {x 1 hp w}',
      es: 'el caballo de vapor equivale a setenta y cinco kilográmetros por segundo, exactamente {x 1 hp w}',
      de: 'die Pferdestärke entspricht fünfundsiebzig Kilopondmetern pro Sekunde, genau {x 1 hp w}',
      fr: 'le cheval-vapeur vaut soixante-quinze kilogrammètres par seconde, soit exactement {x 1 hp w}',
      no: 'en metrisk hestekraft er syttifem kilopondmeter per sekund, nøyaktig {x 1 hp w}',
    },
    where: {
      en: 'metric horsepower still rates European car engines, though EU law allows the figure only beside kilowatts',
      es: 'los caballos de vapor aún miden los motores de los coches europeos, aunque la UE solo admite esa cifra junto a los kilovatios',
      de: 'Pferdestärken nennen Autohersteller weiterhin, nach EU-Recht aber nur neben der Angabe in Kilowatt',
      fr: 'les chevaux-vapeur mesurent encore les moteurs des voitures européennes, mais l’UE n’admet ce chiffre qu’à côté des kilowatts',
      no: 'hestekrefter oppgis fortsatt for europeiske bilmotorer, men EU-retten tillater tallet bare ved siden av kilowatt',
    },
  },
  btuh: {
    what: {
      en: 'the BTU per hour is one International Table British thermal unit each hour, about {q 1 btuh w}',
      es: 'la BTU por hora es una unidad térmica británica de la Tabla Internacional cada hora, unos {q 1 btuh w}',
      de: 'die BTU pro Stunde ist eine British Thermal Unit der Internationalen Dampftafel je Stunde, etwa {q 1 btuh w}',
      fr: 'la BTU par heure correspond à une British thermal unit de la table internationale par heure, soit environ {q 1 btuh w}',
      no: 'BTU per time er én British thermal unit etter den internasjonale tabellen hver time, omtrent {q 1 btuh w}',
    },
    where: {
      en: 'BTU per hour rate the capacity of US air conditioners and heat pumps',
      es: 'las BTU por hora expresan la capacidad de los aires acondicionados y las bombas de calor en Estados Unidos',
      de: 'BTU pro Stunde geben in den USA die Leistung von Klimageräten und Wärmepumpen an',
      fr: 'les BTU par heure expriment la puissance des climatiseurs et des pompes à chaleur aux États-Unis',
      no: 'BTU per time angir kapasiteten til klimaanlegg og varmepumper i USA',
    },
  },
  mw: {
    what: {
      en: 'the megawatt is a million watts, exactly {x 1 mw kw}',
      es: 'el megavatio es un millón de vatios, exactamente {x 1 mw kw}',
      de: 'das Megawatt ist eine Million Watt, genau {x 1 mw kw}',
      fr: 'le mégawatt vaut un million de watts, soit exactement {x 1 mw kw}',
      no: 'en megawatt er en million watt, nøyaktig {x 1 mw kw}',
    },
    where: {
      en: 'megawatts rate the generating capacity of power plants and wind turbines',
      es: 'los megavatios expresan la potencia instalada de las centrales eléctricas y los aerogeneradores',
      de: 'Megawatt beziffern die Erzeugungsleistung von Kraftwerken und Windkraftanlagen',
      fr: 'les mégawatts caractérisent la puissance installée des centrales et des éoliennes',
      no: 'megawatt angir installert effekt i kraftverk og vindturbiner',
    },
  },
  kcalh: {
    what: {
      en: 'the kilocalorie per hour is one thermochemical kilocalorie each hour, about {q 1 kcalh w}',
      es: 'la kilocaloría por hora es una kilocaloría termoquímica cada hora, unos {q 1 kcalh w}',
      de: 'die Kilokalorie pro Stunde ist eine thermochemische Kilokalorie je Stunde, etwa {q 1 kcalh w}',
      fr: 'la kilocalorie par heure correspond à une kilocalorie thermochimique par heure, soit environ {q 1 kcalh w}',
      no: 'kilokalori per time er én termokjemisk kilokalori hver time, omtrent {q 1 kcalh w}',
    },
    where: {
      en: 'kilocalories per hour appear in older heating and refrigeration ratings, which the EU now gives in watts',
      es: 'las kilocalorías por hora aparecen en potencias antiguas de calefacción y refrigeración, que en la UE hoy se dan en vatios',
      de: 'Kilokalorien pro Stunde finden sich in älteren Heiz- und Kälteleistungen, die in der EU heute in Watt stehen',
      fr: 'les kilocalories par heure figurent dans d’anciennes puissances de chauffage et de froid, que l’UE exprime aujourd’hui en watts',
      no: 'kilokalorier per time finnes i eldre varme- og kjøleytelser, som i EU nå oppgis i watt',
    },
  },
  hp_mech: {
    what: {
      en: 'the mechanical horsepower is 550 foot-pounds-force per second, about {q 1 hp_mech w}',
      es: 'el caballo de fuerza mecánico equivale a 550 pies-libra-fuerza por segundo, unos {q 1 hp_mech w}',
      de: 'die mechanische Pferdestärke (Horsepower) entspricht 550 Fuß-Pfund pro Sekunde, etwa {q 1 hp_mech w}',
      fr: 'le cheval-vapeur britannique (horsepower) vaut 550 pieds-livres-force par seconde, soit environ {q 1 hp_mech w}',
      no: 'en mekanisk hestekraft (horsepower) er 550 fotpund per sekund, omtrent {q 1 hp_mech w}',
    },
    where: {
      en: 'mechanical horsepower rates US engines under SAE J1349, which sets the test conditions for net power',
      es: 'los caballos de fuerza mecánicos expresan la potencia de los motores en Estados Unidos según la norma SAE J1349',
      de: 'mechanische Pferdestärken geben in den USA die Motorleistung nach SAE J1349 an',
      fr: 'les chevaux-vapeur britanniques expriment la puissance des moteurs aux États-Unis selon la norme SAE J1349',
      no: 'mekaniske hestekrefter angir motoreffekt i USA etter SAE J1349, som fastsetter prøvebetingelsene',
    },
    literals: ['550', '1349'],
  },
  ftlbfs: {
    what: {
      en: 'the foot-pound-force per second is one foot-pound-force of work each second, about {q 1 ftlbfs w}',
      es: 'el pie-libra-fuerza por segundo es un pie-libra-fuerza de trabajo cada segundo, unos {q 1 ftlbfs w}',
      de: 'das Fuß-Pfund pro Sekunde ist ein Fuß-Pfund Arbeit je Sekunde, etwa {q 1 ftlbfs w}',
      fr: 'le pied-livre-force par seconde correspond à un pied-livre-force de travail par seconde, soit environ {q 1 ftlbfs w}',
      no: 'fotpund per sekund er ett fotpund arbeid hvert sekund, omtrent {q 1 ftlbfs w}',
    },
    where: {
      en: 'five hundred fifty foot-pounds per second make the mechanical horsepower of US engineering',
      es: 'quinientos cincuenta pies-libra por segundo forman el caballo de fuerza mecánico de la ingeniería estadounidense',
      de: 'fünfhundertfünfzig Fuß-Pfund pro Sekunde ergeben die mechanische Pferdestärke der US-Technik',
      fr: 'cinq cent cinquante pieds-livres par seconde font le cheval-vapeur britannique de l’ingénierie américaine',
      no: 'fem hundre og femti fotpund per sekund utgjør den mekaniske hestekraften i amerikansk teknikk',
    },
  },
  ton_refrigeration: {
    what: {
      en: 'the ton of refrigeration is exactly {x 1 ton_refrigeration btuh}, about {q 1 ton_refrigeration kw}',
      es: 'la tonelada de refrigeración equivale exactamente a {x 1 ton_refrigeration btuh}, unos {q 1 ton_refrigeration kw}',
      de: 'die Tonne Kälteleistung beträgt genau {x 1 ton_refrigeration btuh}, etwa {q 1 ton_refrigeration kw}',
      fr: 'la tonne de réfrigération vaut exactement {x 1 ton_refrigeration btuh}, soit environ {q 1 ton_refrigeration kw}',
      no: 'et kjøletonn er nøyaktig {x 1 ton_refrigeration btuh}, omtrent {q 1 ton_refrigeration kw}',
    },
    where: {
      en: 'tons of refrigeration give the capacities of US air conditioners and chillers',
      es: 'las toneladas de refrigeración expresan en Estados Unidos la capacidad de aires acondicionados y enfriadoras',
      de: 'Tonnen Kälteleistung geben in den USA die Leistung von Klimaanlagen und Kaltwassersätzen an',
      fr: 'les tonnes de réfrigération expriment aux États-Unis la puissance des climatiseurs et des groupes froids',
      no: 'kjøletonn angir kapasiteten til klimaanlegg og kjølemaskiner i USA',
    },
  },
} as const satisfies CategoryPhrases;
