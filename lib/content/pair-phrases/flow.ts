import type { CategoryPhrases } from './types';

/** Flow units' clauses for a pair's answer, restating lib/content/facts/flow.ts. */
export const flowPhrases = {
  m3s: {
    what: {
      en: 'the cubic meter per second is the SI unit of volume flow, one cubic meter passing each second',
      es: 'el metro cúbico por segundo es la unidad SI de caudal, un metro cúbico que pasa cada segundo',
      de: 'der Kubikmeter pro Sekunde ist die SI-Einheit des Volumenstroms, ein Kubikmeter in jeder Sekunde',
      fr: 'le mètre cube par seconde est l’unité SI de débit volumique, un mètre cube qui passe chaque seconde',
      no: 'kubikkmeter per sekund er SI-enheten for volumstrøm, én kubikkmeter som passerer hvert sekund',
    },
    where: {
      en: 'hydrologists measure the discharge of rivers and canals in cubic meters per second',
      es: 'los hidrólogos miden el caudal de ríos y canales en metros cúbicos por segundo',
      de: 'Hydrologen messen den Abfluss von Flüssen und Kanälen in Kubikmetern pro Sekunde',
      fr: 'les hydrologues mesurent le débit des rivières et des canaux en mètres cubes par seconde',
      no: 'hydrologer måler vannføringen i elver og kanaler i kubikkmeter per sekund',
    },
  },
  m3h: {
    what: {
      en: 'the cubic meter per hour is {x 1 m3h lh}, or about {q 1 m3h ls}',
      es: 'el metro cúbico por hora equivale a {x 1 m3h lh}, unos {q 1 m3h ls}',
      de: 'der Kubikmeter pro Stunde entspricht {x 1 m3h lh} oder etwa {q 1 m3h ls}',
      fr: 'le mètre cube par heure vaut {x 1 m3h lh}, soit environ {q 1 m3h ls}',
      no: 'kubikkmeter per time er {x 1 m3h lh}, eller omtrent {q 1 m3h ls}',
    },
    where: {
      en: 'European water meters, pumps and ventilation units are rated in cubic meters per hour',
      es: 'los contadores de agua europeos, las bombas y los ventiladores se clasifican en metros cúbicos por hora',
      de: 'europäische Wasserzähler, Pumpen und Lüftungsgeräte werden in Kubikmetern pro Stunde eingestuft',
      fr: 'les compteurs d’eau européens, les pompes et les ventilations se classent en mètres cubes par heure',
      no: 'europeiske vannmålere, pumper og ventilasjonsaggregater klassifiseres i kubikkmeter per time',
    },
  },
  ls: {
    what: {
      en: 'the liter per second is {x 1 ls lmin}, a thousandth of a cubic meter each second',
      es: 'el litro por segundo equivale a {x 1 ls lmin}, una milésima de metro cúbico cada segundo',
      de: 'der Liter pro Sekunde entspricht {x 1 ls lmin}, einem Tausendstel Kubikmeter in jeder Sekunde',
      fr: 'le litre par seconde vaut {x 1 ls lmin}, un millième de mètre cube chaque seconde',
      no: 'liter per sekund er {x 1 ls lmin}, en tusendel kubikkmeter hvert sekund',
    },
    where: {
      en: 'ventilation standards give each person’s outdoor air in liters per second, beside cubic feet per minute',
      es: 'las normas de ventilación dan el aire exterior por persona en litros por segundo, junto a pies cúbicos por minuto',
      de: 'Lüftungsnormen geben die Außenluft je Person in Litern pro Sekunde an, neben Kubikfuß pro Minute',
      fr: 'les normes de ventilation indiquent l’air neuf par personne en litres par seconde, à côté des pieds cubes par minute',
      no: 'ventilasjonsstandarder oppgir uteluft per person i liter per sekund, ved siden av kubikkfot per minutt',
    },
  },
  lmin: {
    what: {
      en: 'the liter per minute is {x 1 lmin lh}, or about {q 1 lmin gpm_us}',
      es: 'el litro por minuto equivale a {x 1 lmin lh}, unos {q 1 lmin gpm_us}',
      de: 'der Liter pro Minute entspricht {x 1 lmin lh} oder etwa {q 1 lmin gpm_us}',
      fr: 'le litre par minute vaut {x 1 lmin lh}, soit environ {q 1 lmin gpm_us}',
      no: 'liter per minutt er {x 1 lmin lh}, eller omtrent {q 1 lmin gpm_us}',
    },
    where: {
      en: 'taps and showerheads are rated in liters per minute, the unit of the EU Ecolabel’s limits',
      es: 'grifos y duchas indican su caudal en litros por minuto, la unidad de los límites de la etiqueta ecológica de la UE',
      de: 'Armaturen und Duschköpfe werden in Litern pro Minute angegeben, der Einheit der Grenzwerte des EU-Umweltzeichens',
      fr: 'le débit des robinets et des pommes de douche s’indique en litres par minute, unité des plafonds de l’écolabel européen',
      no: 'vannmengden fra kraner og dusjhoder oppgis i liter per minutt, enheten for grensene i EUs miljømerke',
    },
  },
  lh: {
    what: {
      en: 'the liter per hour is a sixtieth of a liter per minute, about {q 1 lh mlmin}',
      es: 'el litro por hora es la sexagésima parte de un litro por minuto, unos {q 1 lh mlmin}',
      de: 'der Liter pro Stunde ist ein Sechzigstel Liter pro Minute, etwa {q 1 lh mlmin}',
      fr: 'le litre par heure est le soixantième du litre par minute, soit environ {q 1 lh mlmin}',
      no: 'liter per time er en sekstidel av en liter per minutt, omtrent {q 1 lh mlmin}',
    },
    where: {
      en: 'drip irrigation emitters are rated by their flow in liters per hour',
      es: 'los goteros de riego se clasifican por su caudal en litros por hora',
      de: 'Tropfer für die Tropfbewässerung werden nach ihrem Durchfluss in Litern pro Stunde eingestuft',
      fr: 'les goutteurs d’irrigation se classent selon leur débit en litres par heure',
      no: 'dryppere til dryppvanning klassifiseres etter vannmengden i liter per time',
    },
  },
  mlmin: {
    what: {
      en: 'the milliliter per minute is a thousandth of a liter per minute, exactly {x 1 mlmin lh}',
      es: 'el mililitro por minuto es una milésima de litro por minuto, exactamente {x 1 mlmin lh}',
      de: 'der Milliliter pro Minute ist ein Tausendstel Liter pro Minute, genau {x 1 mlmin lh}',
      fr: 'le millilitre par minute est le millième du litre par minute, soit exactement {x 1 mlmin lh}',
      no: 'milliliter per minutt er en tusendel av en liter per minutt, nøyaktig {x 1 mlmin lh}',
    },
    where: {
      en: 'doctors state kidney function, the glomerular filtration rate, in milliliters per minute',
      es: 'los médicos expresan la función renal, el filtrado glomerular, en mililitros por minuto',
      de: 'Ärzte geben die Nierenfunktion, die glomeruläre Filtrationsrate, in Millilitern pro Minute an',
      fr: 'les médecins expriment la fonction rénale, le débit de filtration glomérulaire, en millilitres par minute',
      no: 'leger oppgir nyrefunksjonen, den glomerulære filtrasjonsraten, i milliliter per minutt',
    },
  },
  gpm_us: {
    what: {
      en: 'the US gallon per minute is exactly {x 1 gpm_us lmin}, one gallon of 231 cubic inches each minute',
      es: 'el galón estadounidense por minuto equivale exactamente a {x 1 gpm_us lmin}, un galón de 231 pulgadas cúbicas cada minuto',
      de: 'die US-Gallone pro Minute entspricht genau {x 1 gpm_us lmin}, einer Gallone von 231 Kubikzoll in jeder Minute',
      fr: 'le gallon américain par minute vaut exactement {x 1 gpm_us lmin}, un gallon de 231\u00a0pouces cubes chaque minute',
      no: 'amerikansk gallon per minutt er nøyaktig {x 1 gpm_us lmin}, én gallon på 231 kubikktommer hvert minutt',
    },
    where: {
      en: 'US federal rules cap new showerheads at {x 2.5 gpm_us gpm_us}, about {q 2.5 gpm_us lmin}',
      es: 'las normas federales de Estados Unidos limitan las duchas nuevas a {x 2.5 gpm_us gpm_us}, unos {q 2.5 gpm_us lmin}',
      de: 'US-Bundesvorschriften begrenzen neue Duschköpfe auf {x 2.5 gpm_us gpm_us}, etwa {q 2.5 gpm_us lmin}',
      fr: 'la réglementation fédérale américaine plafonne les pommes de douche neuves à {x 2.5 gpm_us gpm_us}, environ {q 2.5 gpm_us lmin}',
      no: 'amerikanske føderale regler begrenser nye dusjhoder til {x 2.5 gpm_us gpm_us}, omtrent {q 2.5 gpm_us lmin}',
    },
    literals: ['231'],
  },
  gph_us: {
    what: {
      en: 'the US gallon per hour is a sixtieth of a gallon per minute, about {q 1 gph_us lh}',
      es: 'el galón estadounidense por hora es la sexagésima parte de un galón por minuto, unos {q 1 gph_us lh}',
      de: 'die US-Gallone pro Stunde ist ein Sechzigstel Gallone pro Minute, etwa {q 1 gph_us lh}',
      fr: 'le gallon américain par heure est le soixantième du gallon par minute, soit environ {q 1 gph_us lh}',
      no: 'amerikansk gallon per time er en sekstidel av en gallon per minutt, omtrent {q 1 gph_us lh}',
    },
    where: {
      en: 'US drip irrigation emitters are rated in gallons per hour',
      es: 'en Estados Unidos los goteros de riego se clasifican en galones por hora',
      de: 'in den USA werden Tropfer für die Tropfbewässerung in Gallonen pro Stunde angegeben',
      fr: 'aux États-Unis, les goutteurs d’irrigation se classent en gallons par heure',
      no: 'i USA angis dryppere til dryppvanning i gallon per time',
    },
  },
  cfm: {
    what: {
      en: 'the cubic foot per minute is exactly {x 1 cfm lmin}, or about {q 1 cfm ls}',
      es: 'el pie cúbico por minuto equivale exactamente a {x 1 cfm lmin}, unos {q 1 cfm ls}',
      de: 'der Kubikfuß pro Minute entspricht genau {x 1 cfm lmin} oder etwa {q 1 cfm ls}',
      fr: 'le pied cube par minute vaut exactement {x 1 cfm lmin}, soit environ {q 1 cfm ls}',
      no: 'kubikkfot per minutt er nøyaktig {x 1 cfm lmin}, eller omtrent {q 1 cfm ls}',
    },
    where: {
      en: 'US ventilation standards, fans and range hoods give airflow in cubic feet per minute',
      es: 'las normas de ventilación de Estados Unidos, los ventiladores y las campanas dan el caudal de aire en pies cúbicos por minuto',
      de: 'US-Lüftungsnormen, Ventilatoren und Dunstabzüge geben Luftmengen in Kubikfuß pro Minute an',
      fr: 'les normes de ventilation américaines, les ventilateurs et les hottes expriment le débit d’air en pieds cubes par minute',
      no: 'amerikanske ventilasjonsstandarder, vifter og kjøkkenvifter oppgir luftmengden i kubikkfot per minutt',
    },
  },
  cfs: {
    what: {
      en: 'the cubic foot per second is exactly {x 1 cfs ls}',
      es: 'el pie cúbico por segundo equivale exactamente a {x 1 cfs ls}',
      de: 'der Kubikfuß pro Sekunde entspricht genau {x 1 cfs ls}',
      fr: 'le pied cube par seconde vaut exactement {x 1 cfs ls}',
      no: 'kubikkfot per sekund er nøyaktig {x 1 cfs ls}',
    },
    where: {
      en: 'the US Geological Survey reports the streamflow of US rivers in cubic feet per second',
      es: 'el Servicio Geológico de Estados Unidos publica el caudal de los ríos estadounidenses en pies cúbicos por segundo',
      de: 'der US Geological Survey veröffentlicht den Abfluss US-amerikanischer Flüsse in Kubikfuß pro Sekunde',
      fr: 'l’Institut d’études géologiques des États-Unis publie le débit des rivières américaines en pieds cubes par seconde',
      no: 'US Geological Survey oppgir vannføringen i amerikanske elver i kubikkfot per sekund',
    },
  },
  gpm_uk: {
    what: {
      en: 'the imperial gallon per minute is exactly {x 1 gpm_uk lmin}, from the imperial gallon of British law',
      es: 'el galón imperial por minuto equivale exactamente a {x 1 gpm_uk lmin}, según el galón imperial de la ley británica',
      de: 'die britische Gallone pro Minute entspricht genau {x 1 gpm_uk lmin}, nach der imperialen Gallone des britischen Rechts',
      fr: 'le gallon impérial par minute vaut exactement {x 1 gpm_uk lmin}, d’après le gallon impérial du droit britannique',
      no: 'britisk gallon per minutt er nøyaktig {x 1 gpm_uk lmin}, ut fra gallonen i britisk lov',
    },
    where: {
      en: 'some British pumps and showers give their flow in gallons per minute, as the gallon remains a unit of British law',
      es: 'algunas bombas y duchas británicas indican su caudal en galones por minuto, pues el galón sigue en la ley británica',
      de: 'manche britische Pumpen und Duschen geben Gallonen pro Minute an, weil die Gallone eine Einheit des britischen Rechts bleibt',
      fr: 'certaines pompes et douches britanniques indiquent leur débit en gallons par minute, le gallon restant une unité du droit britannique',
      no: 'noen britiske pumper og dusjer oppgir vannmengden i gallon per minutt, siden gallon fortsatt er en enhet i britisk lov',
    },
  },
  bbld: {
    what: {
      en: 'the barrel per day is one 42-gallon oil barrel each day, about {q 1 bbld lh}',
      es: 'el barril por día es un barril de petróleo de 42 galones cada día, unos {q 1 bbld lh}',
      de: 'das Barrel pro Tag ist ein Ölbarrel von 42 US-Gallonen an jedem Tag, etwa {q 1 bbld lh}',
      fr: 'le baril par jour est un baril de pétrole de 42\u00a0gallons américains chaque jour, soit environ {q 1 bbld lh}',
      no: 'et fat per dag er ett oljefat på 42 amerikanske gallon hvert døgn, omtrent {q 1 bbld lh}',
    },
    where: {
      en: 'oil production, refining capacity and consumption are reported in barrels per day',
      es: 'la producción de petróleo, la capacidad de refino y el consumo se expresan en barriles por día',
      de: 'Ölförderung, Raffineriekapazität und Verbrauch werden in Barrel pro Tag angegeben',
      fr: 'la production de pétrole, la capacité de raffinage et la consommation s’expriment en barils par jour',
      no: 'oljeproduksjon, raffinerikapasitet og forbruk oppgis i fat per dag',
    },
    literals: ['42'],
  },
} as const satisfies CategoryPhrases;
