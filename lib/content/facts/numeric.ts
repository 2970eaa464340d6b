import type { CategoryFacts } from './types';

/**
 * Number bases: what each base's digits are worth, where programmers meet it, and the prefixes
 * (0b, 0o, 0x) that tell them apart; the old C leading-zero octal is the classic trap.
 */
export const numericFacts = {
  bin: {
    definition: {
      en: 'Binary writes numbers with two digits, 0 and 1, each place worth twice the place to its right.',
      es: 'El sistema binario escribe los números con dos cifras, 0 y 1, y cada posición vale el doble que la de su derecha.',
      de: 'Das Binärsystem schreibt Zahlen mit zwei Ziffern, 0 und 1; jede Stelle ist doppelt so viel wert wie die rechts daneben.',
      fr: 'Le binaire écrit les nombres avec deux chiffres, 0\u00a0et 1, chaque position valant le double de celle de droite.',
      no: 'Totallsystemet skriver tall med to sifre, 0 og 1, og hver plass er verdt det dobbelte av plassen til høyre.',
    },
    definitionSource: { id: 'knuth-taocp-2', at: '4.1' },
    use: {
      en: 'Computers store every number in binary, one bit per digit; source code marks binary numbers with the prefix 0b.',
      es: 'Los ordenadores guardan todos los números en binario, un bit por cifra; el código fuente marca los números binarios con el prefijo 0b.',
      de: 'Computer speichern jede Zahl binär, ein Bit pro Ziffer; im Quellcode stehen Binärzahlen hinter dem Präfix 0b.',
      fr: 'Les ordinateurs stockent tous les nombres en binaire, un bit par chiffre\u00a0; le code source signale les nombres binaires par le préfixe 0b.',
      no: 'Datamaskiner lagrer alle tall binært, én bit per siffer; i kildekode markeres binære tall med prefikset 0b.',
    },
    useSource: { id: 'ecma-262' },
    confusion: {
      en: 'The same digits mean different numbers in different bases: 10 in binary is two, not ten.',
      es: 'Las mismas cifras significan números distintos en cada base: 10 en binario es dos, no diez.',
      de: 'Dieselben Ziffern bedeuten in jeder Basis etwas anderes: 10 im Binärsystem ist zwei, nicht zehn.',
      fr: 'Les mêmes chiffres désignent des nombres différents selon la base\u00a0: 10\u00a0en binaire vaut deux, pas dix.',
      no: 'De samme sifrene betyr ulike tall i ulike tallsystemer: 10 i totallsystemet er to, ikke ti.',
    },
    confusionSource: { id: 'knuth-taocp-2', at: '4.1' },
    literals: ['0', '1', '10'],
  },
  oct: {
    definition: {
      en: 'Octal uses eight digits, 0 to 7, each place worth eight times the next; one octal digit stands for exactly three bits.',
      es: 'El sistema octal usa ocho cifras, del 0 al 7, y cada posición vale ocho veces la siguiente; una cifra octal equivale a tres bits exactos.',
      de: 'Das Oktalsystem nutzt acht Ziffern, 0 bis 7; jede Stelle ist achtmal so viel wert wie die nächste, eine Oktalziffer steht für genau drei Bit.',
      fr: 'L’octal emploie huit chiffres, de 0\u00a0à 7, chaque position valant huit fois la suivante\u00a0; un chiffre octal représente exactement trois bits.',
      no: 'Åttetallsystemet bruker åtte sifre, 0 til 7, og hver plass er verdt åtte ganger den neste; ett oktalt siffer tilsvarer nøyaktig tre biter.',
    },
    definitionSource: { id: 'knuth-taocp-2', at: '4.1' },
    use: {
      en: 'Unix file permissions are written in octal, one digit each for owner, group and others, as in 755.',
      es: 'Los permisos de archivo de Unix se escriben en octal, una cifra para el propietario, otra para el grupo y otra para los demás, como en 755.',
      de: 'Unix-Dateirechte werden oktal geschrieben, je eine Ziffer für Eigentümer, Gruppe und andere, etwa 755.',
      fr: 'Les droits d’accès aux fichiers Unix s’écrivent en octal, un chiffre pour le propriétaire, un pour le groupe et un pour les autres, comme 755.',
      no: 'Filrettigheter i Unix skrives oktalt, ett siffer hver for eier, gruppe og andre, som i 755.',
    },
    useSource: { id: 'posix-chmod' },
    confusion: {
      en: 'In C, a number with a leading zero is octal, so 010 means eight; newer languages write octal with the prefix 0o instead.',
      es: 'En C, un número que empieza por cero es octal, así que 010 significa ocho; los lenguajes más recientes usan el prefijo 0o.',
      de: 'In C ist eine Zahl mit führender Null oktal, 010 bedeutet also acht; neuere Sprachen schreiben Oktalzahlen mit dem Präfix 0o.',
      fr: 'En C, un nombre qui commence par un zéro est octal\u00a0: 010\u00a0vaut donc huit\u00a0; les langages plus récents emploient le préfixe 0o.',
      no: 'I C er et tall med innledende null oktalt, så 010 betyr åtte; nyere språk skriver oktaltall med prefikset 0o.',
    },
    confusionSource: { id: 'iso-9899', at: '6.4.4.1' },
    literals: ['0', '7', '755', '010'],
  },
  dec: {
    definition: {
      en: 'Decimal is the everyday base ten: digits 0 to 9, each place worth ten times the place to its right.',
      es: 'El decimal es la base diez de todos los días: cifras del 0 al 9, y cada posición vale diez veces la de su derecha.',
      de: 'Das Dezimalsystem ist die alltägliche Basis zehn: Ziffern 0 bis 9, jede Stelle zehnmal so viel wert wie die rechts daneben.',
      fr: 'Le décimal est la base dix de tous les jours\u00a0: chiffres de 0\u00a0à 9, chaque position valant dix fois celle de droite.',
      no: 'Titallsystemet er hverdagens grunntall ti: sifrene 0 til 9, der hver plass er verdt ti ganger plassen til høyre.',
    },
    definitionSource: { id: 'knuth-taocp-2', at: '4.1' },
    use: {
      en: 'People write numbers in decimal, and programming languages read plain digits as decimal unless a prefix says otherwise.',
      es: 'Las personas escriben los números en decimal, y los lenguajes de programación leen las cifras sin prefijo como decimales.',
      de: 'Menschen schreiben Zahlen dezimal, und Programmiersprachen lesen Ziffern ohne Präfix als Dezimalzahl.',
      fr: 'Nous écrivons les nombres en décimal, et les langages de programmation lisent en décimal les chiffres sans préfixe.',
      no: 'Folk skriver tall i titallsystemet, og programmeringsspråk leser sifre uten prefiks som desimaltall.',
    },
    useSource: { id: 'ecma-262' },
    literals: ['0', '9'],
  },
  hex: {
    definition: {
      en: 'Hexadecimal uses sixteen digits, 0 to 9 and A to F, each place worth sixteen times the next; one hex digit stands for exactly four bits.',
      es: 'El hexadecimal usa dieciséis cifras, del 0 al 9 y de la A a la F, y cada posición vale dieciséis veces la siguiente; una cifra equivale a cuatro bits.',
      de: 'Das Hexadezimalsystem nutzt sechzehn Ziffern, 0 bis 9 und A bis F; jede Stelle ist sechzehnmal so viel wert, eine Ziffer steht für genau vier Bit.',
      fr: 'L’hexadécimal emploie seize chiffres, de 0\u00a0à 9\u00a0puis de A à F, chaque position valant seize fois la suivante\u00a0; un chiffre représente exactement quatre bits.',
      no: 'Sekstentallsystemet bruker seksten sifre, 0 til 9 og A til F, og hver plass er verdt seksten ganger den neste; ett siffer tilsvarer nøyaktig fire biter.',
    },
    definitionSource: { id: 'knuth-taocp-2', at: '4.1' },
    use: {
      en: 'Programmers write memory addresses and byte values in hexadecimal, marked with the prefix 0x; two hex digits make one byte.',
      es: 'Los programadores escriben direcciones de memoria y valores de bytes en hexadecimal, con el prefijo 0x; dos cifras forman un byte.',
      de: 'Programmierer schreiben Speicheradressen und Bytewerte hexadezimal, mit dem Präfix 0x; zwei Hexziffern ergeben ein Byte.',
      fr: 'Les programmeurs écrivent adresses mémoire et valeurs d’octets en hexadécimal, précédées du préfixe 0x\u00a0; deux chiffres font un octet.',
      no: 'Programmerere skriver minneadresser og byteverdier heksadesimalt, merket med prefikset 0x; to heksadesimale sifre utgjør én byte.',
    },
    useSource: { id: 'ecma-262' },
    literals: ['0', '9'],
  },
} as const satisfies CategoryFacts;
