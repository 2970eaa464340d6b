import type { CategoryId } from '@/lib/units/catalogue';
import type { CategoryNotes } from './types';

/** Length, weight and temperature: the pairs people convert for bodies, roads, screens and ovens. */
export const everydayNotes: Readonly<Partial<Record<CategoryId, CategoryNotes>>> = {
  length: {
    pairs: [
      {
        units: [
          ['cm', 'in'],
          ['mm', 'in'],
        ],
        faq: [
          {
            question: {
              en: 'Is there a quick way to turn inches into centimeters?',
              es: '¿Hay una forma rápida de pasar pulgadas a centímetros?',
              de: 'Gibt es eine Faustregel für Zoll in Zentimeter?',
              fr: 'Existe-t-il un moyen rapide de convertir des pouces en centimètres\u202f?',
              no: 'Finnes det en enkel tommelfingerregel for tommer til centimeter?',
            },
            answer: {
              en: 'Count two and a half centimeters to the inch. The shortcut runs a little short, so for anything cut or ordered to size use the exact {x 1 in cm}.',
              es: 'Cuenta dos centímetros y medio por pulgada. El atajo se queda algo corto, así que para cortar o encargar algo a medida usa el valor exacto, {x 1 in cm}.',
              de: 'Rechnen Sie mit zweieinhalb Zentimetern pro Zoll. Die Faustregel liegt etwas zu niedrig; für Zuschnitte und Bestellungen nach Maß nehmen Sie den genauen Wert von {x 1 in cm}.',
              fr: 'Comptez deux centimètres et demi par pouce. L’approximation est un peu courte\u202f; pour une découpe ou une commande sur mesure, prenez la valeur exacte, {x 1 in cm}.',
              no: 'Regn to og en halv centimeter per tomme. Regelen gir litt for lite, så bruk den nøyaktige verdien, {x 1 in cm}, når noe skal kappes eller bestilles på mål.',
            },
          },
          {
            question: {
              en: 'How are screens measured in inches?',
              es: '¿Cómo se miden en pulgadas las pantallas?',
              de: 'Wie werden Bildschirme in Zoll gemessen?',
              fr: 'Comment mesure-t-on un écran en pouces\u202f?',
              no: 'Hvordan måles skjermer i tommer?',
            },
            answer: {
              en: 'A screen’s size is its diagonal in inches, even where everything else is metric: a 55-inch television measures {q 55 in cm} from corner to corner, and its width depends on the aspect ratio.',
              es: 'El tamaño de una pantalla es su diagonal en pulgadas, también en los países métricos: un televisor de 55 pulgadas mide {q 55 in cm} de esquina a esquina, y su anchura depende de la relación de aspecto.',
              de: 'Die Bildschirmgröße ist die Diagonale in Zoll, auch in metrischen Ländern: Ein 55-Zoll-Fernseher misst {q 55 in cm} von Ecke zu Ecke, seine Breite hängt vom Seitenverhältnis ab.',
              fr: 'La taille d’un écran est sa diagonale en pouces, même dans les pays métriques\u00a0: un téléviseur de 55\u00a0pouces mesure {q 55 in cm} d’un coin à l’autre, et sa largeur dépend du format d’image.',
              no: 'Skjermstørrelsen er diagonalen i tommer, også i metriske land: en 55-tommers TV måler {q 55 in cm} fra hjørne til hjørne, og bredden avhenger av bildeformatet.',
            },
          },
        ],
        literals: ['55'],
      },
      {
        units: [
          ['cm', 'ft_in'],
          ['cm', 'ft'],
          ['m', 'ft'],
          ['m', 'ft_in'],
        ],
        faq: [
          {
            question: {
              en: 'How do I give my height in feet and inches?',
              es: '¿Cómo doy mi estatura en pies y pulgadas?',
              de: 'Wie gebe ich meine Körpergröße in Fuß und Zoll an?',
              fr: 'Comment donner sa taille en pieds et en pouces\u202f?',
              no: 'Hvordan oppgir jeg høyden min i fot og tommer?',
            },
            answer: {
              en: 'In the US and the UK, heights are given in feet and inches; the table below lists common ones. A foot is {x 1 ft cm} and an inch {x 1 in cm}, so {x 175 cm cm} is about {q 175 cm ft_in}.',
              es: 'En Estados Unidos y el Reino Unido la estatura se da en pies y pulgadas; la tabla de abajo recoge las más habituales. Un pie son {x 1 ft cm} y una pulgada {x 1 in cm}, así que {x 175 cm cm} son unos {q 175 cm ft_in}.',
              de: 'In den USA und in Großbritannien gibt man die Körpergröße in Fuß und Zoll an; die Tabelle unten zeigt gängige Größen. Ein Fuß sind {x 1 ft cm}, ein Zoll {x 1 in cm}, {x 175 cm cm} sind also etwa {q 175 cm ft_in}.',
              fr: 'Aux États-Unis et au Royaume-Uni, la taille se dit en pieds et en pouces\u202f; le tableau ci-dessous donne les tailles courantes. Un pied vaut {x 1 ft cm} et un pouce {x 1 in cm}, donc {x 175 cm cm} font environ {q 175 cm ft_in}.',
              no: 'I USA og Storbritannia oppgis høyde i fot og tommer; tabellen under viser vanlige høyder. En fot er {x 1 ft cm} og en tomme {x 1 in cm}, så {x 175 cm cm} er omtrent {q 175 cm ft_in}.',
            },
          },
        ],
        lookup: {
          caption: { en: 'Body heights', es: 'Estaturas', de: 'Körpergrößen', fr: 'Tailles', no: 'Kroppshøyder' },
          from: 'cm',
          to: 'ft_in',
          amounts: [150, 160, 170, 175, 180, 185, 190],
        },
      },
      {
        units: [['ft', 'm']],
        faq: [
          {
            question: {
              en: 'How do I convert feet to meters in my head?',
              es: '¿Cómo se pasan pies a metros de cabeza?',
              de: 'Wie rechnet man Fuß im Kopf in Meter um?',
              fr: 'Comment convertir de tête des pieds en mètres\u202f?',
              no: 'Hvordan regner man fot om til meter i hodet?',
            },
            answer: {
              en: 'A meter is a little over three feet, {q 1 m ft_in}, so divide feet by three and a bit for a rough figure. The usual US ceiling height of {x 8 ft ft} is about {q 8 ft m}.',
              es: 'Un metro es algo más de tres pies, {q 1 m ft_in}, así que para una cifra aproximada divide los pies entre algo más de tres. La altura de techo habitual en Estados Unidos, {x 8 ft ft}, equivale a unos {q 8 ft m}.',
              de: 'Ein Meter ist etwas mehr als drei Fuß, {q 1 m ft_in}; für einen groben Wert teilen Sie die Fuß durch gut drei. Die übliche US-Raumhöhe von {x 8 ft ft} entspricht etwa {q 8 ft m}.',
              fr: 'Un mètre fait un peu plus de trois pieds, {q 1 m ft_in}\u202f; pour un ordre de grandeur, divisez les pieds par un peu plus de trois. La hauteur sous plafond courante aux États-Unis, {x 8 ft ft}, fait environ {q 8 ft m}.',
              no: 'En meter er litt over tre fot, {q 1 m ft_in}, så for et grovt tall deler du fotene på litt over tre. Den vanlige amerikanske takhøyden på {x 8 ft ft} er omtrent {q 8 ft m}.',
            },
          },
        ],
      },
      {
        units: [['km', 'mi']],
        faq: [
          {
            question: {
              en: 'What is a quick way to convert kilometers to miles?',
              es: '¿Cómo se pasan rápidamente kilómetros a millas?',
              de: 'Wie rechnet man Kilometer schnell in Meilen um?',
              fr: 'Comment convertir rapidement des kilomètres en miles\u202f?',
              no: 'Hvordan regner man raskt om kilometer til engelske mil?',
            },
            answer: {
              en: 'Multiply by six and divide by ten: a kilometer is a little over six tenths of a mile ({q 1 km mi}), and a mile about {q 1 mi km}. Runners remember that {x 10 km km} is about {q 10 km mi}.',
              es: 'Multiplica por seis y divide entre diez: un kilómetro es algo más de seis décimas de milla ({q 1 km mi}), y una milla, unos {q 1 mi km}. Los corredores recuerdan que {x 10 km km} son unas {q 10 km mi}.',
              de: 'Mal sechs, geteilt durch zehn: Ein Kilometer ist gut sechs Zehntel einer Meile ({q 1 km mi}), eine Meile etwa {q 1 mi km}. Läufer merken sich, dass {x 10 km km} etwa {q 10 km mi} sind.',
              fr: 'Multipliez par six et divisez par dix\u00a0: un kilomètre fait un peu plus de six dixièmes de mile ({q 1 km mi}), et un mile environ {q 1 mi km}. Les coureurs retiennent que {x 10 km km} font environ {q 10 km mi}.',
              no: 'Gang med seks og del på ti: en kilometer er litt over seks tideler av en engelsk mil ({q 1 km mi}), og en engelsk mil omtrent {q 1 mi km}. Løpere husker at {x 10 km km} er omtrent {q 10 km mi}.',
            },
          },
          {
            question: {
              en: 'How long are the usual race distances in miles?',
              es: '¿Cuánto miden en millas las distancias de carrera habituales?',
              de: 'Wie lang sind die üblichen Laufstrecken in Meilen?',
              fr: 'Combien mesurent en miles les distances de course habituelles\u202f?',
              no: 'Hvor lange er de vanlige løpsdistansene i engelske mil?',
            },
            answer: {
              en: 'A marathon is {x 42.195 km km}, about {q 42.195 km mi}, and a half marathon half that; the table below gives the usual road races.',
              es: 'Un maratón son {x 42.195 km km}, unas {q 42.195 km mi}, y un medio maratón, la mitad; la tabla de abajo recoge las carreras de ruta habituales.',
              de: 'Ein Marathon ist {x 42.195 km km} lang, etwa {q 42.195 km mi}, ein Halbmarathon die Hälfte; die Tabelle unten zeigt die gängigen Straßenläufe.',
              fr: 'Un marathon mesure {x 42.195 km km}, soit environ {q 42.195 km mi}, et un semi-marathon la moitié\u202f; le tableau ci-dessous donne les courses sur route habituelles.',
              no: 'Et maraton er {x 42.195 km km}, omtrent {q 42.195 km mi}, og et halvmaraton halvparten; tabellen under viser de vanlige gateløpene.',
            },
          },
        ],
        lookup: {
          caption: {
            en: 'Race distances',
            es: 'Distancias de carrera',
            de: 'Laufstrecken',
            fr: 'Distances de course',
            no: 'Løpsdistanser',
          },
          from: 'km',
          to: 'mi',
          amounts: [5, 10, 21.0975, 42.195],
        },
      },
    ],
  },
  weight: {
    pairs: [
      {
        units: [['kg', 'lb']],
        faq: [
          {
            question: {
              en: 'What is a quick way to convert kilograms to pounds?',
              es: '¿Cómo se pasan kilos a libras de cabeza?',
              de: 'Wie rechnet man Kilogramm im Kopf in Pfund um?',
              fr: 'Comment convertir de tête des kilos en livres\u202f?',
              no: 'Hvordan regner man kilo om til pund i hodet?',
            },
            answer: {
              en: 'Double the kilograms and add a tenth of the result: {x 70 kg kg} doubled is 140, plus 14 makes 154, close to the exact {q 70 kg lb}. Going back, halve the pounds and take off a tenth.',
              es: 'Duplica los kilos y suma una décima parte del resultado: {x 70 kg kg} dan 140, más 14, 154, cerca del valor exacto, {q 70 kg lb}. Para volver, divide las libras entre dos y quita una décima parte.',
              de: 'Verdoppeln Sie die Kilogramm und zählen Sie ein Zehntel des Ergebnisses dazu: {x 70 kg kg} ergeben 140, plus 14 macht 154, nah am genauen Wert von {q 70 kg lb}. Umgekehrt halbieren Sie die Pfund und ziehen ein Zehntel ab.',
              fr: 'Doublez les kilos et ajoutez un dixième du résultat\u00a0: {x 70 kg kg} donnent 140, plus 14, soit 154, proche de la valeur exacte, {q 70 kg lb}. Dans l’autre sens, divisez les livres par deux et retirez un dixième.',
              no: 'Doble kiloene og legg til en tidel av svaret: {x 70 kg kg} blir 140, pluss 14 gir 154, nær den nøyaktige verdien {q 70 kg lb}. Andre veien halverer du pundene og trekker fra en tidel.',
            },
          },
        ],
        lookup: {
          caption: { en: 'Body weights', es: 'Pesos corporales', de: 'Körpergewichte', fr: 'Poids corporels', no: 'Kroppsvekter' },
          from: 'kg',
          to: 'lb',
          amounts: [50, 60, 70, 80, 90, 100],
        },
        literals: ['140', '14', '154'],
      },
      {
        units: [
          ['st', 'kg'],
          ['kg', 'st_lb'],
          ['st_lb', 'kg'],
          ['st', 'lb'],
        ],
        faq: [
          {
            question: {
              en: 'Who gives body weight in stones?',
              es: '¿Quién da el peso corporal en stones?',
              de: 'Wer gibt das Körpergewicht in Stone an?',
              fr: 'Qui donne son poids en stones\u202f?',
              no: 'Hvem oppgir kroppsvekt i stone?',
            },
            answer: {
              en: 'People in the UK and Ireland usually give body weight in stones and pounds: a stone is {x 1 st lb}, so {x 70 kg kg} is just over eleven stone. Doctors and gyms there use kilograms too.',
              es: 'En el Reino Unido e Irlanda el peso corporal se suele dar en stones y libras: un stone son {x 1 st lb}, así que {x 70 kg kg} son algo más de once stones. Los médicos y gimnasios de allí también usan kilos.',
              de: 'In Großbritannien und Irland nennt man das Körpergewicht meist in Stone und Pfund: Ein Stone sind {x 1 st lb}, {x 70 kg kg} sind also gut elf Stone. Ärzte und Fitnessstudios dort verwenden auch Kilogramm.',
              fr: 'Au Royaume-Uni et en Irlande, on donne généralement son poids en stones et en livres\u00a0: un stone vaut {x 1 st lb}, donc {x 70 kg kg} font un peu plus de onze stones. Médecins et salles de sport y utilisent aussi le kilo.',
              no: 'I Storbritannia og Irland oppgis kroppsvekt oftest i stone og pund: en stone er {x 1 st lb}, så {x 70 kg kg} er litt over elleve stone. Leger og treningssentre der bruker også kilo.',
            },
          },
        ],
      },
      {
        units: [
          ['g', 'oz'],
          ['kg', 'oz'],
        ],
        faq: [
          {
            question: {
              en: 'What is a quick way to convert grams to ounces?',
              es: '¿Cómo se pasan rápidamente gramos a onzas?',
              de: 'Wie rechnet man Gramm schnell in Unzen um?',
              fr: 'Comment convertir rapidement des grammes en onces\u202f?',
              no: 'Hvordan regner man raskt om gram til unser?',
            },
            answer: {
              en: 'Count a little under thirty grams to the ounce ({q 1 oz g}): {x 100 g g} is about {q 100 g oz}, and a {x 250 g g} pack about {q 250 g oz}. For a US recipe, weighing in grams beats measuring by volume.',
              es: 'Cuenta algo menos de treinta gramos por onza ({q 1 oz g}): {x 100 g g} son unas {q 100 g oz}, y un paquete de {x 250 g g}, unas {q 250 g oz}. Con una receta estadounidense, pesar en gramos es más fiable que medir por volumen.',
              de: 'Rechnen Sie mit knapp dreißig Gramm pro Unze ({q 1 oz g}): {x 100 g g} sind etwa {q 100 g oz}, eine Packung mit {x 250 g g} etwa {q 250 g oz}. Bei US-Rezepten ist Wiegen in Gramm zuverlässiger als Abmessen nach Volumen.',
              fr: 'Comptez un peu moins de trente grammes par once ({q 1 oz g})\u00a0: {x 100 g g} font environ {q 100 g oz}, et un paquet de {x 250 g g} environ {q 250 g oz}. Pour une recette américaine, peser en grammes est plus sûr que mesurer en volume.',
              no: 'Regn med litt under tretti gram per unse ({q 1 oz g}): {x 100 g g} er omtrent {q 100 g oz}, og en pakke på {x 250 g g} omtrent {q 250 g oz}. Med en amerikansk oppskrift er det tryggere å veie i gram enn å måle volum.',
            },
          },
        ],
      },
    ],
  },
  temperature: {
    pairs: [
      {
        units: [['c', 'f']],
        faq: [
          {
            question: {
              en: 'Is there a quick way to convert Celsius to Fahrenheit?',
              es: '¿Hay una forma rápida de pasar de Celsius a Fahrenheit?',
              de: 'Gibt es eine Faustregel für Celsius und Fahrenheit?',
              fr: 'Existe-t-il un moyen rapide de passer des degrés Celsius aux degrés Fahrenheit\u202f?',
              no: 'Finnes det en enkel regel for celsius og fahrenheit?',
            },
            answer: {
              en: 'Double the Celsius figure and add 30: {x 20 c c} gives 70, against the exact {q 20 c f}. The shortcut drifts the further you go from mild weather, so use the exact formula for cooking or a fever.',
              es: 'Duplica los grados Celsius y suma 30: {x 20 c c} dan 70, frente al valor exacto, {q 20 c f}. El atajo se desvía cuanto más te alejas de un día templado, así que para cocinar o medir la fiebre usa la fórmula exacta.',
              de: 'Verdoppeln Sie den Celsiuswert und zählen Sie 30 dazu: {x 20 c c} ergeben 70, genau sind es {q 20 c f}. Je weiter man sich von mildem Wetter entfernt, desto größer der Fehler; beim Kochen oder Fiebermessen rechnen Sie daher genau. Umgekehrt ziehen Sie 30 ab und halbieren: {x 86 f f} ergeben 28, genau sind es {q 86 f c}.',
              fr: 'Doublez la valeur en degrés Celsius et ajoutez 30\u00a0: {x 20 c c} donnent 70, pour une valeur exacte de {q 20 c f}. L’écart grandit à mesure qu’on s’éloigne d’un temps doux\u202f; en cuisine ou pour la fièvre, utilisez la formule exacte.',
              no: 'Doble celsiustallet og legg til 30: {x 20 c c} gir 70, mot nøyaktig {q 20 c f}. Avviket øker jo lenger du kommer fra mildt vær, så bruk den nøyaktige formelen til matlaging og feber. Andre veien trekker du fra 30 og halverer: {x 86 f f} gir 28, mot nøyaktig {q 86 f c}.',
            },
          },
          {
            question: {
              en: 'What is normal body temperature in Fahrenheit?',
              es: '¿Cuál es la temperatura corporal normal en Fahrenheit?',
              de: 'Wie hoch ist die normale Körpertemperatur in Fahrenheit?',
              fr: 'Quelle est la température normale du corps en degrés Fahrenheit\u202f?',
              no: 'Hva er normal kroppstemperatur i fahrenheit?',
            },
            answer: {
              en: 'The figure usually quoted, {x 37 c c}, is {q 37 c f}; a fever is commonly taken to start at {x 38 c c}, which is {q 38 c f}.',
              es: 'La cifra que se suele citar, {x 37 c c}, equivale a {q 37 c f}; se habla de fiebre a partir de {x 38 c c}, es decir, {q 38 c f}.',
              de: 'Der übliche Richtwert von {x 37 c c} entspricht {q 37 c f}; als Fieber gilt meist eine Temperatur ab {x 38 c c}, also {q 38 c f}.',
              fr: 'La valeur habituellement citée, {x 37 c c}, correspond à {q 37 c f}\u202f; on parle généralement de fièvre à partir de {x 38 c c}, soit {q 38 c f}.',
              no: 'Tallet som vanligvis oppgis, {x 37 c c}, er {q 37 c f}; feber regnes vanligvis fra {x 38 c c}, altså {q 38 c f}.',
            },
          },
          {
            question: {
              en: 'What is a moderate oven in Fahrenheit?',
              es: '¿A cuántos grados Fahrenheit equivale un horno moderado?',
              de: 'Wie viel Grad Fahrenheit hat ein mittelheißer Ofen?',
              fr: 'Combien de degrés Fahrenheit pour un four moyen\u202f?',
              no: 'Hvor mange grader fahrenheit er en middels varm ovn?',
            },
            answer: {
              en: '{x 180 c c}, the most common baking temperature in European recipes, is {q 180 c f}, which US recipes round to 350 °F. For a fan oven, recipes usually say to set the dial about {x 20 c c} lower; the table below gives the usual settings.',
              es: '{x 180 c c}, la temperatura de horno más habitual en las recetas europeas, equivale a {q 180 c f}, que las recetas estadounidenses redondean a 350 °F. Con ventilador, las recetas suelen indicar unos {x 20 c c} menos; la tabla de abajo recoge las temperaturas habituales.',
              de: '{x 180 c c}, die häufigste Backtemperatur in europäischen Rezepten, entsprechen {q 180 c f}; amerikanische Rezepte runden auf 350 °F. Bei Umluft empfehlen Rezepte meist etwa {x 20 c c} weniger; die Tabelle unten zeigt die üblichen Einstellungen.',
              fr: '{x 180 c c}, la température de cuisson la plus courante dans les recettes européennes, correspond à {q 180 c f}, que les recettes américaines arrondissent à 350\u00a0°F. Avec chaleur tournante, les recettes conseillent en général environ {x 20 c c} de moins\u202f; le tableau ci-dessous donne les réglages habituels.',
              no: '{x 180 c c}, den vanligste steketemperaturen i europeiske oppskrifter, er {q 180 c f}, som amerikanske oppskrifter runder av til 350 °F. Med varmluft sier oppskrifter gjerne omtrent {x 20 c c} lavere; tabellen under viser de vanlige innstillingene.',
            },
          },
        ],
        lookup: {
          caption: {
            en: 'Oven temperatures',
            es: 'Temperaturas de horno',
            de: 'Backofentemperaturen',
            fr: 'Températures de four',
            no: 'Ovnstemperaturer',
          },
          from: 'c',
          to: 'f',
          amounts: [150, 160, 180, 200, 220, 240],
        },
        literals: ['28', '30', '70', '350'],
      },
    ],
  },
};
