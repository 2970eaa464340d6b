import type { CategoryFacts } from './types';

/**
 * Ring sizes: each system by what it counts (circumference, diameter, letters, numbers), where it is
 * used, how to measure a finger or a ring, and why a chart is needed rather than a formula.
 */
export const ringSizeFacts = {
  us: {
    definition: {
      en: 'US ring sizes are a numbered scale of inside diameters: each whole size adds about 0.8 mm, with half and quarter sizes between.',
      es: 'Las tallas de anillo de EE. UU. son una escala numerada de diámetros interiores: cada talla entera suma unos 0,8 mm, con medias y cuartos de talla.',
      de: 'US-Ringgrößen sind eine nummerierte Skala von Innendurchmessern: Jede ganze Größe fügt etwa 0,8 mm hinzu, dazwischen gibt es halbe und Viertelgrößen.',
      fr: 'Les tailles de bague américaines forment une échelle numérotée de diamètres intérieurs\u00a0: chaque taille entière ajoute environ 0,8\u00a0mm, avec des demi-tailles et des quarts de taille.',
      no: 'Amerikanske ringstørrelser er en nummerert skala av innvendige diametre: hver hele størrelse legger til omtrent 0,8 mm, med halve og kvarte størrelser imellom.',
    },
    definitionSource: { id: 'wikipedia-ring-size' },
    use: {
      en: 'Rings in the United States, Canada and Mexico are sized this way.',
      es: 'Los anillos de EE. UU., Canadá y México se miden así.',
      de: 'Ringe in den USA, Kanada und Mexiko werden so bemessen.',
      fr: 'Les bagues aux États-Unis, au Canada et au Mexique se mesurent ainsi.',
      no: 'Ringer i USA, Canada og Mexico angis på denne måten.',
    },
    useSource: { id: 'wikipedia-ring-size' },
    confusion: {
      en: 'US and Japanese sizes are both plain numbers but different scales: the same ring has a much higher Japanese number, so check which system a size is in.',
      es: 'Las tallas de EE. UU. y las japonesas son números, pero de escalas distintas: el mismo anillo tiene un número japonés mucho mayor, así que comprueba el sistema.',
      de: 'US- und japanische Größen sind beides Zahlen, aber verschiedene Skalen: Derselbe Ring hat eine viel höhere japanische Nummer, prüfen Sie also das System.',
      fr: 'Tailles américaines et japonaises sont des nombres, mais sur des échelles différentes\u00a0: la même bague a un numéro japonais bien plus élevé, vérifiez donc le système.',
      no: 'Amerikanske og japanske størrelser er begge tall, men ulike skalaer: samme ring har et mye høyere japansk tall, så sjekk hvilket system en størrelse hører til.',
    },
    confusionSource: { id: 'wikipedia-ring-size' },
    literals: ['0.8', '0,8'],
  },
  uk: {
    definition: {
      en: 'UK ring sizes are letters from A to Z with half sizes between them, continuing as Z+1, Z+2 and so on; BS 6820 ties each to an inside circumference.',
      es: 'Las tallas británicas son letras de la A a la Z con medias tallas entre ellas, que siguen como Z+1, Z+2, etc.; la norma BS 6820 asigna a cada una un perímetro interior.',
      de: 'Britische Ringgrößen sind Buchstaben von A bis Z mit halben Größen dazwischen, weiter mit Z+1, Z+2 usw.; BS 6820 ordnet jeder einen Innenumfang zu.',
      fr: 'Les tailles britanniques sont des lettres de A à Z avec des demi-tailles, puis Z+1, Z+2, etc.\u00a0; la norme BS 6820\u00a0associe à chacune une circonférence intérieure.',
      no: 'Britiske ringstørrelser er bokstaver fra A til Z med halve størrelser imellom, videre som Z+1, Z+2 og så videre; BS 6820 knytter hver til en innvendig omkrets.',
    },
    definitionSource: { id: 'bs-6820' },
    use: {
      en: 'Rings in the United Kingdom, Ireland, Australia and New Zealand are sized by letter.',
      es: 'Los anillos del Reino Unido, Irlanda, Australia y Nueva Zelanda se miden por letras.',
      de: 'Ringe im Vereinigten Königreich, in Irland, Australien und Neuseeland werden mit Buchstaben bemessen.',
      fr: 'Au Royaume-Uni, en Irlande, en Australie et en Nouvelle-Zélande, les bagues se mesurent par lettres.',
      no: 'Ringer i Storbritannia, Irland, Australia og New Zealand angis med bokstaver.',
    },
    useSource: { id: 'wikipedia-ring-size' },
    confusion: {
      en: 'A UK half letter is about as fine a step as a US quarter size, so one whole US size spans about two letters; convert with a chart, not by counting.',
      es: 'Media letra británica es un paso parecido a un cuarto de talla de EE. UU., así que una talla entera de EE. UU. abarca unas dos letras; usa una tabla.',
      de: 'Ein halber britischer Buchstabe ist etwa so fein wie eine US-Viertelgröße, eine ganze US-Größe umfasst also etwa zwei Buchstaben; rechnen Sie mit einer Tabelle um.',
      fr: 'Une demi-lettre britannique équivaut à peu près à un quart de taille américain\u00a0: une taille américaine entière couvre donc environ deux lettres. Passez par un tableau.',
      no: 'En halv britisk bokstav er omtrent et like fint trinn som en amerikansk kvartstørrelse, så én hel amerikansk størrelse spenner over rundt to bokstaver; bruk en tabell.',
    },
    confusionSource: { id: 'wikipedia-ring-size' },
    literals: ['1', '2', '6820'],
  },
  iso: {
    definition: {
      en: 'An ISO ring size is the inside circumference of the ring in millimeters, given as the nearest whole millimeter.',
      es: 'Una talla de anillo ISO es el perímetro interior del anillo en milímetros, redondeado al milímetro entero más cercano.',
      de: 'Eine ISO-Ringgröße ist der Innenumfang des Rings in Millimetern, auf den nächsten ganzen Millimeter gerundet.',
      fr: 'Une taille de bague ISO est la circonférence intérieure de la bague en millimètres, arrondie au millimètre entier le plus proche.',
      no: 'En ISO-ringstørrelse er ringens innvendige omkrets i millimeter, avrundet til nærmeste hele millimeter.',
    },
    definitionSource: { id: 'iso-8653', at: 'Designation' },
    use: {
      en: 'Most of continental Europe, the Nordic countries included, sizes rings by this circumference.',
      es: 'La mayor parte de la Europa continental, incluidos los países nórdicos, mide los anillos por este perímetro.',
      de: 'Der größte Teil Kontinentaleuropas, die nordischen Länder eingeschlossen, bemisst Ringe nach diesem Umfang.',
      fr: 'La majeure partie de l’Europe continentale, pays nordiques compris, mesure les bagues par cette circonférence.',
      no: 'Det meste av det europeiske fastlandet, Norden medregnet, angir ringstørrelse etter denne omkretsen.',
    },
    useSource: { id: 'wikipedia-ring-size' },
    confusion: {
      en: 'A finger can change by a whole size or more over a day with heat, cold and activity, so measure it warm, and make sure the ring passes the knuckle.',
      es: 'Un dedo puede variar una talla o más a lo largo del día con el calor, el frío y la actividad: mídelo con la mano caliente y comprueba que el anillo pase el nudillo.',
      de: 'Ein Finger kann sich im Lauf des Tages mit Wärme, Kälte und Tätigkeit um eine ganze Größe oder mehr ändern; messen Sie ihn warm und achten Sie auf den Knöchel.',
      fr: 'Un doigt peut varier d’une taille ou plus dans la journée selon la chaleur, le froid et l’activité\u00a0: mesurez-le au chaud et vérifiez que la bague passe l’articulation.',
      no: 'En finger kan endre seg en hel størrelse eller mer i løpet av dagen med varme, kulde og aktivitet, så mål den varm og sjekk at ringen går over knoken.',
    },
    confusionSource: { id: 'wikipedia-ring-size' },
  },
  jp: {
    definition: {
      en: 'Japanese ring sizes are whole numbers only, with no half sizes.',
      es: 'Las tallas japonesas de anillo son solo números enteros, sin medias tallas.',
      de: 'Japanische Ringgrößen sind nur ganze Zahlen, ohne halbe Größen.',
      fr: 'Les tailles de bague japonaises ne sont que des nombres entiers, sans demi-tailles.',
      no: 'Japanske ringstørrelser er bare hele tall, uten halve størrelser.',
    },
    definitionSource: { id: 'wikipedia-ring-size' },
    use: {
      en: 'Rings in Japan, and also in China and India, are numbered this way.',
      es: 'Los anillos de Japón, y también de China y la India, se numeran así.',
      de: 'Ringe in Japan, aber auch in China und Indien, werden so nummeriert.',
      fr: 'Les bagues au Japon, mais aussi en Chine et en Inde, sont numérotées ainsi.',
      no: 'Ringer i Japan, og også i Kina og India, nummereres slik.',
    },
    useSource: { id: 'wikipedia-ring-size' },
    confusion: {
      en: 'Japanese numbers do not follow the circumference in a simple straight line, so read them from a chart rather than a formula.',
      es: 'Los números japoneses no siguen el perímetro en una línea recta sencilla, así que léelos en una tabla y no con una fórmula.',
      de: 'Japanische Nummern folgen dem Umfang nicht einfach linear; lesen Sie sie daher aus einer Tabelle ab statt mit einer Formel.',
      fr: 'Les numéros japonais ne suivent pas la circonférence de façon simplement linéaire\u00a0: lisez-les dans un tableau plutôt qu’avec une formule.',
      no: 'Japanske tall følger ikke omkretsen på en enkel lineær måte, så les dem av en tabell i stedet for å bruke en formel.',
    },
    confusionSource: { id: 'wikipedia-ring-size' },
  },
  diameter: {
    definition: {
      en: 'The inside diameter is the width across the inside of a ring in millimeters; the ISO size is this diameter times pi.',
      es: 'El diámetro interior es la anchura por dentro del anillo en milímetros; la talla ISO es ese diámetro multiplicado por pi.',
      de: 'Der Innendurchmesser ist die lichte Weite eines Rings in Millimetern; die ISO-Größe ist dieser Durchmesser mal Pi.',
      fr: 'Le diamètre intérieur est la largeur intérieure d’une bague en millimètres\u00a0; la taille ISO est ce diamètre multiplié par pi.',
      no: 'Innvendig diameter er bredden på innsiden av en ring i millimeter; ISO-størrelsen er denne diameteren ganget med pi.',
    },
    definitionSource: { id: 'iso-8653' },
    use: {
      en: 'Jewelers and ring sizers often give the inside diameter in millimeters, and measuring across the inside of a ring that already fits gives it directly.',
      es: 'Los joyeros y los medidores de anillos suelen indicar el diámetro interior en milímetros, y basta medir por dentro un anillo que ya te queda bien para obtenerlo.',
      de: 'Juweliere und Ringmaße geben oft den Innendurchmesser in Millimetern an; wer einen passenden Ring innen ausmisst, erhält ihn direkt.',
      fr: 'Les bijoutiers et les baguiers indiquent souvent le diamètre intérieur en millimètres, et il suffit de mesurer l’intérieur d’une bague qui vous va pour l’obtenir.',
      no: 'Gullsmeder og ringmål oppgir ofte innvendig diameter i millimeter, og måler du innsiden av en ring som passer, får du den direkte.',
    },
    useSource: { id: 'wikipedia-ring-size' },
    confusion: {
      en: 'Measure the inside, not the outside: the thickness of the band would add several sizes.',
      es: 'Mide por dentro, no por fuera: el grosor del aro sumaría varias tallas.',
      de: 'Messen Sie innen, nicht außen: Die Stärke der Ringschiene würde mehrere Größen hinzufügen.',
      fr: 'Mesurez l’intérieur, pas l’extérieur\u00a0: l’épaisseur de l’anneau ajouterait plusieurs tailles.',
      no: 'Mål innsiden, ikke utsiden: tykkelsen på ringen ville lagt til flere størrelser.',
    },
    confusionSource: { id: 'wikipedia-ring-size' },
  },
} as const satisfies CategoryFacts;
