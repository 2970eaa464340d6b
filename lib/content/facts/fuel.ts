import type { CategoryFacts } from './types';

/**
 * Fuel facts. Consumption (L/100 km, L/mil) and economy (km/L, mpg, mi/L) run in opposite
 * directions, so the tokens show pairs of values; only ratios between units of one kind are exact.
 */
export const fuelFacts = {
  l100km: {
    definition: {
      en: 'Liters per hundred kilometers measure fuel consumption, the fuel a vehicle uses over that distance, so a lower figure is better.',
      es: 'Los litros a los cien kilómetros miden el consumo, el combustible que gasta un vehículo en esa distancia, así que cuanto menor, mejor.',
      de: 'Liter pro hundert Kilometer messen den Verbrauch, also die Kraftstoffmenge für diese Strecke; ein kleinerer Wert ist daher besser.',
      fr: 'Les litres aux cent kilomètres mesurent la consommation, le carburant utilisé sur cette distance : plus le chiffre est bas, mieux c’est.',
      no: 'Liter per hundre kilometer måler forbruket, drivstoffet et kjøretøy bruker på den strekningen, så et lavere tall er bedre.',
    },
    definitionSource: { id: 'eu-1999-94', at: 'Annex I' },
    use: {
      en: 'In the EU, the fuel consumption of new cars must be stated in liters per hundred kilometers at the point of sale.',
      es: 'En la UE, el consumo de los coches nuevos debe indicarse en el punto de venta en litros a los cien kilómetros.',
      de: 'In der EU muss der Verbrauch neuer Pkw am Verkaufsort in Litern pro hundert Kilometer angegeben werden.',
      fr: 'Dans l’UE, la consommation des voitures neuves doit être affichée sur le lieu de vente en litres aux cent kilomètres.',
      no: 'I EU skal forbruket til nye personbiler oppgis i liter per hundre kilometer der bilen selges.',
    },
    useSource: { id: 'eu-1999-94', at: 'Annex I' },
    confusion: {
      en: 'Liters per hundred kilometers run opposite to miles per gallon: going from five to ten liters halves the economy, from {q 5 l100km mpg_us} to {q 10 l100km mpg_us}.',
      es: 'Los litros por cien kilómetros van en sentido contrario a las millas por galón: pasar de cinco a diez litros reduce la cifra a la mitad, de {q 5 l100km mpg_us} a {q 10 l100km mpg_us}.',
      de: 'Liter pro hundert Kilometer verlaufen umgekehrt zu Meilen pro Gallone: Von fünf auf zehn Liter halbiert sich die Angabe von {q 5 l100km mpg_us} auf {q 10 l100km mpg_us}.',
      fr: 'Les litres aux cent kilomètres varient en sens inverse des miles par gallon : passer de cinq à dix litres divise le chiffre par deux, de {q 5 l100km mpg_us} à {q 10 l100km mpg_us}.',
      no: 'Liter per hundre kilometer går motsatt vei av engelske mil per gallon: Fra fem til ti liter halveres tallet, fra {q 5 l100km mpg_us} til {q 10 l100km mpg_us}.',
    },
    confusionSource: { id: 'nist-hb44', at: 'Appendix C' },
  },
  kml: {
    definition: {
      en: 'Kilometers per liter measure fuel economy, the distance covered on one liter, so a higher figure is better; ten of them equal exactly {x 10 kml l100km}.',
      es: 'Los kilómetros por litro miden el rendimiento, la distancia recorrida con un litro, así que cuanto mayor, mejor; diez equivalen exactamente a {x 10 kml l100km}.',
      de: 'Kilometer pro Liter geben an, wie weit man mit einem Liter kommt; ein höherer Wert ist besser, und zehn davon entsprechen genau {x 10 kml l100km}.',
      fr: 'Les kilomètres par litre mesurent le rendement, la distance parcourue avec un litre : plus le chiffre est élevé, mieux c’est, et dix valent exactement {x 10 kml l100km}.',
      no: 'Kilometer per liter måler hvor langt du kommer på én liter, så et høyere tall er bedre; ti av dem tilsvarer nøyaktig {x 10 kml l100km}.',
    },
    definitionSource: { id: 'jp-fuel-standards' },
    use: {
      en: 'Japan sets its fuel-efficiency standards for passenger cars in kilometers per liter.',
      es: 'Japón fija en kilómetros por litro sus normas de eficiencia de combustible para turismos.',
      de: 'Japan legt seine Verbrauchsnormen für Pkw in Kilometern pro Liter fest.',
      fr: 'Le Japon fixe ses normes d’efficacité énergétique des voitures particulières en kilomètres par litre.',
      no: 'Japan fastsetter drivstoffkravene for personbiler i kilometer per liter.',
    },
    useSource: { id: 'jp-fuel-standards' },
  },
  mpg_us: {
    definition: {
      en: 'Miles per US gallon measure fuel economy, the miles driven on one US gallon; thirty of them are about {q 30 mpg_us l100km}.',
      es: 'Las millas por galón estadounidense miden el rendimiento, las millas recorridas con un galón; treinta equivalen a unos {q 30 mpg_us l100km}.',
      de: 'Meilen pro US-Gallone geben an, wie viele Meilen man mit einer US-Gallone fährt; dreißig davon sind etwa {q 30 mpg_us l100km}.',
      fr: 'Les miles par gallon américain mesurent le rendement, les miles parcourus avec un gallon ; trente correspondent à environ {q 30 mpg_us l100km}.',
      no: 'Engelske mil per amerikansk gallon måler hvor mange engelske mil du kjører på én gallon; tretti tilsvarer omtrent {q 30 mpg_us l100km}.',
    },
    definitionSource: { id: 'nist-hb44', at: 'Appendix C' },
    use: {
      en: 'US fuel economy labels on new cars give city, highway and combined figures in miles per gallon.',
      es: 'Las etiquetas de consumo de los coches nuevos en EE. UU. dan cifras urbanas, en carretera y combinadas en millas por galón.',
      de: 'Die US-Verbrauchsetiketten neuer Autos nennen Stadt-, Autobahn- und kombinierte Werte in Meilen pro Gallone.',
      fr: 'Aux États-Unis, l’étiquette des voitures neuves donne le rendement en ville, sur autoroute et combiné en miles par gallon.',
      no: 'Amerikanske forbruksetiketter på nye biler oppgir tall for by, landevei og kombinert kjøring i engelske mil per gallon.',
    },
    useSource: { id: 'us-40cfr600', at: '§ 600.302' },
    confusion: {
      en: 'The UK gallon is about a fifth larger than the US one, so the same car shows more British mpg: thirty US mpg are {q 30 mpg_us mpg_uk}.',
      es: 'El galón británico es una quinta parte mayor que el estadounidense, así que el mismo coche da más millas por galón británico: treinta millas por galón estadounidenses son {q 30 mpg_us mpg_uk}.',
      de: 'Die britische Gallone ist rund ein Fünftel größer als die US-Gallone, daher zeigt dasselbe Auto mehr britische mpg: Dreißig US-mpg sind {q 30 mpg_us mpg_uk}.',
      fr: 'Le gallon britannique est environ un cinquième plus grand que l’américain : une même voiture affiche plus de miles par gallon au Royaume-Uni : trente miles par gallon américain valent {q 30 mpg_us mpg_uk}.',
      no: 'Britisk gallon er omtrent en femtedel større enn amerikansk, så samme bil får høyere britisk mpg: Tretti amerikanske mpg er {q 30 mpg_us mpg_uk}.',
    },
    confusionSource: { id: 'nist-hb44', at: 'Appendix C' },
  },
  mpg_uk: {
    definition: {
      en: 'Miles per UK gallon measure fuel economy with the imperial gallon; thirty of them are about {q 30 mpg_uk l100km}.',
      es: 'Las millas por galón británico miden el rendimiento con el galón imperial; treinta equivalen a unos {q 30 mpg_uk l100km}.',
      de: 'Meilen pro britische Gallone geben dasselbe für die imperiale Gallone an; dreißig davon sind etwa {q 30 mpg_uk l100km}.',
      fr: 'Les miles par gallon britannique mesurent le rendement avec le gallon impérial ; trente correspondent à environ {q 30 mpg_uk l100km}.',
      no: 'Engelske mil per britisk gallon måler forbruket med den imperiale gallonen; tretti tilsvarer omtrent {q 30 mpg_uk l100km}.',
    },
    definitionSource: { id: 'uk-wma-1985' },
    use: {
      en: 'British dealers must label new cars with fuel consumption in both liters per hundred kilometers and miles per gallon.',
      es: 'Los concesionarios británicos deben etiquetar los coches nuevos con el consumo en litros a los cien kilómetros y en millas por galón.',
      de: 'Britische Händler müssen neue Autos mit dem Verbrauch in Litern pro hundert Kilometer und in Meilen pro Gallone kennzeichnen.',
      fr: 'Au Royaume-Uni, les concessionnaires doivent afficher la consommation des voitures neuves en litres aux cent kilomètres et en miles par gallon.',
      no: 'Britiske forhandlere skal merke nye biler med forbruket både i liter per hundre kilometer og i engelske mil per gallon.',
    },
    useSource: { id: 'uk-vca-fuel-labelling' },
    confusion: {
      en: 'US figures are lower for the same car because the US gallon is smaller: thirty British mpg are {q 30 mpg_uk mpg_us}.',
      es: 'Las cifras estadounidenses son menores para el mismo coche porque su galón es más pequeño: treinta millas por galón británico son {q 30 mpg_uk mpg_us}.',
      de: 'US-Werte fallen für dasselbe Auto niedriger aus, weil die US-Gallone kleiner ist: Dreißig britische mpg sind {q 30 mpg_uk mpg_us}.',
      fr: 'Les chiffres américains sont plus bas pour une même voiture, car le gallon américain est plus petit : trente miles par gallon britannique valent {q 30 mpg_uk mpg_us}.',
      no: 'Amerikanske tall blir lavere for samme bil fordi amerikansk gallon er mindre: Tretti britiske mpg er {q 30 mpg_uk mpg_us}.',
    },
    confusionSource: { id: 'nist-hb44', at: 'Appendix C' },
  },
  l_mil: {
    definition: {
      en: 'Liters per mil measure consumption per Scandinavian mil of ten kilometers: one liter per mil is exactly {x 1 l_mil l100km}.',
      es: 'Los litros por mil miden el consumo por milla escandinava de diez kilómetros: un litro por mil son exactamente {x 1 l_mil l100km}.',
      de: 'Liter pro Mil messen den Verbrauch je skandinavischer Meile von zehn Kilometern: Ein Liter pro Mil sind genau {x 1 l_mil l100km}.',
      fr: 'Les litres par mil mesurent la consommation par mille scandinave de dix kilomètres : un litre par mil vaut exactement {x 1 l_mil l100km}.',
      no: 'Liter per mil måler forbruket per mil på ti kilometer: Én liter per mil er nøyaktig {x 1 l_mil l100km}.',
    },
    definitionSource: { id: 'wikipedia-scandinavian-mile' },
    use: {
      en: 'Norwegians and Swedes often give fuel use per mil: half a liter per mil is {x 0.5 l_mil l100km}.',
      es: 'Noruegos y suecos suelen dar el consumo por mil: medio litro por mil son {x 0.5 l_mil l100km}.',
      de: 'In Norwegen und Schweden nennt man den Verbrauch oft pro Mil: Ein halber Liter pro Mil sind {x 0.5 l_mil l100km}.',
      fr: 'Norvégiens et Suédois donnent souvent la consommation par mil : un demi-litre par mil correspond à {x 0.5 l_mil l100km}.',
      no: 'Nordmenn og svensker oppgir ofte forbruket per mil: En halv liter per mil er {x 0.5 l_mil l100km}.',
    },
    useSource: { id: 'wikipedia-scandinavian-mile' },
    confusion: {
      en: 'The Scandinavian mil is ten kilometers, not an English mile, so a liter per mil is not a liter per mile.',
      es: 'La milla escandinava mide diez kilómetros, no es la milla inglesa: un litro por mil no es un litro por milla.',
      de: 'Die skandinavische Meile misst zehn Kilometer und ist keine englische Meile; ein Liter pro Mil ist also kein Liter pro Meile.',
      fr: 'Le mille scandinave mesure dix kilomètres, pas un mille anglais : un litre par mil n’est donc pas un litre par mille.',
      no: 'En mil er ti kilometer, ikke en engelsk mil, så en liter per mil er ikke en liter per engelsk mil.',
    },
    confusionSource: { id: 'wikipedia-scandinavian-mile' },
  },
  mi_l: {
    definition: {
      en: 'Miles per liter measure fuel economy as miles driven on one liter; one of them is about {q 1 mi_l l100km}.',
      es: 'Las millas por litro miden el rendimiento en millas recorridas con un litro; una equivale a unos {q 1 mi_l l100km}.',
      de: 'Meilen pro Liter geben an, wie viele Meilen man mit einem Liter fährt; eine davon entspricht etwa {q 1 mi_l l100km}.',
      fr: 'Les miles par litre mesurent le rendement en miles parcourus avec un litre ; un mile par litre correspond à environ {q 1 mi_l l100km}.',
      no: 'Engelske mil per liter måler hvor mange engelske mil du kjører på én liter; én av dem tilsvarer omtrent {q 1 mi_l l100km}.',
    },
    definitionSource: { id: 'nist-hb44', at: 'Appendix C' },
    use: {
      en: 'It suits the UK, where roads are signed in miles but fuel is sold by the liter, although official figures use miles per gallon.',
      es: 'Encaja con el Reino Unido, donde las distancias se señalizan en millas pero el combustible se vende por litros, aunque las cifras oficiales usan millas por galón.',
      de: 'Die Einheit passt zum Vereinigten Königreich, wo Straßen in Meilen beschildert sind, Kraftstoff aber literweise verkauft wird; amtliche Werte nutzen jedoch Meilen pro Gallone.',
      fr: 'Cette unité convient au Royaume-Uni, où les routes sont balisées en miles mais le carburant vendu au litre, même si les chiffres officiels sont en miles par gallon.',
      no: 'Den passer for Storbritannia, der veiene skiltes i engelske mil mens drivstoff selges per liter, selv om offisielle tall bruker engelske mil per gallon.',
    },
    useSource: { id: 'uk-uom-1995' },
  },
} as const satisfies CategoryFacts;
