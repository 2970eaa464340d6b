import type { CategoryPhrases } from './types';

/** Number bases side by side, restating lib/content/facts/numeric.ts. */
export const numericPhrases = {
  bin: {
    what: {
      en: 'binary writes numbers with two digits, 0 and 1, each place worth twice the one to its right',
      es: 'el sistema binario escribe los números con dos cifras, 0 y 1, cada posición el doble que la de su derecha',
      de: 'das Binärsystem schreibt Zahlen mit den zwei Ziffern 0 und 1, jede Stelle doppelt so viel wert wie die rechts daneben',
      fr: 'le binaire écrit les nombres avec deux chiffres, 0 et 1, chaque position valant le double de celle de droite',
      no: 'totallsystemet skriver tall med to sifre, 0 og 1, der hver plass er verdt det dobbelte av plassen til høyre',
    },
    where: {
      en: 'binary is how computers store every number, one bit per digit, marked with the prefix 0b in source code',
      es: 'el binario es la forma en que los ordenadores guardan todos los números, un bit por cifra, con el prefijo 0b en el código fuente',
      de: 'das Binärsystem ist die Form, in der Computer jede Zahl speichern, ein Bit pro Ziffer, im Quellcode mit dem Präfix 0b',
      fr: 'le binaire est la forme sous laquelle les ordinateurs stockent tous les nombres, un bit par chiffre, avec le préfixe 0b dans le code source',
      no: 'totallsystemet er slik datamaskiner lagrer alle tall, én bit per siffer, merket med prefikset 0b i kildekode',
    },
    literals: ['0', '1'],
  },
  oct: {
    what: {
      en: 'octal uses eight digits, 0 to 7, each standing for exactly three bits',
      es: 'el sistema octal usa ocho cifras, del 0 al 7, cada una equivalente a tres bits exactos',
      de: 'das Oktalsystem nutzt acht Ziffern von 0 bis 7, jede für genau drei Bit',
      fr: 'l’octal emploie huit chiffres, de 0 à 7, chacun représentant exactement trois bits',
      no: 'åttetallsystemet bruker åtte sifre, 0 til 7, der hvert siffer tilsvarer nøyaktig tre biter',
    },
    where: {
      en: 'octal writes Unix file permissions, one digit each for owner, group and others, as in 755',
      es: 'el octal escribe los permisos de archivo de Unix, una cifra para el propietario, otra para el grupo y otra para los demás, como en 755',
      de: 'das Oktalsystem schreibt Unix-Dateirechte, je eine Ziffer für Eigentümer, Gruppe und andere, etwa 755',
      fr: 'l’octal écrit les droits d’accès aux fichiers Unix, un chiffre pour le propriétaire, un pour le groupe et un pour les autres, comme 755',
      no: 'åttetallsystemet brukes for filrettigheter i Unix, ett siffer hver for eier, gruppe og andre, som i 755',
    },
    literals: ['0', '7', '755'],
  },
  dec: {
    what: {
      en: 'decimal is the everyday base ten, digits 0 to 9, each place worth ten times the one to its right',
      es: 'el decimal es la base diez de todos los días, cifras del 0 al 9, cada posición diez veces la de su derecha',
      de: 'das Dezimalsystem ist die alltägliche Basis zehn, Ziffern 0 bis 9, jede Stelle zehnmal so viel wert wie die rechts daneben',
      fr: 'le décimal est la base dix de tous les jours, chiffres de 0 à 9, chaque position valant dix fois celle de droite',
      no: 'titallsystemet er hverdagens grunntall ti, sifrene 0 til 9, der hver plass er verdt ti ganger plassen til høyre',
    },
    where: {
      en: 'decimal is how people write numbers and how programming languages read digits without a prefix',
      es: 'el decimal es la forma en que las personas escriben los números y los lenguajes de programación leen las cifras sin prefijo',
      de: 'das Dezimalsystem gilt für Zahlen im Alltag wie für Ziffern ohne Präfix in Programmiersprachen',
      fr: 'le décimal sert à écrire les nombres au quotidien comme à lire les chiffres sans préfixe dans les langages de programmation',
      no: 'titallsystemet brukes både når folk skriver tall og når programmeringsspråk leser sifre uten prefiks',
    },
    literals: ['0', '9'],
  },
  hex: {
    what: {
      en: 'hexadecimal uses sixteen digits, 0 to 9 and A to F, each standing for exactly four bits',
      es: 'el hexadecimal usa dieciséis cifras, del 0 al 9 y de la A a la F, cada una equivalente a cuatro bits',
      de: 'das Hexadezimalsystem nutzt sechzehn Ziffern, 0 bis 9 und A bis F, jede für genau vier Bit',
      fr: 'l’hexadécimal emploie seize chiffres, de 0 à 9 puis de A à F, chacun représentant exactement quatre bits',
      no: 'sekstentallsystemet bruker seksten sifre, 0 til 9 og A til F, der hvert siffer tilsvarer nøyaktig fire biter',
    },
    where: {
      en: 'hexadecimal writes memory addresses and byte values after the prefix 0x, two digits to a byte',
      es: 'el hexadecimal escribe direcciones de memoria y valores de bytes tras el prefijo 0x, dos cifras por byte',
      de: 'das Hexadezimalsystem schreibt Speicheradressen und Bytewerte hinter dem Präfix 0x, zwei Ziffern je Byte',
      fr: 'l’hexadécimal écrit adresses mémoire et valeurs d’octets après le préfixe 0x, deux chiffres par octet',
      no: 'sekstentallsystemet brukes for minneadresser og byteverdier med prefikset 0x, to sifre per byte',
    },
    literals: ['0', '9'],
  },
} as const satisfies CategoryPhrases;
