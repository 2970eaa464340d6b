import type { CategoryPhrases } from './types';

/**
 * Temperature scales side by side (./types.ts): `what` restates each scale's degree and zero from its
 * definition, `where` its use; readings are tokens (0 °C is {x 0 c f}), never differences.
 */
export const temperaturePhrases = {
  c: {
    what: {
      en: 'the degree Celsius is as large as a kelvin, with its zero at {x 0 c k}',
      es: 'el grado Celsius tiene el tamaño del kelvin, con su cero en {x 0 c k}',
      de: 'die Celsius-Skala hat Grade in Kelvin-Größe und ihren Nullpunkt bei {x 0 c k}',
      fr: 'le degré Celsius a la taille du kelvin, avec son zéro à {x 0 c k}',
      no: 'en celsiusgrad er like stor som en kelvin, med nullpunktet ved {x 0 c k}',
    },
    where: {
      en: 'Celsius is the legal scale of everyday temperatures in the EU and most of the world',
      es: 'el Celsius es la escala legal de las temperaturas cotidianas en la UE y en casi todo el mundo',
      de: 'Grad Celsius ist in der EU und fast weltweit die gesetzliche Einheit für Alltagstemperaturen',
      fr: 'le Celsius est l’échelle légale des températures courantes dans l’UE et presque partout',
      no: 'celsius er den lovlige enheten for hverdagstemperaturer i EU og i det meste av verden',
    },
  },
  f: {
    what: {
      en: 'the Fahrenheit degree is five ninths of a kelvin, with the freezing point of water at {x 0 c f}',
      es: 'el grado Fahrenheit vale cinco novenos de kelvin, con la congelación del agua en {x 0 c f}',
      de: 'die Fahrenheit-Skala hat Grade von fünf Neunteln Kelvin und den Gefrierpunkt von Wasser bei {x 0 c f}',
      fr: 'le degré Fahrenheit vaut cinq neuvièmes de kelvin, avec la congélation de l’eau à {x 0 c f}',
      no: 'en fahrenheitgrad er fem niendedeler av en kelvin, med frysepunktet til vann ved {x 0 c f}',
    },
    where: {
      en: 'Fahrenheit is the everyday scale of the United States, where the National Weather Service forecasts in it',
      es: 'el Fahrenheit es la escala cotidiana de Estados Unidos, cuyo Servicio Meteorológico Nacional da en ella sus pronósticos',
      de: 'Fahrenheit ist die Alltagsskala der USA, in der auch der nationale Wetterdienst seine Vorhersagen macht',
      fr: 'le Fahrenheit est l’échelle courante des États-Unis, où le service météorologique national l’emploie pour ses prévisions',
      no: 'fahrenheit er hverdagsskalaen i USA, der den nasjonale værtjenesten gir varslene sine i den',
    },
  },
  k: {
    what: {
      en: 'the kelvin is the SI base unit of thermodynamic temperature and starts at absolute zero, {x 0 k c}',
      es: 'el kelvin es la unidad básica de temperatura termodinámica del SI y empieza en el cero absoluto, {x 0 k c}',
      de: 'das Kelvin ist die SI-Basiseinheit der thermodynamischen Temperatur und beginnt am absoluten Nullpunkt, {x 0 k c}',
      fr: 'le kelvin est l’unité de base de température thermodynamique du SI et part du zéro absolu, {x 0 k c}',
      no: 'kelvin er SI-grunnenheten for termodynamisk temperatur og starter i det absolutte nullpunktet, {x 0 k c}',
    },
    where: {
      en: 'kelvins measure thermodynamic temperature in science and the color temperature of lamps',
      es: 'el kelvin mide la temperatura termodinámica en la ciencia y la temperatura de color de las lámparas',
      de: 'das Kelvin misst in der Wissenschaft thermodynamische Temperaturen und bei Lampen die Farbtemperatur',
      fr: 'le kelvin sert en science pour la température thermodynamique et pour la température de couleur des lampes',
      no: 'kelvin brukes i vitenskapen for termodynamisk temperatur og for fargetemperaturen til lyskilder',
    },
  },
  r: {
    what: {
      en: 'the Rankine scale has Fahrenheit-sized degrees but starts at absolute zero, {x 0 r f}',
      es: 'la escala Rankine tiene grados del tamaño Fahrenheit, pero empieza en el cero absoluto, {x 0 r f}',
      de: 'die Rankine-Skala hat Grade in Fahrenheit-Größe, beginnt aber am absoluten Nullpunkt, {x 0 r f}',
      fr: 'l’échelle Rankine a des degrés de taille Fahrenheit mais part du zéro absolu, {x 0 r f}',
      no: 'rankineskalaen har grader på størrelse med fahrenheit, men starter i det absolutte nullpunktet, {x 0 r f}',
    },
    where: {
      en: 'Rankine appears mainly in older US engineering thermodynamics',
      es: 'el Rankine aparece sobre todo en la termodinámica técnica estadounidense antigua',
      de: 'Rankine findet sich vor allem in älterer US-Ingenieurthermodynamik',
      fr: 'le Rankine se rencontre surtout dans la thermodynamique d’ingénierie américaine ancienne',
      no: 'rankine finnes mest i eldre amerikansk ingeniørtermodynamikk',
    },
  },
  re: {
    what: {
      en: 'the Réaumur scale runs from zero at the freezing point of water to eighty at its boiling point',
      es: 'la escala Réaumur va de cero, donde se congela el agua, a ochenta, donde hierve',
      de: 'die Réaumur-Skala reicht von null am Gefrierpunkt bis achtzig am Siedepunkt von Wasser',
      fr: 'l’échelle Réaumur va de zéro, où l’eau gèle, à quatre-vingts, où elle bout',
      no: 'réaumurskalaen går fra null der vann fryser, til åtti der det koker',
    },
    where: {
      en: 'Réaumur, once common in parts of Europe, has given way to Celsius and survives in old texts and recipes',
      es: 'el Réaumur, antes habitual en partes de Europa, ha cedido ante el Celsius y sobrevive en textos y recetas antiguos',
      de: 'Réaumur, einst in Teilen Europas verbreitet, ist Celsius gewichen und lebt in alten Texten und Rezepten fort',
      fr: 'le Réaumur, autrefois courant dans une partie de l’Europe, a cédé la place au Celsius et survit dans les textes anciens',
      no: 'réaumur var en gang vanlig i deler av Europa, men har veket for celsius og lever videre i gamle tekster og oppskrifter',
    },
  },
} as const satisfies CategoryPhrases;
