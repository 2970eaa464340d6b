import type { CategoryPhrases } from './types';

/** Fuel-economy units side by side, restating lib/content/facts/fuel.ts. */
export const fuelPhrases = {
  l100km: {
    what: {
      en: 'liters per hundred kilometers measure the fuel a vehicle uses over that distance, so a lower figure is better',
      es: 'los litros a los cien kilómetros miden el combustible que gasta un vehículo en esa distancia, así que cuanto menor, mejor',
      de: 'Liter pro hundert Kilometer messen den Kraftstoffverbrauch auf dieser Strecke, wobei ein kleinerer Wert besser ist',
      fr: 'les litres aux cent kilomètres mesurent le carburant consommé sur cette distance, un chiffre bas étant meilleur',
      no: 'liter per hundre kilometer måler drivstoffet et kjøretøy bruker på den strekningen, så et lavere tall er bedre',
    },
    where: {
      en: 'liters per hundred kilometers are the figure the EU requires for new cars at the point of sale',
      es: 'los litros a los cien kilómetros son la cifra de consumo obligatoria de los coches nuevos en los puntos de venta de la UE',
      de: 'Liter pro hundert Kilometer schreibt die EU für den Verbrauch neuer Pkw am Verkaufsort vor',
      fr: 'les litres aux cent kilomètres sont obligatoires dans l’UE pour la consommation des voitures neuves sur le lieu de vente',
      no: 'liter per hundre kilometer er påbudt i EU for forbruket til nye personbiler der de selges',
    },
  },
  kml: {
    what: {
      en: 'kilometers per liter measure the distance covered on one liter, so a higher figure is better',
      es: 'los kilómetros por litro miden la distancia recorrida con un litro, así que cuanto mayor, mejor',
      de: 'Kilometer pro Liter geben an, wie weit man mit einem Liter kommt, wobei ein höherer Wert besser ist',
      fr: 'les kilomètres par litre mesurent la distance parcourue avec un litre, un chiffre élevé étant meilleur',
      no: 'kilometer per liter måler hvor langt et kjøretøy kommer på én liter, så et høyere tall er bedre',
    },
    where: {
      en: 'kilometers per liter set Japan’s fuel-efficiency standards for passenger cars',
      es: 'los kilómetros por litro fijan en Japón las normas de eficiencia de combustible de los turismos',
      de: 'Kilometer pro Liter sind in Japan die Einheit der Verbrauchsnormen für Pkw',
      fr: 'les kilomètres par litre fixent au Japon les normes d’efficacité énergétique des voitures particulières',
      no: 'kilometer per liter er enheten i Japans drivstoffkrav for personbiler',
    },
  },
  mpg_us: {
    what: {
      en: 'miles per US gallon count the miles driven on one US gallon, thirty miles per gallon being about {q 30 mpg_us l100km}',
      es: 'las millas por galón estadounidense cuentan las millas recorridas con un galón (treinta millas por galón son unos {q 30 mpg_us l100km})',
      de: 'Meilen pro US-Gallone zählen die Meilen, die man mit einer US-Gallone fährt, dreißig Meilen pro Gallone etwa {q 30 mpg_us l100km}',
      fr: 'les miles par gallon américain comptent les miles parcourus avec un gallon, trente miles par gallon valant environ {q 30 mpg_us l100km}',
      no: 'engelske mil per amerikansk gallon teller hvor mange engelske mil en bil kjører på én gallon, der tretti tilsvarer omtrent {q 30 mpg_us l100km}',
    },
    where: {
      en: 'miles per gallon give the city, highway and combined figures on US fuel economy labels',
      es: 'las millas por galón dan las cifras urbanas, en carretera y combinadas de las etiquetas de consumo estadounidenses',
      de: 'Meilen pro Gallone nennen auf US-Verbrauchsetiketten die Stadt-, Autobahn- und kombinierten Werte',
      fr: 'les miles par gallon donnent les chiffres en ville, sur autoroute et combinés des étiquettes américaines',
      no: 'engelske mil per gallon gir tallene for by, landevei og kombinert kjøring på amerikanske forbruksetiketter',
    },
  },
  mpg_uk: {
    what: {
      en: 'miles per imperial gallon count the miles driven on one imperial gallon, thirty miles per gallon being about {q 30 mpg_uk l100km}',
      es: 'las millas por galón imperial cuentan las millas recorridas con un galón imperial (treinta millas por galón son unos {q 30 mpg_uk l100km})',
      de: 'Meilen pro britische Gallone zählen die Meilen je imperialer Gallone, dreißig Meilen pro Gallone etwa {q 30 mpg_uk l100km}',
      fr: 'les miles par gallon impérial comptent les miles parcourus avec un gallon impérial, trente miles par gallon valant environ {q 30 mpg_uk l100km}',
      no: 'engelske mil per britisk gallon teller hvor mange engelske mil en bil kjører på én imperial gallon, der tretti tilsvarer omtrent {q 30 mpg_uk l100km}',
    },
    where: {
      en: 'miles per imperial gallon must appear on new cars at British dealers, beside liters per hundred kilometers',
      es: 'las millas por galón imperial deben figurar en los coches nuevos de los concesionarios británicos, junto a los litros a los cien kilómetros',
      de: 'Meilen pro britische Gallone müssen britische Händler bei Neuwagen neben Litern pro hundert Kilometer angeben',
      fr: 'les miles par gallon impérial doivent figurer sur les voitures neuves des concessionnaires britanniques, à côté des litres aux cent kilomètres',
      no: 'engelske mil per britisk gallon skal stå på nye biler hos britiske forhandlere, ved siden av liter per hundre kilometer',
    },
  },
  l_mil: {
    what: {
      en: 'liters per Scandinavian mile measure consumption per mil of ten kilometers, one liter per mil being exactly {x 1 l_mil l100km}',
      es: 'los litros por milla escandinava miden el consumo por milla de diez kilómetros (un litro por milla son exactamente {x 1 l_mil l100km})',
      de: 'Liter pro skandinavische Meile messen den Verbrauch je Mil von zehn Kilometern, ein Liter pro Mil sind genau {x 1 l_mil l100km}',
      fr: 'les litres par mille scandinave mesurent la consommation par mil de dix kilomètres, un litre par mil valant exactement {x 1 l_mil l100km}',
      no: 'liter per mil måler forbruket per mil på ti kilometer, der én liter per mil er nøyaktig {x 1 l_mil l100km}',
    },
    where: {
      en: 'liters per mil are how Norwegians and Swedes often give fuel use, half a liter per mil being {x 0.5 l_mil l100km}',
      es: 'los litros por milla escandinava son la forma en que noruegos y suecos suelen dar el consumo (medio litro por milla son {x 0.5 l_mil l100km})',
      de: 'Liter pro Mil nennen Norweger und Schweden oft als Verbrauch, ein halber Liter pro Mil sind {x 0.5 l_mil l100km}',
      fr: 'les litres par mil sont l’usage courant des Norvégiens et des Suédois, un demi-litre par mil correspondant à {x 0.5 l_mil l100km}',
      no: 'liter per mil er slik nordmenn og svensker ofte oppgir forbruket, der en halv liter per mil er {x 0.5 l_mil l100km}',
    },
  },
  mi_l: {
    what: {
      en: 'miles per liter count the miles driven on one liter, one mile per liter being about {q 1 mi_l l100km}',
      es: 'las millas por litro cuentan las millas recorridas con un litro (una milla por litro son unos {q 1 mi_l l100km})',
      de: 'Meilen pro Liter zählen die Meilen, die man mit einem Liter fährt, eine Meile pro Liter etwa {q 1 mi_l l100km}',
      fr: 'les miles par litre comptent les miles parcourus avec un litre, un mile par litre valant environ {q 1 mi_l l100km}',
      no: 'engelske mil per liter teller hvor mange engelske mil en bil kjører på én liter, der én per liter er omtrent {q 1 mi_l l100km}',
    },
    where: {
      en: 'miles per liter suit the UK, whose roads are signed in miles while fuel is sold by the liter',
      es: 'las millas por litro encajan con el Reino Unido, que señaliza las distancias en millas pero vende el combustible por litros',
      de: 'Meilen pro Liter passen zum Vereinigten Königreich, wo Straßen in Meilen beschildert sind, Kraftstoff aber literweise verkauft wird',
      fr: 'les miles par litre conviennent au Royaume-Uni, où les routes sont balisées en miles mais le carburant vendu au litre',
      no: 'engelske mil per liter passer for Storbritannia, der veiene skiltes i engelske mil mens drivstoff selges per liter',
    },
  },
} as const satisfies CategoryPhrases;
