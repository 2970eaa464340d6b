import type { CategoryFacts } from './types';

/**
 * Temperature facts. The scales are affine, so tokens give readings (0 °C is 32 °F), not differences;
 * the size of a degree is said in words ("nine fifths") where a text compares two scales.
 */
export const temperatureFacts = {
  c: {
    definition: {
      en: 'The degree Celsius is the same size as the kelvin; a Celsius temperature is the kelvin temperature minus 273.15.',
      es: 'El grado Celsius tiene el mismo tamaño que el kelvin; una temperatura Celsius es la temperatura en kelvin menos 273,15.',
      de: 'Ein Grad Celsius ist genauso groß wie ein Kelvin; die Celsius-Temperatur ist die Kelvin-Temperatur minus 273,15.',
      fr: 'Le degré Celsius a la même taille que le kelvin\u00a0; la température Celsius est la température en kelvins diminuée de 273,15.',
      no: 'En celsiusgrad er like stor som en kelvin; celsiustemperaturen er kelvintemperaturen minus 273,15.',
    },
    definitionSource: { id: 'si-brochure', at: 'Section 2.3.1' },
    use: {
      en: 'It is the legal unit for everyday temperatures throughout the EU and in most of the world, from weather forecasts to oven dials.',
      es: 'Es la unidad legal de las temperaturas cotidianas en toda la UE y en casi todo el mundo, del parte meteorológico al horno.',
      de: 'Grad Celsius ist in der EU und fast weltweit die gesetzliche Einheit für Alltagstemperaturen, vom Wetterbericht bis zum Backofen.',
      fr: 'C’est l’unité légale des températures courantes dans l’UE et presque partout, des bulletins météo aux thermostats de four.',
      no: 'Det er den lovlige enheten for hverdagstemperaturer i EU og i det meste av verden, fra værmeldingen til stekeovnen.',
    },
    useSource: { id: 'eu-80-181', at: 'Annex, Chapter I' },
    familiar: {
      en: 'Water freezes at about zero degrees Celsius and boils at about a hundred at sea level.',
      es: 'El agua se congela a unos cero grados Celsius y hierve a unos cien al nivel del mar.',
      de: 'Wasser gefriert bei etwa null Grad Celsius und siedet auf Meereshöhe bei etwa hundert.',
      fr: 'L’eau gèle vers zéro degré Celsius et bout vers cent au niveau de la mer.',
      no: 'Vann fryser ved omtrent null grader celsius og koker ved omtrent hundre ved havnivå.',
    },
    familiarSource: { id: 'crc-handbook' },
    confusion: {
      en: 'Celsius and Fahrenheit differ in both zero and degree size: zero degrees Celsius is {x 0 c f}, and a hundred is {x 100 c f}.',
      es: 'Celsius y Fahrenheit difieren en el cero y en el tamaño del grado: cero grados Celsius son {x 0 c f}, y cien son {x 100 c f}.',
      de: 'Celsius und Fahrenheit unterscheiden sich im Nullpunkt und in der Gradgröße: Null Grad Celsius sind {x 0 c f}, hundert sind {x 100 c f}.',
      fr: 'Celsius et Fahrenheit diffèrent par le zéro et par la taille du degré\u00a0: zéro degré Celsius vaut {x 0 c f}, et cent degrés {x 100 c f}.',
      no: 'Celsius og fahrenheit har ulikt nullpunkt og ulik gradstørrelse: Null grader celsius er {x 0 c f}, og hundre er {x 100 c f}.',
    },
    confusionSource: { id: 'nist-sp811', at: 'Appendix B.8' },
    literals: ['273.15', '273,15'],
  },
  f: {
    definition: {
      en: 'The Fahrenheit scale has degrees five ninths the size of a kelvin and puts zero degrees Celsius at {x 0 c f}.',
      es: 'En la escala Fahrenheit cada grado vale cinco novenos de kelvin, y cero grados Celsius corresponden a {x 0 c f}.',
      de: 'Auf der Fahrenheit-Skala ist ein Grad fünf Neuntel Kelvin groß, und null Grad Celsius entsprechen {x 0 c f}.',
      fr: 'Sur l’échelle Fahrenheit, le degré vaut cinq neuvièmes de kelvin, et zéro degré Celsius correspond à {x 0 c f}.',
      no: 'På fahrenheitskalaen er en grad fem niendedeler av en kelvin, og null grader celsius tilsvarer {x 0 c f}.',
    },
    definitionSource: { id: 'nist-sp811', at: 'Appendix B.8' },
    use: {
      en: 'It is the everyday scale of the United States, where the National Weather Service gives its forecasts in degrees Fahrenheit.',
      es: 'Es la escala cotidiana de Estados Unidos, donde el Servicio Meteorológico Nacional da sus pronósticos en grados Fahrenheit.',
      de: 'Sie ist die Alltagsskala der USA, wo der nationale Wetterdienst seine Vorhersagen in Grad Fahrenheit veröffentlicht.',
      fr: 'C’est l’échelle courante des États-Unis, où le service météorologique national publie ses prévisions en degrés Fahrenheit.',
      no: 'Den er hverdagsskalaen i USA, der den nasjonale værtjenesten gir varslene sine i grader fahrenheit.',
    },
    useSource: { id: 'noaa-nws' },
    confusion: {
      en: 'Zero degrees Fahrenheit is not freezing but {q 0 f c}, and a hot day of a hundred degrees Fahrenheit is about {q 100 f c}.',
      es: 'Cero grados Fahrenheit no es el punto de congelación, sino {q 0 f c}, y un día caluroso de cien grados Fahrenheit ronda los {q 100 f c}.',
      de: 'Null Grad Fahrenheit sind nicht der Gefrierpunkt, sondern {q 0 f c}, und ein heißer Tag mit hundert Grad Fahrenheit hat etwa {q 100 f c}.',
      fr: 'Zéro degré Fahrenheit n’est pas le point de congélation mais {q 0 f c}, et une journée chaude à cent degrés Fahrenheit avoisine {q 100 f c}.',
      no: 'Null grader fahrenheit er ikke frysepunktet, men {q 0 f c}, og en varm dag på hundre grader fahrenheit er omtrent {q 100 f c}.',
    },
    confusionSource: { id: 'nist-sp811', at: 'Appendix B.8' },
  },
  k: {
    definition: {
      en: 'The kelvin is the SI base unit of thermodynamic temperature, defined by fixing the Boltzmann constant; zero kelvin, absolute zero, is {x 0 k c}.',
      es: 'El kelvin es la unidad básica de temperatura termodinámica del SI, definida fijando la constante de Boltzmann; el cero absoluto es {x 0 k c}.',
      de: 'Das Kelvin ist die SI-Basiseinheit der thermodynamischen Temperatur, definiert über die Boltzmann-Konstante; der absolute Nullpunkt liegt bei {x 0 k c}.',
      fr: 'Le kelvin est l’unité de base de température thermodynamique du SI, définie par la constante de Boltzmann\u00a0; le zéro absolu vaut {x 0 k c}.',
      no: 'Kelvin er SI-grunnenheten for termodynamisk temperatur, definert ved Boltzmanns konstant; det absolutte nullpunktet er {x 0 k c}.',
    },
    definitionSource: { id: 'si-brochure', at: 'Section 2.3.1' },
    use: {
      en: 'Science uses it for thermodynamic temperature, and the color temperature of lamps is given in kelvins.',
      es: 'La ciencia la usa para la temperatura termodinámica, y la temperatura de color de las lámparas se da en kelvin.',
      de: 'Die Wissenschaft misst damit thermodynamische Temperaturen, und die Farbtemperatur von Lampen wird in Kelvin angegeben.',
      fr: 'La science l’emploie pour la température thermodynamique, et la température de couleur des lampes s’exprime en kelvins.',
      no: 'Vitenskapen bruker den for termodynamisk temperatur, og fargetemperaturen til lyskilder oppgis i kelvin.',
    },
    useSource: { id: 'en-12464-1' },
    confusion: {
      en: 'It is written without degree: kelvin and K, not degrees Kelvin or °K. A step of one kelvin equals a step of one degree Celsius.',
      es: 'Se escribe sin «grado»: kelvin y K, no grados Kelvin ni °K. Un kelvin de diferencia equivale a un grado Celsius.',
      de: 'Es wird ohne „Grad“ geschrieben: Kelvin und K, nicht Grad Kelvin oder °K. Ein Kelvin Unterschied entspricht einem Grad Celsius.',
      fr: 'Il s’écrit sans «\u00a0degré\u00a0»\u00a0: kelvin et K, et non degré Kelvin ni °K. Un écart d’un kelvin vaut un écart d’un degré Celsius.',
      no: 'Den skrives uten «grader»: kelvin og K, ikke grader Kelvin eller °K. En forskjell på én kelvin er lik én grad celsius.',
    },
    confusionSource: { id: 'si-brochure', at: 'Section 2.3.1' },
  },
  r: {
    definition: {
      en: 'The Rankine scale starts at absolute zero like the kelvin but uses Fahrenheit-sized degrees, so zero Rankine is {x 0 r f}.',
      es: 'La escala Rankine empieza en el cero absoluto, como el kelvin, pero con grados del tamaño Fahrenheit: cero Rankine son {x 0 r f}.',
      de: 'Die Rankine-Skala beginnt wie das Kelvin am absoluten Nullpunkt, hat aber Grade in Fahrenheit-Größe: null Rankine sind {x 0 r f}.',
      fr: 'L’échelle Rankine part du zéro absolu comme le kelvin, mais avec des degrés de taille Fahrenheit\u00a0: zéro Rankine vaut {x 0 r f}.',
      no: 'Rankineskalaen starter i det absolutte nullpunktet som kelvin, men har grader på størrelse med fahrenheit: null rankine er {x 0 r f}.',
    },
    definitionSource: { id: 'nist-sp811', at: 'Appendix B.8' },
    use: {
      en: 'It appears mainly in older US engineering thermodynamics, where an absolute scale in Fahrenheit-sized degrees was convenient.',
      es: 'Aparece sobre todo en la termodinámica técnica estadounidense antigua, donde convenía una escala absoluta con grados Fahrenheit.',
      de: 'Sie findet sich vor allem in älterer US-Ingenieurthermodynamik, wo eine absolute Skala mit Fahrenheit-Graden praktisch war.',
      fr: 'On la rencontre surtout dans la thermodynamique d’ingénierie américaine ancienne, où une échelle absolue en degrés Fahrenheit était commode.',
      no: 'Den finnes mest i eldre amerikansk ingeniørtermodynamikk, der en absolutt skala med fahrenheitgrader var praktisk.',
    },
    useSource: { id: 'nist-sp811', at: 'Appendix B.8' },
    confusion: {
      en: 'The freezing point of water is about {q 0 c r}, not zero: only the step matches Fahrenheit, the zero is absolute.',
      es: 'El punto de congelación del agua está en unos {q 0 c r}, no en cero: del Fahrenheit solo toma el tamaño del grado.',
      de: 'Der Gefrierpunkt von Wasser liegt bei etwa {q 0 c r}, nicht bei null: Nur die Gradgröße stammt von Fahrenheit.',
      fr: 'L’eau gèle vers {q 0 c r}, et non à zéro\u00a0: seule la taille du degré vient du Fahrenheit.',
      no: 'Frysepunktet til vann ligger på omtrent {q 0 c r}, ikke null: Bare gradstørrelsen er hentet fra fahrenheit.',
    },
    confusionSource: { id: 'nist-sp811', at: 'Appendix B.8' },
  },
  re: {
    definition: {
      en: 'The Réaumur scale puts the freezing point of water at zero and its boiling point at eighty, so eighty degrees Réaumur is {x 80 re c}.',
      es: 'La escala Réaumur sitúa la congelación del agua en cero y la ebullición en ochenta: ochenta grados Réaumur son {x 80 re c}.',
      de: 'Die Réaumur-Skala setzt den Gefrierpunkt von Wasser auf null und den Siedepunkt auf achtzig: achtzig Grad Réaumur sind {x 80 re c}.',
      fr: 'L’échelle Réaumur place la congélation de l’eau à zéro et son ébullition à quatre-vingts\u00a0: quatre-vingts degrés Réaumur font {x 80 re c}.',
      no: 'Réaumurskalaen setter frysepunktet til vann på null og kokepunktet på åtti, så åtti grader réaumur er {x 80 re c}.',
    },
    definitionSource: { id: 'britannica-reaumur' },
    use: {
      en: 'Once common in parts of Europe, it has been almost entirely replaced by Celsius and survives in old texts and recipes.',
      es: 'Antes habitual en partes de Europa, el Celsius la ha sustituido casi por completo; sobrevive en textos y recetas antiguos.',
      de: 'Einst in Teilen Europas verbreitet, ist sie fast völlig durch Celsius ersetzt und lebt in alten Texten und Rezepten fort.',
      fr: 'Autrefois courante dans une partie de l’Europe, elle a presque entièrement cédé la place au Celsius et survit dans les textes anciens.',
      no: 'Den var en gang vanlig i deler av Europa, men er nesten helt erstattet av celsius og lever videre i gamle tekster og oppskrifter.',
    },
    useSource: { id: 'britannica-reaumur' },
    confusion: {
      en: 'Its degree is a quarter larger than a Celsius degree, so the same temperature reads closer to zero in Réaumur than in Celsius.',
      es: 'Su grado es un cuarto mayor que el Celsius, así que la misma temperatura da en Réaumur un número más cercano a cero.',
      de: 'Ein Réaumur-Grad ist ein Viertel größer als ein Celsius-Grad; dieselbe Temperatur liegt in Réaumur also näher an null.',
      fr: 'Son degré est plus grand d’un quart que le degré Celsius\u00a0: une même température donne en Réaumur un nombre plus proche de zéro.',
      no: 'En réaumurgrad er en firedel større enn en celsiusgrad, så samme temperatur gir et tall nærmere null i réaumur.',
    },
    confusionSource: { id: 'britannica-reaumur' },
  },
} as const satisfies CategoryFacts;
