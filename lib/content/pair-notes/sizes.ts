import type { CategoryId } from '@/lib/units/catalogue';
import type { CategoryNotes } from './types';

/** Shoe and ring sizes: how to measure, and what the charts' makers say about fit. */
export const sizeNotes: Readonly<Partial<Record<CategoryId, CategoryNotes>>> = {
  'shoe-size': {
    pairs: [],
    all: {
      faq: [
        {
          question: {
            en: 'How do I measure my foot for a shoe size?',
            es: '¿Cómo me mido el pie para saber mi talla?',
            de: 'Wie messe ich meinen Fuß für die Schuhgröße?',
            fr: 'Comment mesurer son pied pour trouver sa pointure\u202f?',
            no: 'Hvordan måler jeg foten for å finne skostørrelsen?',
          },
          answer: {
            en: 'Stand on a sheet of paper with your heel against a wall, mark the tip of your longest toe and measure from the wall to the mark. Do it in the afternoon, when feet are largest, and go by the longer foot. Japanese and Mondopoint sizes are this foot length itself; EU, UK and US sizes number the shoe’s last, which is longer than the foot.',
            es: 'Ponte de pie sobre una hoja de papel con el talón contra la pared, marca la punta del dedo más largo y mide desde la pared hasta la marca. Hazlo por la tarde, cuando el pie está más hinchado, y guíate por el pie más largo. Las tallas japonesas y Mondopoint son esa misma longitud; las europeas, británicas y estadounidenses numeran la horma, que es más larga que el pie.',
            de: 'Stellen Sie sich mit der Ferse an eine Wand auf ein Blatt Papier, markieren Sie die Spitze des längsten Zehs und messen Sie von der Wand bis zur Markierung. Messen Sie nachmittags, wenn die Füße am größten sind, und nehmen Sie den längeren Fuß. Japanische und Mondopoint-Größen sind genau diese Fußlänge; EU-, UK- und US-Größen zählen die Länge des Leistens, der länger ist als der Fuß.',
            fr: 'Placez-vous sur une feuille de papier, talon contre un mur, marquez le bout de l’orteil le plus long et mesurez du mur jusqu’à la marque. Faites-le l’après-midi, quand les pieds sont le plus gonflés, et retenez le pied le plus long. Les pointures japonaise et Mondopoint sont cette longueur même\u202f; les pointures européenne, britannique et américaine numérotent la forme de la chaussure, plus longue que le pied.',
            no: 'Stå på et ark med hælen mot en vegg, merk tuppen av den lengste tåen og mål fra veggen til merket. Gjør det på ettermiddagen, når føttene er størst, og gå etter den lengste foten. Japanske størrelser og Mondopoint er selve fotlengden; europeiske, britiske og amerikanske størrelser teller lengden på lesten, som er lengre enn foten.',
          },
          source: { id: 'iso-9407' },
        },
        {
          question: {
            en: 'Will my size be the same in every brand?',
            es: '¿Tendré la misma talla en todas las marcas?',
            de: 'Habe ich bei jeder Marke dieselbe Größe?',
            fr: 'Aurai-je la même pointure dans toutes les marques\u202f?',
            no: 'Har jeg samme størrelse i alle merker?',
          },
          answer: {
            en: 'Not always. Each maker publishes conversions for its own lasts, and brands can differ by half a size or more, so where a brand gives foot lengths, go by those; between two sizes, try both on rather than trusting a chart.',
            es: 'No siempre. Cada fabricante publica las equivalencias de sus propias hormas, y entre marcas puede haber media talla o más de diferencia; si la marca da longitudes de pie, guíate por ellas, y si dudas entre dos tallas, pruébate las dos en lugar de fiarte de una tabla.',
            de: 'Nicht immer. Jeder Hersteller veröffentlicht Umrechnungen für seine eigenen Leisten, und Marken weichen um eine halbe Größe oder mehr voneinander ab; nennt eine Marke Fußlängen, richten Sie sich danach, und zwischen zwei Größen probieren Sie besser beide an, statt einer Tabelle zu vertrauen.',
            fr: 'Pas toujours. Chaque fabricant publie les correspondances de ses propres formes, et les marques peuvent différer d’une demi-pointure ou plus\u202f; si la marque indique des longueurs de pied, fiez-vous à elles, et entre deux pointures, essayez les deux plutôt que de vous en remettre à un tableau.',
            no: 'Ikke alltid. Hver produsent publiserer omregninger for sine egne lester, og merker kan skille seg med en halv størrelse eller mer; oppgir merket fotlengder, går du etter dem, og står du mellom to størrelser, prøver du begge i stedet for å stole på en tabell.',
          },
        },
      ],
    },
  },
  'ring-size': {
    pairs: [],
    all: {
      faq: [
        {
          question: {
            en: 'How do I measure my finger for a ring size?',
            es: '¿Cómo me mido el dedo para saber la talla de anillo?',
            de: 'Wie messe ich meinen Finger für die Ringgröße?',
            fr: 'Comment mesurer son doigt pour trouver sa taille de bague\u202f?',
            no: 'Hvordan måler jeg fingeren for å finne ringstørrelsen?',
          },
          answer: {
            en: 'Wrap a strip of paper snugly around the base of the finger, mark where it overlaps and measure the length in millimeters: that is the inside circumference, which is the ISO size. Measure at the end of the day, when fingers are warm, and make sure the ring will still pass over the knuckle.',
            es: 'Rodea la base del dedo con una tira de papel sin apretar demasiado, marca dónde se solapa y mide la longitud en milímetros: esa es la circunferencia interior, que es la talla ISO. Mide al final del día, con los dedos calientes, y comprueba que el anillo pasará por el nudillo.',
            de: 'Legen Sie einen Papierstreifen eng um den Fingeransatz, markieren Sie die Überlappung und messen Sie die Länge in Millimetern: Das ist der Innenumfang und damit die ISO-Größe. Messen Sie am Abend, wenn die Finger warm sind, und achten Sie darauf, dass der Ring noch über das Fingergelenk passt.',
            fr: 'Entourez la base du doigt d’une bande de papier bien ajustée, marquez le point de chevauchement et mesurez la longueur en millimètres\u00a0: c’est le tour de doigt, qui donne la taille ISO. Mesurez en fin de journée, doigts chauds, et vérifiez que la bague passera la phalange.',
            no: 'Legg en papirstrimmel stramt rundt roten av fingeren, merk der den overlapper, og mål lengden i millimeter: det er den innvendige omkretsen, som er ISO-størrelsen. Mål på kvelden, når fingrene er varme, og sjekk at ringen fortsatt går over knoken.',
          },
          source: { id: 'iso-8653' },
        },
        {
          question: {
            en: 'Does a wide band need a bigger size?',
            es: '¿Un anillo ancho necesita una talla mayor?',
            de: 'Braucht ein breiter Ring eine größere Größe?',
            fr: 'Une bague large demande-t-elle une taille au-dessus\u202f?',
            no: 'Trenger en bred ring en større størrelse?',
          },
          answer: {
            en: 'Often: a wide band sits tighter than a narrow one of the same size, so jewelers usually suggest going up a quarter to half a size for wide bands. Try on a band of similar width where you can.',
            es: 'A menudo: un aro ancho aprieta más que uno estrecho de la misma talla, así que los joyeros suelen aconsejar subir entre un cuarto y media talla. Si puedes, pruébate un anillo de anchura parecida.',
            de: 'Oft: Ein breiter Ring sitzt enger als ein schmaler derselben Größe; Juweliere raten daher meist zu einer Viertel- bis halben Größe mehr. Probieren Sie nach Möglichkeit einen Ring ähnlicher Breite an.',
            fr: 'Souvent\u00a0: un anneau large serre davantage qu’un anneau fin de même taille, et les bijoutiers conseillent en général de prendre un quart à une demi-taille au-dessus. Essayez si possible une bague de largeur comparable.',
            no: 'Ofte: en bred ring sitter strammere enn en smal i samme størrelse, så gullsmeder anbefaler gjerne en kvart til en halv størrelse større. Prøv en ring med lignende bredde hvis du kan.',
          },
        },
      ],
    },
  },
};
