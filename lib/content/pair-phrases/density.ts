import type { CategoryPhrases } from './types';

/** Density units' clauses for a pair's answer, restating lib/content/facts/density.ts. */
export const densityPhrases = {
  kgm3: {
    what: {
      en: 'the kilogram per cubic meter is the SI unit of density, the mass in kilograms of one cubic meter',
      es: 'el kilogramo por metro cúbico es la unidad de densidad del SI, la masa en kilogramos de un metro cúbico',
      de: 'das Kilogramm pro Kubikmeter ist die SI-Einheit der Dichte, die Masse eines Kubikmeters in Kilogramm',
      fr: 'le kilogramme par mètre cube est l’unité SI de masse volumique, la masse en kilogrammes d’un mètre cube',
      no: 'kilogram per kubikkmeter er SI-enheten for tetthet, massen i kilogram av én kubikkmeter',
    },
    where: {
      en: 'the European diesel standard limits the density of the fuel in kilograms per cubic meter',
      es: 'la norma europea del gasóleo fija en kilogramos por metro cúbico los límites de densidad del combustible',
      de: 'die europäische Dieselnorm begrenzt die Dichte des Kraftstoffs in Kilogramm pro Kubikmeter',
      fr: 'la norme européenne du gazole fixe en kilogrammes par mètre cube les limites de masse volumique du carburant',
      no: 'den europeiske dieselstandarden setter grensene for drivstoffets tetthet i kilogram per kubikkmeter',
    },
  },
  gcm3: {
    what: {
      en: 'the gram per cubic centimeter is the CGS unit of density, exactly {x 1 gcm3 kgm3}',
      es: 'el gramo por centímetro cúbico es la unidad de densidad del sistema CGS, exactamente {x 1 gcm3 kgm3}',
      de: 'das Gramm pro Kubikzentimeter ist die Dichteeinheit des CGS-Systems, genau {x 1 gcm3 kgm3}',
      fr: 'le gramme par centimètre cube est l’unité de masse volumique du système CGS, soit exactement {x 1 gcm3 kgm3}',
      no: 'gram per kubikkcentimeter er tetthetsenheten i CGS-systemet, nøyaktig {x 1 gcm3 kgm3}',
    },
    where: {
      en: 'chemistry and physics handbooks list the densities of elements and materials in grams per cubic centimeter',
      es: 'los manuales de química y física dan la densidad de elementos y materiales en gramos por centímetro cúbico',
      de: 'chemische und physikalische Tabellenwerke geben die Dichte von Elementen und Werkstoffen in Gramm pro Kubikzentimeter an',
      fr: 'les tables de chimie et de physique donnent la masse volumique des éléments et des matériaux en grammes par centimètre cube',
      no: 'tabellverk i kjemi og fysikk oppgir tettheten til grunnstoffer og materialer i gram per kubikkcentimeter',
    },
  },
  kgl: {
    what: {
      en: 'the kilogram per liter is exactly as large as the gram per cubic centimeter',
      es: 'el kilogramo por litro es exactamente igual al gramo por centímetro cúbico',
      de: 'das Kilogramm pro Liter ist genau so groß wie das Gramm pro Kubikzentimeter',
      fr: 'le kilogramme par litre est exactement égal au gramme par centimètre cube',
      no: 'kilogram per liter er nøyaktig like stor som gram per kubikkcentimeter',
    },
    where: {
      en: 'a liquid’s density in kilograms per liter reads directly as the mass of one liter',
      es: 'la densidad de un líquido en kilogramos por litro se lee directamente como la masa de un litro',
      de: 'die Dichte einer Flüssigkeit in Kilogramm pro Liter ist direkt die Masse eines Liters',
      fr: 'la masse volumique d’un liquide en kilogrammes par litre se lit directement comme la masse d’un litre',
      no: 'tettheten til en væske i kilogram per liter leses direkte som massen av én liter',
    },
  },
  gl: {
    what: {
      en: 'the gram per liter is exactly {x 1 gl kgm3}, the SI unit in another guise',
      es: 'el gramo por litro equivale exactamente a {x 1 gl kgm3}, la unidad del SI con otro nombre',
      de: 'das Gramm pro Liter entspricht genau {x 1 gl kgm3}, der SI-Einheit in anderer Gestalt',
      fr: 'le gramme par litre vaut exactement {x 1 gl kgm3}, l’unité SI sous une autre forme',
      no: 'gram per liter er nøyaktig {x 1 gl kgm3}, altså SI-enheten i en annen form',
    },
    where: {
      en: 'blood hemoglobin is measured in grams per liter, the unit of WHO’s thresholds for anemia',
      es: 'la hemoglobina en sangre se mide en gramos por litro, la unidad de los umbrales de anemia de la OMS',
      de: 'das Hämoglobin im Blut wird in Gramm pro Liter gemessen, der Einheit der WHO-Grenzwerte für Anämie',
      fr: 'l’hémoglobine sanguine se mesure en grammes par litre, l’unité des seuils d’anémie de l’OMS',
      no: 'hemoglobin i blodet måles i gram per liter, enheten for WHOs grenser for anemi',
    },
  },
  mgl: {
    what: {
      en: 'the milligram per liter is a thousandth of a gram per liter, exactly {x 1 mgl gl}',
      es: 'el miligramo por litro es la milésima parte de un gramo por litro, exactamente {x 1 mgl gl}',
      de: 'das Milligramm pro Liter ist der tausendste Teil eines Gramms pro Liter, genau {x 1 mgl gl}',
      fr: 'le milligramme par litre est la millième partie d’un gramme par litre, soit exactement {x 1 mgl gl}',
      no: 'milligram per liter er en tusendel av et gram per liter, nøyaktig {x 1 mgl gl}',
    },
    where: {
      en: 'WHO drinking-water guidelines set limits for nitrate, fluoride and other substances in milligrams per liter',
      es: 'las guías de la OMS sobre agua potable fijan en miligramos por litro los límites de nitrato, fluoruro y otras sustancias',
      de: 'die WHO-Leitlinien für Trinkwasser setzen Richtwerte für Nitrat, Fluorid und andere Stoffe in Milligramm pro Liter',
      fr: 'les directives de l’OMS sur l’eau de boisson fixent en milligrammes par litre les limites des nitrates, des fluorures et d’autres substances',
      no: 'WHOs retningslinjer for drikkevann setter grenser for nitrat, fluorid og andre stoffer i milligram per liter',
    },
  },
  tm3: {
    what: {
      en: 'the tonne per cubic meter equals exactly {x 1 tm3 gcm3}, giving the same numbers for bulk materials',
      es: 'la tonelada por metro cúbico equivale exactamente a {x 1 tm3 gcm3}, con las mismas cifras para materiales a granel',
      de: 'die Tonne pro Kubikmeter entspricht genau {x 1 tm3 gcm3} und liefert dieselben Zahlen für Schüttgüter',
      fr: 'la tonne par mètre cube vaut exactement {x 1 tm3 gcm3}, avec les mêmes nombres pour les matériaux en vrac',
      no: 'tonn per kubikkmeter er nøyaktig {x 1 tm3 gcm3}, med de samme tallene for bulkmaterialer',
    },
    where: {
      en: 'tonnes per cubic meter suit soil, rock and other loads weighed in tonnes',
      es: 'las toneladas por metro cúbico resultan cómodas para tierras, rocas y otras cargas pesadas en toneladas',
      de: 'Tonnen pro Kubikmeter eignen sich für Boden, Gestein und andere in Tonnen gewogene Lasten',
      fr: 'les tonnes par mètre cube conviennent aux terres, aux roches et aux autres charges pesées en tonnes',
      no: 'tonn per kubikkmeter passer for jord, stein og andre laster som veies i tonn',
    },
  },
  lbft3: {
    what: {
      en: 'the pound per cubic foot is the mass in pounds of one cubic foot, about {q 1 lbft3 kgm3}',
      es: 'la libra por pie cúbico es la masa en libras de un pie cúbico, unos {q 1 lbft3 kgm3}',
      de: 'das Pfund pro Kubikfuß ist die Masse eines Kubikfußes in Pfund, etwa {q 1 lbft3 kgm3}',
      fr: 'la livre par pied cube est la masse en livres d’un pied cube, soit environ {q 1 lbft3 kgm3}',
      no: 'pund per kubikkfot er massen i pund av én kubikkfot, omtrent {q 1 lbft3 kgm3}',
    },
    where: {
      en: 'the US building code for concrete defines lightweight concrete by its density in pounds per cubic foot',
      es: 'el código estadounidense del hormigón define el hormigón ligero por su densidad en libras por pie cúbico',
      de: 'die US-Betonbaunorm definiert Leichtbeton über seine Dichte in Pfund pro Kubikfuß',
      fr: 'le code américain du béton définit le béton léger par sa masse volumique en livres par pied cube',
      no: 'den amerikanske betongnormen definerer lettbetong ut fra tettheten i pund per kubikkfot',
    },
  },
  lbin3: {
    what: {
      en: 'the pound per cubic inch is the mass in pounds of one cubic inch, about {q 1 lbin3 gcm3}',
      es: 'la libra por pulgada cúbica es la masa en libras de una pulgada cúbica, unos {q 1 lbin3 gcm3}',
      de: 'das Pfund pro Kubikzoll ist die Masse eines Kubikzolls in Pfund, etwa {q 1 lbin3 gcm3}',
      fr: 'la livre par pouce cube est la masse en livres d’un pouce cube, soit environ {q 1 lbin3 gcm3}',
      no: 'pund per kubikktomme er massen i pund av én kubikktomme, omtrent {q 1 lbin3 gcm3}',
    },
    where: {
      en: 'the US aerospace handbook of metallic materials lists the densities of alloys in pounds per cubic inch',
      es: 'el manual estadounidense de materiales metálicos aeroespaciales da la densidad de las aleaciones en libras por pulgada cúbica',
      de: 'das US-Luftfahrthandbuch für metallische Werkstoffe gibt die Dichte von Legierungen in Pfund pro Kubikzoll an',
      fr: 'le manuel américain des matériaux métalliques pour l’aéronautique donne la masse volumique des alliages en livres par pouce cube',
      no: 'den amerikanske håndboken for metalliske materialer i luftfart oppgir tettheten til legeringer i pund per kubikktomme',
    },
  },
  lbgal_us: {
    what: {
      en: 'the pound per US gallon is the mass in pounds of one US gallon, about {q 1 lbgal_us kgl}',
      es: 'la libra por galón estadounidense es la masa en libras de un galón, unos {q 1 lbgal_us kgl}',
      de: 'das Pfund pro US-Gallone ist die Masse einer US-Gallone in Pfund, etwa {q 1 lbgal_us kgl}',
      fr: 'la livre par gallon américain est la masse en livres d’un gallon, soit environ {q 1 lbgal_us kgl}',
      no: 'pund per amerikansk gallon er massen i pund av én gallon, omtrent {q 1 lbgal_us kgl}',
    },
    where: {
      en: 'the US oil industry gives the density of drilling mud in pounds per gallon',
      es: 'la industria petrolera de Estados Unidos da la densidad del lodo de perforación en libras por galón',
      de: 'die US-Ölindustrie gibt die Dichte von Bohrspülung in Pfund pro Gallone an',
      fr: 'l’industrie pétrolière américaine exprime la densité des boues de forage en livres par gallon',
      no: 'den amerikanske oljeindustrien oppgir tettheten til borevæske i pund per gallon',
    },
  },
  ozin3: {
    what: {
      en: 'the ounce per cubic inch is the mass in avoirdupois ounces of one cubic inch, about {q 1 ozin3 gcm3}',
      es: 'la onza por pulgada cúbica es la masa en onzas avoirdupois de una pulgada cúbica, unos {q 1 ozin3 gcm3}',
      de: 'die Unze pro Kubikzoll ist die Masse eines Kubikzolls in Avoirdupois-Unzen, etwa {q 1 ozin3 gcm3}',
      fr: 'l’once par pouce cube est la masse en onces avoirdupois d’un pouce cube, soit environ {q 1 ozin3 gcm3}',
      no: 'unse per kubikktomme er massen i avoirdupois-unser av én kubikktomme, omtrent {q 1 ozin3 gcm3}',
    },
    where: {
      en: 'the ounce per cubic inch is a rare US customary unit that NIST lists for conversion to SI',
      es: 'la onza por pulgada cúbica es una unidad usual estadounidense poco frecuente, que el NIST recoge para pasar al SI',
      de: 'die Unze pro Kubikzoll ist eine seltene US-Einheit, die das NIST zur Umrechnung ins SI führt',
      fr: 'l’once par pouce cube est une unité usuelle américaine rare, que le NIST recense pour la conversion en SI',
      no: 'unse per kubikktomme er en sjelden amerikansk enhet som NIST oppgir for omregning til SI',
    },
  },
  lbgal_uk: {
    what: {
      en: 'the pound per imperial gallon is the mass in pounds of one imperial gallon, about {q 1 lbgal_uk kgl}',
      es: 'la libra por galón imperial es la masa en libras de un galón imperial, unos {q 1 lbgal_uk kgl}',
      de: 'das Pfund pro britische Gallone ist die Masse einer britischen Gallone in Pfund, etwa {q 1 lbgal_uk kgl}',
      fr: 'la livre par gallon impérial est la masse en livres d’un gallon impérial, soit environ {q 1 lbgal_uk kgl}',
      no: 'pund per britisk gallon er massen i pund av én britisk gallon, omtrent {q 1 lbgal_uk kgl}',
    },
    where: {
      en: 'the pound per imperial gallon appears in older British technical data and on NIST’s list for conversion to SI',
      es: 'la libra por galón imperial aparece en datos técnicos británicos antiguos, que el NIST permite pasar al SI',
      de: 'das Pfund pro britische Gallone findet sich in älteren britischen technischen Daten und beim NIST zur Umrechnung ins SI',
      fr: 'la livre par gallon impérial figure dans d’anciennes données techniques britanniques et sur la liste du NIST pour la conversion en SI',
      no: 'pund per britisk gallon finnes i eldre britiske tekniske data og hos NIST for omregning til SI',
    },
  },
} as const satisfies CategoryPhrases;
