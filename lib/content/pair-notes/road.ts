import type { CategoryId } from '@/lib/units/catalogue';
import type { CategoryNotes } from './types';

/** Speed, tire pressure, wheel-nut torque and fuel economy: what drivers convert. */
export const roadNotes: Readonly<Partial<Record<CategoryId, CategoryNotes>>> = {
  speed: {
    pairs: [
      {
        units: [['mph', 'kmh']],
        faq: [
          {
            question: {
              en: 'What is a quick way to convert mph to km/h?',
              es: '¿Cómo se pasan rápidamente millas por hora a km/h?',
              de: 'Wie rechnet man mph schnell in km/h um?',
              fr: 'Comment convertir rapidement des mph en km/h\u202f?',
              no: 'Hvordan regner man raskt om mph til km/t?',
            },
            answer: {
              en: 'Multiply by eight and divide by five: {x 50 mph mph} gives 80, close to the exact {q 50 mph kmh}. Going back, take five eighths of the km/h figure.',
              es: 'Multiplica por ocho y divide entre cinco: {x 50 mph mph} dan 80, cerca del valor exacto, {q 50 mph kmh}. Para volver, toma cinco octavos de la cifra en km/h.',
              de: 'Mal acht, geteilt durch fünf: {x 50 mph mph} ergeben 80, nah am genauen Wert von {q 50 mph kmh}. Umgekehrt nehmen Sie fünf Achtel des km/h-Werts.',
              fr: 'Multipliez par huit et divisez par cinq\u00a0: {x 50 mph mph} donnent 80, proche de la valeur exacte, {q 50 mph kmh}. Dans l’autre sens, prenez les cinq huitièmes de la valeur en km/h.',
              no: 'Gang med åtte og del på fem: {x 50 mph mph} gir 80, nær den nøyaktige verdien {q 50 mph kmh}. Andre veien tar du fem åttedeler av tallet i km/t.',
            },
          },
          {
            question: {
              en: 'What are the UK speed limits in km/h?',
              es: '¿Cuáles son los límites de velocidad británicos en km/h?',
              de: 'Wie hoch sind die britischen Tempolimits in km/h?',
              fr: 'Quelles sont les limitations de vitesse britanniques en km/h\u202f?',
              no: 'Hva er fartsgrensene i Storbritannia i km/t?',
            },
            answer: {
              en: 'For cars, {x 30 mph mph} in built-up areas is {q 30 mph kmh}, {x 60 mph mph} on single carriageways {q 60 mph kmh} and {x 70 mph mph} on motorways {q 70 mph kmh}. UK and US road signs show miles per hour only.',
              es: 'Para turismos, {x 30 mph mph} en poblado equivalen a {q 30 mph kmh}, {x 60 mph mph} en carreteras convencionales a {q 60 mph kmh} y {x 70 mph mph} en autopista a {q 70 mph kmh}. Las señales británicas y estadounidenses solo indican millas por hora.',
              de: 'Für Pkw entsprechen {x 30 mph mph} innerorts {q 30 mph kmh}, {x 60 mph mph} auf Landstraßen {q 60 mph kmh} und {x 70 mph mph} auf Autobahnen {q 70 mph kmh}. Britische und amerikanische Schilder zeigen nur Meilen pro Stunde.',
              fr: 'Pour les voitures, {x 30 mph mph} en agglomération correspondent à {q 30 mph kmh}, {x 60 mph mph} sur route à {q 60 mph kmh} et {x 70 mph mph} sur autoroute à {q 70 mph kmh}. Les panneaux britanniques et américains n’indiquent que des miles par heure.',
              no: 'For personbiler tilsvarer {x 30 mph mph} i tettbygd strøk {q 30 mph kmh}, {x 60 mph mph} på landevei {q 60 mph kmh} og {x 70 mph mph} på motorvei {q 70 mph kmh}. Britiske og amerikanske skilt viser bare engelske mil per time.',
            },
          },
        ],
        lookup: {
          caption: { en: 'Speed limits', es: 'Límites de velocidad', de: 'Tempolimits', fr: 'Limitations de vitesse', no: 'Fartsgrenser' },
          from: 'mph',
          to: 'kmh',
          amounts: [20, 30, 40, 50, 60, 70],
        },
        literals: ['80'],
      },
      {
        units: [
          ['knot', 'kmh'],
          ['knot', 'mph'],
        ],
        faq: [],
        lookup: {
          caption: {
            en: 'Wind and boat speeds',
            es: 'Velocidades del viento y de barcos',
            de: 'Wind- und Bootsgeschwindigkeiten',
            fr: 'Vitesses du vent et des bateaux',
            no: 'Vind- og båthastigheter',
          },
          from: 'knot',
          to: 'kmh',
          amounts: [5, 10, 20, 30, 50],
        },
      },
    ],
  },
  pressure: {
    pairs: [
      {
        units: [
          ['bar', 'psi'],
          ['psi', 'kpa'],
          ['bar', 'kpa'],
        ],
        faq: [
          {
            question: {
              en: 'What is a normal tire pressure in psi?',
              es: '¿Cuál es la presión normal de los neumáticos en psi?',
              de: 'Welcher Reifendruck in psi ist normal?',
              fr: 'Quelle est la pression normale des pneus en psi\u202f?',
              no: 'Hva er normalt dekktrykk i psi?',
            },
            answer: {
              en: 'Most passenger cars run between {x 30 psi psi} and {x 35 psi psi}, that is {q 30 psi bar} to {q 35 psi bar}. Your car’s own figure is on the sticker in the driver’s door frame or fuel flap, for cold tires; the number molded on the tire is its maximum, not the pressure to use.',
              es: 'La mayoría de los turismos llevan entre {x 30 psi psi} y {x 35 psi psi}, es decir, de {q 30 psi bar} a {q 35 psi bar}. La cifra de tu coche está en la etiqueta del marco de la puerta del conductor o de la tapa del depósito, para neumáticos en frío; la que lleva grabada el neumático es su máximo, no la presión que debes usar.',
              de: 'Die meisten Pkw fahren mit {x 30 psi psi} bis {x 35 psi psi}, also {q 30 psi bar} bis {q 35 psi bar}. Den Wert für Ihr Auto finden Sie auf dem Aufkleber im Türrahmen der Fahrerseite oder in der Tankklappe, für kalte Reifen; die Zahl auf dem Reifen ist sein Höchstdruck, nicht der Fülldruck.',
              fr: 'La plupart des voitures roulent entre {x 30 psi psi} et {x 35 psi psi}, soit de {q 30 psi bar} à {q 35 psi bar}. La valeur de votre voiture figure sur l’étiquette du montant de la portière conducteur ou de la trappe à carburant, pour des pneus froids\u202f; le chiffre moulé sur le pneu est sa pression maximale, pas celle à utiliser.',
              no: 'De fleste personbiler kjører med mellom {x 30 psi psi} og {x 35 psi psi}, altså {q 30 psi bar} til {q 35 psi bar}. Tallet for din bil står på merket i dørkarmen på førersiden eller i tanklokket, for kalde dekk; tallet på selve dekket er maksimaltrykket, ikke trykket du skal bruke.',
            },
          },
        ],
        lookup: {
          caption: { en: 'Tire pressures', es: 'Presiones de neumáticos', de: 'Reifendrücke', fr: 'Pressions de pneus', no: 'Dekktrykk' },
          from: 'psi',
          to: 'bar',
          amounts: [28, 30, 32, 35, 40, 44],
        },
      },
    ],
  },
  torque: {
    pairs: [
      {
        units: [
          ['nm', 'lbft'],
          ['nm', 'lbin'],
        ],
        faq: [
          {
            question: {
              en: 'Are ft-lb, lb-ft and lbf·ft the same?',
              es: '¿Son lo mismo ft-lb, lb-ft y lbf·ft?',
              de: 'Sind ft-lb, lb-ft und lbf·ft dasselbe?',
              fr: 'ft-lb, lb-ft et lbf·ft, est-ce la même chose\u202f?',
              no: 'Er ft-lb, lb-ft og lbf·ft det samme?',
            },
            answer: {
              en: 'For torque, yes: US torque wrenches are marked ft-lb, engineers write lbf·ft, and all mean {q 1 lbft nm}. The foot-pound of energy is a different quantity with the same units, so read a torque spec as torque.',
              es: 'Para el par, sí: las llaves dinamométricas estadounidenses marcan ft-lb, los ingenieros escriben lbf·ft, y todas equivalen a {q 1 lbft nm}. El pie-libra de energía es otra magnitud con las mismas unidades, así que un dato de apriete siempre es un par.',
              de: 'Beim Drehmoment ja: US-Drehmomentschlüssel sind in ft-lb beschriftet, Ingenieure schreiben lbf·ft, gemeint sind jeweils {q 1 lbft nm}. Das Foot-Pound als Energieeinheit ist eine andere Größe mit denselben Einheiten; eine Anzugsangabe ist immer ein Drehmoment.',
              fr: 'Pour un couple, oui\u00a0: les clés dynamométriques américaines sont graduées en ft-lb, les ingénieurs écrivent lbf·ft, et tous valent {q 1 lbft nm}. Le pied-livre d’énergie est une autre grandeur aux mêmes unités\u202f; un couple de serrage reste un couple.',
              no: 'For dreiemoment, ja: amerikanske momentnøkler er merket ft-lb, ingeniører skriver lbf·ft, og alle betyr {q 1 lbft nm}. Fotpund som energienhet er en annen størrelse med de samme enhetene, så et tiltrekkingsmoment er alltid et dreiemoment.',
            },
          },
          {
            question: {
              en: 'What torque do car wheel nuts need?',
              es: '¿Qué par de apriete necesitan las tuercas de las ruedas?',
              de: 'Mit welchem Drehmoment zieht man Radmuttern an?',
              fr: 'Quel couple de serrage pour les écrous de roue\u202f?',
              no: 'Hvilket moment trenger hjulmuttere?',
            },
            answer: {
              en: 'Most cars call for something between {x 80 nm nm} and {x 140 nm nm}, that is {q 80 nm lbft} to {q 140 nm lbft}; the right figure is in the owner’s manual and applies to clean, dry threads.',
              es: 'La mayoría de los coches piden entre {x 80 nm nm} y {x 140 nm nm}, es decir, de {q 80 nm lbft} a {q 140 nm lbft}; la cifra correcta está en el manual del vehículo y vale para roscas limpias y secas.',
              de: 'Die meisten Pkw verlangen zwischen {x 80 nm nm} und {x 140 nm nm}, also {q 80 nm lbft} bis {q 140 nm lbft}; der richtige Wert steht in der Betriebsanleitung und gilt für saubere, trockene Gewinde.',
              fr: 'La plupart des voitures demandent entre {x 80 nm nm} et {x 140 nm nm}, soit de {q 80 nm lbft} à {q 140 nm lbft}\u202f; la bonne valeur figure dans le manuel du véhicule et vaut pour des filetages propres et secs.',
              no: 'De fleste biler krever mellom {x 80 nm nm} og {x 140 nm nm}, altså {q 80 nm lbft} til {q 140 nm lbft}; riktig verdi står i instruksjonsboken og gjelder for rene, tørre gjenger.',
            },
          },
        ],
      },
    ],
  },
  fuel: {
    pairs: [
      {
        units: [['mpg_us', 'l100km']],
        faq: [],
        lookup: {
          caption: {
            en: 'Fuel economy',
            es: 'Consumo de combustible',
            de: 'Kraftstoffverbrauch',
            fr: 'Consommation de carburant',
            no: 'Drivstofforbruk',
          },
          from: 'mpg_us',
          to: 'l100km',
          amounts: [20, 25, 30, 35, 40, 50],
        },
      },
    ],
  },
};
