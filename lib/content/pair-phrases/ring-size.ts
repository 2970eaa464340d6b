import type { CategoryPhrases } from './types';

/** Ring-size systems side by side, restating lib/content/facts/ring-size.ts: what each counts and where it is used. */
export const ringSizePhrases = {
  us: {
    what: {
      en: 'US ring sizes are a numbered scale of inside diameters, each whole size adding about 0.8 mm',
      es: 'las tallas de anillo de Estados Unidos son una escala numerada de diámetros interiores, con unos 0,8 mm más por cada talla entera',
      de: 'US-Ringgrößen sind eine nummerierte Skala von Innendurchmessern, in der jede ganze Größe etwa 0,8 mm hinzufügt',
      fr: 'les tailles de bague américaines forment une échelle numérotée de diamètres intérieurs, chaque taille entière ajoutant environ 0,8 mm',
      no: 'amerikanske ringstørrelser er en nummerert skala av innvendige diametre, der hver hele størrelse legger til omtrent 0,8 mm',
    },
    where: {
      en: 'US ring sizes are used in the United States, Canada and Mexico',
      es: 'las tallas de anillo de Estados Unidos se usan en ese país, Canadá y México',
      de: 'US-Ringgrößen gelten in den USA, Kanada und Mexiko',
      fr: 'les tailles de bague américaines ont cours aux États-Unis, au Canada et au Mexique',
      no: 'amerikanske ringstørrelser brukes i USA, Canada og Mexico',
    },
    literals: ['0.8', '0', '8'],
  },
  uk: {
    what: {
      en: 'UK ring sizes are letters from A to Z with half sizes between, which BS 6820 ties to inside circumferences',
      es: 'las tallas de anillo británicas son letras de la A a la Z con medias tallas, ligadas a perímetros interiores por la norma BS 6820',
      de: 'britische Ringgrößen sind Buchstaben von A bis Z mit halben Größen, die BS 6820 Innenumfängen zuordnet',
      fr: 'les tailles de bague britanniques sont des lettres de A à Z avec des demi-tailles, que la norme BS 6820 associe à des circonférences intérieures',
      no: 'britiske ringstørrelser er bokstaver fra A til Z med halve størrelser imellom, som BS 6820 knytter til innvendige omkretser',
    },
    where: {
      en: 'UK ring sizes go by letter in the United Kingdom, Ireland, Australia and New Zealand',
      es: 'las tallas de anillo británicas van por letras en el Reino Unido, Irlanda, Australia y Nueva Zelanda',
      de: 'britische Ringgrößen gehen im Vereinigten Königreich, in Irland, Australien und Neuseeland nach Buchstaben',
      fr: 'les tailles de bague britanniques vont par lettres au Royaume-Uni, en Irlande, en Australie et en Nouvelle-Zélande',
      no: 'britiske ringstørrelser går etter bokstaver i Storbritannia, Irland, Australia og New Zealand',
    },
    literals: ['6820'],
  },
  iso: {
    what: {
      en: 'EU ring sizes are the ISO inside circumference in millimeters, to the nearest whole millimeter',
      es: 'las tallas de anillo europeas son el perímetro interior ISO en milímetros, redondeado al milímetro entero más cercano',
      de: 'europäische Ringgrößen sind der ISO-Innenumfang in Millimetern, auf den nächsten ganzen Millimeter gerundet',
      fr: 'les tailles de bague européennes sont la circonférence intérieure ISO en millimètres, arrondie au millimètre entier le plus proche',
      no: 'europeiske ringstørrelser er den innvendige omkretsen etter ISO i millimeter, avrundet til nærmeste hele millimeter',
    },
    where: {
      en: 'EU ring sizes are used across most of continental Europe, the Nordic countries included',
      es: 'las tallas de anillo europeas se usan en la mayor parte de la Europa continental, incluidos los países nórdicos',
      de: 'europäische Ringgrößen gelten im größten Teil Kontinentaleuropas, die nordischen Länder eingeschlossen',
      fr: 'les tailles de bague européennes ont cours dans la majeure partie de l’Europe continentale, pays nordiques compris',
      no: 'europeiske ringstørrelser brukes i det meste av det europeiske fastlandet, Norden medregnet',
    },
  },
  jp: {
    what: {
      en: 'Japanese ring sizes are whole numbers only, with no half sizes',
      es: 'las tallas de anillo japonesas son solo números enteros, sin medias tallas',
      de: 'japanische Ringgrößen sind nur ganze Zahlen, ohne halbe Größen',
      fr: 'les tailles de bague japonaises ne sont que des nombres entiers, sans demi-tailles',
      no: 'japanske ringstørrelser er bare hele tall, uten halve størrelser',
    },
    where: {
      en: 'Japanese ring sizes number rings in Japan, China and India',
      es: 'las tallas de anillo japonesas numeran los anillos en Japón, China y la India',
      de: 'japanische Ringgrößen nummerieren Ringe in Japan, China und Indien',
      fr: 'les tailles de bague japonaises numérotent les bagues au Japon, en Chine et en Inde',
      no: 'japanske ringstørrelser nummererer ringer i Japan, Kina og India',
    },
  },
  diameter: {
    what: {
      en: 'the inside diameter is the width across the inside of a ring in millimeters, which, multiplied by π, gives the ISO size',
      es: 'el diámetro interior es la anchura por dentro del anillo en milímetros, que, multiplicada por π, da la talla ISO',
      de: 'der Innendurchmesser ist die lichte Weite eines Rings in Millimetern, die mal Pi die ISO-Größe ergibt',
      fr: 'le diamètre intérieur est la largeur intérieure d’une bague en millimètres, qui, multipliée par π, donne la taille ISO',
      no: 'innvendig diameter er bredden på innsiden av en ring i millimeter, som ganget med pi gir ISO-størrelsen',
    },
    where: {
      en: 'inside diameters are what jewelers and ring sizers often give, measured directly across a ring that fits',
      es: 'los diámetros interiores suelen darlos joyeros y medidores de anillos, midiendo directamente por dentro un anillo que ya queda bien',
      de: 'Innendurchmesser geben Juweliere und Ringmaße oft an, direkt messbar an einem passenden Ring',
      fr: 'les diamètres intérieurs sont souvent donnés par les bijoutiers et les baguiers, mesurés directement dans une bague qui va',
      no: 'innvendige diametre oppgis ofte av gullsmeder og ringmål, målt direkte på innsiden av en ring som passer',
    },
  },
} as const satisfies CategoryPhrases;
