import type { CategoryPhrases } from './types';

/**
 * Data units side by side: each clause restates lib/content/facts/data.ts and carries its sources.
 * The binary KB/MB/GB/TB/PB and the metric kB/MB/GB/TB/PB are always named as such, since a pair of
 * the two is the page where mixing them up costs most.
 */
export const dataPhrases = {
  bit: {
    what: {
      en: 'the bit is the basic unit of information, a single binary digit holding one of two values',
      es: 'el bit es la unidad básica de información, un solo dígito binario que toma uno de dos valores',
      de: 'das Bit ist die Grundeinheit der Information, eine einzelne Binärziffer mit einem von zwei Werten',
      fr: 'le bit est l’unité élémentaire d’information, un chiffre binaire qui prend l’une de deux valeurs',
      no: 'en bit er den grunnleggende informasjonsenheten, ett binært siffer med én av to verdier',
    },
    where: {
      en: 'data rates are counted in bits, such as the megabits per second of broadband plans',
      es: 'en bits se cuentan las velocidades de transmisión, como los megabits por segundo de la banda ancha',
      de: 'in Bit werden Datenraten gezählt, etwa die Megabit pro Sekunde der Internetanbieter',
      fr: 'les débits se comptent en bits, comme les mégabits par seconde des fournisseurs d’accès',
      no: 'overføringshastigheter regnes i biter, som når bredbånd oppgis i megabit per sekund',
    },
  },
  byte: {
    what: {
      en: 'the byte is a group of eight bits, the unit in which computers address memory',
      es: 'el byte es un grupo de ocho bits, la unidad con la que los ordenadores direccionan la memoria',
      de: 'das Byte ist eine Gruppe von acht Bit, die Einheit, in der Computer Speicher adressieren',
      fr: 'l’octet est un groupe de huit bits, l’unité dans laquelle les ordinateurs adressent la mémoire',
      no: 'en byte er en gruppe på åtte biter, enheten datamaskiner adresserer minne i',
    },
    where: {
      en: 'file sizes, memory and storage capacities are all stated in bytes and their multiples',
      es: 'en bytes y sus múltiplos se expresan el tamaño de los archivos y la capacidad de memoria y almacenamiento',
      de: 'in Byte und seinen Vielfachen werden Dateigrößen, Arbeitsspeicher und Speicherkapazitäten angegeben',
      fr: 'l’octet et ses multiples expriment la taille des fichiers et la capacité des mémoires et des disques',
      no: 'filstørrelser, minne og lagringskapasitet oppgis i byte og multipler av byte',
    },
  },
  kb: {
    what: {
      en: 'the binary kilobyte (KB) of memory makers is {x 1 kb byte}, as much as a kibibyte',
      es: 'el kilobyte binario (KB) de los fabricantes de memoria equivale a {x 1 kb byte}, lo mismo que un kibibyte',
      de: 'das binäre Kilobyte (KB) der Speicherhersteller entspricht {x 1 kb byte}, so viel wie ein Kibibyte',
      fr: 'le kilooctet binaire (Ko) des fabricants de mémoire vaut {x 1 kb byte}, autant qu’un kibioctet',
      no: 'en binær kilobyte (KB) fra minneprodusentene er {x 1 kb byte}, like mye som en kibibyte',
    },
    where: {
      en: 'memory data sheets count kilobytes in binary, with a capital K to set KB apart from the decimal kB',
      es: 'las hojas de datos de memorias cuentan en kilobytes binarios, con una K mayúscula que separa el KB del kB decimal',
      de: 'in binären Kilobyte zählen Datenblätter von Speicherchips, mit großem K zur Abgrenzung vom dezimalen kB',
      fr: 'les fiches techniques de mémoires comptent en kilooctets binaires, le K majuscule distinguant Ko du ko décimal',
      no: 'datablad for minnebrikker regner i binære kilobyte, med stor K som skiller KB fra desimal kB',
    },
  },
  mb: {
    what: {
      en: 'the binary megabyte is {x 1 mb kb}, as much as a mebibyte',
      es: 'el megabyte binario equivale a {x 1 mb kb}, lo mismo que un mebibyte',
      de: 'das binäre Megabyte entspricht {x 1 mb kb}, so viel wie ein Mebibyte',
      fr: 'le mégaoctet binaire vaut {x 1 mb kb}, autant qu’un mébioctet',
      no: 'en binær megabyte er {x 1 mb kb}, like mye som en mebibyte',
    },
    where: {
      en: 'Windows and older Apple systems report file and memory sizes in binary megabytes',
      es: 'Windows y los sistemas antiguos de Apple muestran archivos y memoria en megabytes binarios',
      de: 'in binären Megabyte zeigen Windows und ältere Apple-Systeme Datei- und Speichergrößen an',
      fr: 'Windows et les anciens systèmes d’Apple affichent fichiers et mémoire en mégaoctets binaires',
      no: 'Windows og eldre Apple-systemer viser fil- og minnestørrelser i binære megabyte',
    },
  },
  gb: {
    what: {
      en: 'the binary gigabyte is {x 1 gb mb}, as much as a gibibyte',
      es: 'el gigabyte binario equivale a {x 1 gb mb}, lo mismo que un gibibyte',
      de: 'das binäre Gigabyte entspricht {x 1 gb mb}, so viel wie ein Gibibyte',
      fr: 'le gigaoctet binaire vaut {x 1 gb mb}, autant qu’un gibioctet',
      no: 'en binær gigabyte er {x 1 gb mb}, like mye som en gibibyte',
    },
    where: {
      en: 'Windows shows drive and file sizes in binary gigabytes, so a drive sold in decimal gigabytes looks smaller there',
      es: 'Windows muestra discos y archivos en gigabytes binarios, por lo que un disco vendido en gigabytes decimales parece menor',
      de: 'in binären Gigabyte zeigt Windows Laufwerke und Dateien an, daher wirkt ein in dezimalen Gigabyte verkauftes Laufwerk kleiner',
      fr: 'Windows affiche disques et fichiers en gigaoctets binaires, si bien qu’un disque vendu en gigaoctets décimaux y paraît plus petit',
      no: 'Windows viser disker og filer i binære gigabyte, så en disk solgt i desimale gigabyte ser mindre ut der',
    },
  },
  tb: {
    what: {
      en: 'the binary terabyte is {x 1 tb gb}, as much as a tebibyte',
      es: 'el terabyte binario equivale a {x 1 tb gb}, lo mismo que un tebibyte',
      de: 'das binäre Terabyte entspricht {x 1 tb gb}, so viel wie ein Tebibyte',
      fr: 'le téraoctet binaire vaut {x 1 tb gb}, autant qu’un tébioctet',
      no: 'en binær terabyte er {x 1 tb gb}, like mye som en tebibyte',
    },
    where: {
      en: 'operating systems that count in binary show large drives in binary terabytes',
      es: 'los sistemas operativos que cuentan en binario muestran los discos grandes en terabytes binarios',
      de: 'in binären Terabyte zeigen binär zählende Betriebssysteme große Laufwerke an',
      fr: 'les systèmes qui comptent en binaire affichent les gros disques en téraoctets binaires',
      no: 'operativsystemer som regner binært, viser store disker i binære terabyte',
    },
  },
  kb_si: {
    what: {
      en: 'the decimal kilobyte (kB) is {x 1 kb_si byte}, kilo meaning a thousand as everywhere in the SI',
      es: 'el kilobyte decimal (kB) equivale a {x 1 kb_si byte}, porque kilo significa mil, como en todo el SI',
      de: 'das dezimale Kilobyte (kB) entspricht {x 1 kb_si byte}, denn Kilo bedeutet wie überall im SI tausend',
      fr: 'le kilooctet décimal (ko) vaut {x 1 kb_si byte}, kilo signifiant mille comme partout dans le SI',
      no: 'en desimal kilobyte (kB) er {x 1 kb_si byte}, for kilo betyr tusen, som overalt i SI',
    },
    where: {
      en: 'storage makers and current macOS and iOS count in decimal kilobytes',
      es: 'los fabricantes de almacenamiento y las versiones actuales de macOS e iOS cuentan en kilobytes decimales',
      de: 'in dezimalen Kilobyte zählen Speicherhersteller sowie aktuelle Versionen von macOS und iOS',
      fr: 'les fabricants de stockage et les versions actuelles de macOS et d’iOS comptent en kilooctets décimaux',
      no: 'lagringsprodusenter og dagens macOS og iOS regner i desimale kilobyte',
    },
  },
  mb_si: {
    what: {
      en: 'the decimal megabyte (MB) is {x 1 mb_si kb_si}, a million bytes',
      es: 'el megabyte decimal (MB) equivale a {x 1 mb_si kb_si}, un millón de bytes',
      de: 'das dezimale Megabyte (MB) entspricht {x 1 mb_si kb_si}, einer Million Byte',
      fr: 'le mégaoctet décimal (Mo) vaut {x 1 mb_si kb_si}, soit un million d’octets',
      no: 'en desimal megabyte (MB) er {x 1 mb_si kb_si}, en million byte',
    },
    where: {
      en: 'storage makers and current macOS and iOS count in decimal megabytes',
      es: 'los fabricantes de almacenamiento y las versiones actuales de macOS e iOS cuentan en megabytes decimales',
      de: 'in dezimalen Megabyte zählen Speicherhersteller sowie aktuelle Versionen von macOS und iOS',
      fr: 'les fabricants de stockage et les versions actuelles de macOS et d’iOS comptent en mégaoctets décimaux',
      no: 'lagringsprodusenter og dagens macOS og iOS regner i desimale megabyte',
    },
  },
  gb_si: {
    what: {
      en: 'the decimal gigabyte (GB) is {x 1 gb_si mb_si}, a billion bytes',
      es: 'el gigabyte decimal (GB) equivale a {x 1 gb_si mb_si}, mil millones de bytes',
      de: 'das dezimale Gigabyte (GB) entspricht {x 1 gb_si mb_si}, einer Milliarde Byte',
      fr: 'le gigaoctet décimal (Go) vaut {x 1 gb_si mb_si}, soit un milliard d’octets',
      no: 'en desimal gigabyte (GB) er {x 1 gb_si mb_si}, en milliard byte',
    },
    where: {
      en: 'phones, memory cards and drives are sold in decimal gigabytes',
      es: 'los móviles, las tarjetas de memoria y los discos se venden en gigabytes decimales',
      de: 'in dezimalen Gigabyte werden Smartphones, Speicherkarten und Laufwerke verkauft',
      fr: 'téléphones, cartes mémoire et disques se vendent en gigaoctets décimaux',
      no: 'telefoner, minnekort og disker selges i desimale gigabyte',
    },
  },
  tb_si: {
    what: {
      en: 'the decimal terabyte (TB) is {x 1 tb_si gb_si}, a trillion bytes',
      es: 'el terabyte decimal (TB) equivale a {x 1 tb_si gb_si}, un billón de bytes',
      de: 'das dezimale Terabyte (TB) entspricht {x 1 tb_si gb_si}, einer Billion Byte',
      fr: 'le téraoctet décimal (To) vaut {x 1 tb_si gb_si}, soit mille milliards d’octets',
      no: 'en desimal terabyte (TB) er {x 1 tb_si gb_si}, en billion byte',
    },
    where: {
      en: 'hard drives and SSDs are sold in decimal terabytes',
      es: 'los discos duros y los SSD se venden en terabytes decimales',
      de: 'in dezimalen Terabyte werden Festplatten und SSDs verkauft',
      fr: 'les disques durs et les SSD se vendent en téraoctets décimaux',
      no: 'harddisker og SSD-er selges i desimale terabyte',
    },
  },
  nibble: {
    what: {
      en: 'the nibble is half a byte, four bits, exactly what one hexadecimal digit writes',
      es: 'el nibble es medio byte, cuatro bits, justo lo que escribe una cifra hexadecimal',
      de: 'das Nibble ist ein halbes Byte, vier Bit, genau so viel, wie eine Hexadezimalziffer darstellt',
      fr: 'le quartet est un demi-octet, quatre bits, exactement ce qu’écrit un chiffre hexadécimal',
      no: 'en nibble er en halv byte, fire biter, nøyaktig det ett heksadesimalt siffer uttrykker',
    },
    where: {
      en: 'nibbles matter in hexadecimal notation and in binary-coded decimal',
      es: 'el nibble importa en la notación hexadecimal y en el decimal codificado en binario',
      de: 'Nibbles spielen in der Hexadezimalschreibweise und im BCD-Code eine Rolle',
      fr: 'le quartet sert en notation hexadécimale et en décimal codé binaire',
      no: 'nibbler er viktige i heksadesimal notasjon og i binærkodet desimal',
    },
  },
  pb: {
    what: {
      en: 'the binary petabyte is {x 1 pb tb}, the amount the IEC names a pebibyte',
      es: 'el petabyte binario equivale a {x 1 pb tb}, la cantidad que la IEC llama pebibyte',
      de: 'das binäre Petabyte entspricht {x 1 pb tb}, der Menge, die die IEC Pebibyte nennt',
      fr: 'le pétaoctet binaire vaut {x 1 pb tb}, quantité que la CEI nomme pébioctet',
      no: 'en binær petabyte er {x 1 pb tb}, mengden IEC kaller en pebibyte',
    },
    where: {
      en: 'binary petabytes appear only where software counting in binary reports storage pools this large',
      es: 'los petabytes binarios solo aparecen cuando un programa que cuenta en binario muestra volúmenes así de grandes',
      de: 'binäre Petabyte tauchen nur auf, wo binär zählende Software so große Speicherpools anzeigt',
      fr: 'le pétaoctet binaire n’apparaît que là où un logiciel qui compte en binaire affiche des volumes de cette taille',
      no: 'binære petabyte dukker bare opp der programvare som regner binært, viser så store lagringsområder',
    },
  },
  pb_si: {
    what: {
      en: 'the decimal petabyte (PB) is {x 1 pb_si tb_si}, a quadrillion bytes',
      es: 'el petabyte decimal (PB) equivale a {x 1 pb_si tb_si}, mil billones de bytes',
      de: 'das dezimale Petabyte (PB) entspricht {x 1 pb_si tb_si}, einer Billiarde Byte',
      fr: 'le pétaoctet décimal (Po) vaut {x 1 pb_si tb_si}, soit un million de milliards d’octets',
      no: 'en desimal petabyte (PB) er {x 1 pb_si tb_si}, en billiard byte',
    },
    where: {
      en: 'the decimal petabyte is the next step after the terabyte, counted in powers of a thousand',
      es: 'el petabyte decimal es el siguiente escalón tras el terabyte, en potencias de mil',
      de: 'das dezimale Petabyte ist die nächste Stufe nach dem Terabyte, in Tausenderpotenzen gezählt',
      fr: 'le pétaoctet décimal est l’échelon qui suit le téraoctet, en puissances de mille',
      no: 'desimale petabyte er neste trinn etter terabyte, regnet i tusenpotenser',
    },
  },
  kbit: {
    what: {
      en: 'the kilobit (kbit) is {x 1 kbit bit}, with the decimal kilo, not the binary one',
      es: 'el kilobit (kbit) equivale a {x 1 kbit bit}, con el kilo decimal y no el binario',
      de: 'das Kilobit (kbit) entspricht {x 1 kbit bit}, mit dem dezimalen Kilo, nicht dem binären',
      fr: 'le kilobit (kbit) vaut {x 1 kbit bit}, avec le kilo décimal et non le binaire',
      no: 'en kilobit (kbit) er {x 1 kbit bit}, med den desimale kiloen, ikke den binære',
    },
    where: {
      en: 'digital telephony counts in kilobits, with {x 64 kbit kbit} every second on a standard voice channel',
      es: 'la telefonía digital cuenta en kilobits, con {x 64 kbit kbit} por segundo en un canal de voz estándar',
      de: 'in Kilobit rechnet die digitale Telefonie, deren Standard-Sprachkanal {x 64 kbit kbit} pro Sekunde überträgt',
      fr: 'la téléphonie numérique compte en kilobits, à {x 64 kbit kbit} par seconde pour une voie standard',
      no: 'digital telefoni regner i kilobit, med {x 64 kbit kbit} hvert sekund i en vanlig talekanal',
    },
  },
  mbit: {
    what: {
      en: 'the megabit (Mbit) is {x 1 mbit kbit}, a million bits',
      es: 'el megabit (Mbit) equivale a {x 1 mbit kbit}, un millón de bits',
      de: 'das Megabit (Mbit) entspricht {x 1 mbit kbit}, einer Million Bit',
      fr: 'le mégabit (Mbit) vaut {x 1 mbit kbit}, soit un million de bits',
      no: 'en megabit (Mbit) er {x 1 mbit kbit}, en million biter',
    },
    where: {
      en: 'broadband and mobile plans state their speeds in megabits per second',
      es: 'las tarifas de banda ancha y móviles indican su velocidad en megabits por segundo',
      de: 'in Megabit pro Sekunde geben Breitband- und Mobilfunktarife ihre Geschwindigkeit an',
      fr: 'les offres d’accès fixe et mobile annoncent leur débit en mégabits par seconde',
      no: 'bredbånds- og mobilabonnementer oppgir hastigheten i megabit per sekund',
    },
  },
  gbit: {
    what: {
      en: 'the gigabit (Gbit) is {x 1 gbit mbit}, a billion bits',
      es: 'el gigabit (Gbit) equivale a {x 1 gbit mbit}, mil millones de bits',
      de: 'das Gigabit (Gbit) entspricht {x 1 gbit mbit}, einer Milliarde Bit',
      fr: 'le gigabit (Gbit) vaut {x 1 gbit mbit}, soit un milliard de bits',
      no: 'en gigabit (Gbit) er {x 1 gbit mbit}, en milliard biter',
    },
    where: {
      en: 'network ports are rated in gigabits per second, as in Gigabit Ethernet',
      es: 'los puertos de red se clasifican en gigabits por segundo, como en Gigabit Ethernet',
      de: 'in Gigabit pro Sekunde werden Netzwerkanschlüsse angegeben, etwa bei Gigabit-Ethernet',
      fr: 'les ports réseau s’évaluent en gigabits par seconde, comme le Gigabit Ethernet',
      no: 'nettverksporter angis i gigabit per sekund, som i Gigabit Ethernet',
    },
  },
  kib: {
    what: {
      en: 'the kibibyte (KiB) is {x 1 kib byte}, named with the binary prefix kibi that the IEC created',
      es: 'el kibibyte (KiB) equivale a {x 1 kib byte} y lleva el prefijo binario kibi que creó la IEC',
      de: 'das Kibibyte (KiB) entspricht {x 1 kib byte} und trägt das binäre Präfix Kibi, das die IEC schuf',
      fr: 'le kibioctet (Kio) vaut {x 1 kib byte} et porte le préfixe binaire kibi créé par la CEI',
      no: 'en kibibyte (KiB) er {x 1 kib byte} og har det binære prefikset kibi, som IEC laget',
    },
    where: {
      en: 'kibibytes appear in standards and technical documents wherever a binary size must be unambiguous',
      es: 'normas y documentos técnicos usan el kibibyte cuando un tamaño binario no debe dar lugar a dudas',
      de: 'das Kibibyte steht in Normen und technischen Dokumenten, wo eine binäre Größe eindeutig sein muss',
      fr: 'normes et documents techniques emploient le kibioctet partout où une taille binaire doit être sans ambiguïté',
      no: 'standarder og tekniske dokumenter bruker kibibyte der en binær størrelse må være entydig',
    },
  },
  mib: {
    what: {
      en: 'the mebibyte (MiB) is {x 1 mib kib}, the binary counterpart of the megabyte',
      es: 'el mebibyte (MiB) tiene {x 1 mib kib} y es el equivalente binario del megabyte',
      de: 'das Mebibyte (MiB) hat {x 1 mib kib} und ist das binäre Gegenstück zum Megabyte',
      fr: 'le mébioctet (Mio) vaut {x 1 mib kib}, le pendant binaire du mégaoctet',
      no: 'en mebibyte (MiB) er {x 1 mib kib}, det binære motstykket til megabyten',
    },
    where: {
      en: 'technical documents give memory and file sizes in mebibytes where the binary meaning must be clear',
      es: 'los documentos técnicos indican memoria y archivos en mebibytes cuando el sentido binario debe quedar claro',
      de: 'in Mebibyte geben technische Dokumente Speicher- und Dateigrößen an, wo die binäre Bedeutung klar sein muss',
      fr: 'les documents techniques indiquent mémoire et fichiers en mébioctets quand le sens binaire doit être clair',
      no: 'tekniske dokumenter oppgir minne og filstørrelser i mebibyte der den binære betydningen må være klar',
    },
  },
  gib: {
    what: {
      en: 'the gibibyte (GiB) is {x 1 gib mib}, the binary counterpart of the gigabyte',
      es: 'el gibibyte (GiB) tiene {x 1 gib mib} y es el equivalente binario del gigabyte',
      de: 'das Gibibyte (GiB) hat {x 1 gib mib} und ist das binäre Gegenstück zum Gigabyte',
      fr: 'le gibioctet (Gio) vaut {x 1 gib mib}, le pendant binaire du gigaoctet',
      no: 'en gibibyte (GiB) er {x 1 gib mib}, det binære motstykket til gigabyten',
    },
    where: {
      en: 'memory modules hold whole gibibytes, since memory chips are built in powers of two',
      es: 'los módulos de memoria contienen gibibytes enteros, porque los chips se fabrican en potencias de dos',
      de: 'Speichermodule fassen ganze Gibibyte, weil Speicherchips in Zweierpotenzen gebaut werden',
      fr: 'les barrettes de mémoire contiennent des gibioctets entiers, les puces étant construites en puissances de deux',
      no: 'minnemoduler rommer hele gibibyte, fordi minnebrikker bygges i toerpotenser',
    },
  },
  tib: {
    what: {
      en: 'the tebibyte (TiB) is {x 1 tib gib}, the binary counterpart of the terabyte',
      es: 'el tebibyte (TiB) tiene {x 1 tib gib} y es el equivalente binario del terabyte',
      de: 'das Tebibyte (TiB) hat {x 1 tib gib} und ist das binäre Gegenstück zum Terabyte',
      fr: 'le tébioctet (Tio) vaut {x 1 tib gib}, le pendant binaire du téraoctet',
      no: 'en tebibyte (TiB) er {x 1 tib gib}, det binære motstykket til terabyten',
    },
    where: {
      en: 'tebibytes appear in storage systems and technical documents where a binary capacity must be unambiguous',
      es: 'sistemas de almacenamiento y documentos técnicos usan tebibytes cuando una capacidad binaria no debe dar lugar a dudas',
      de: 'in Tebibyte rechnen Speichersysteme und technische Dokumente, wo eine binäre Kapazität eindeutig sein muss',
      fr: 'systèmes de stockage et documents techniques emploient le tébioctet là où une capacité binaire doit être sans ambiguïté',
      no: 'lagringssystemer og tekniske dokumenter bruker tebibyte der en binær kapasitet må være entydig',
    },
  },
  pib: {
    what: {
      en: 'the pebibyte (PiB) is {x 1 pib tib}, the binary counterpart of the petabyte',
      es: 'el pebibyte (PiB) tiene {x 1 pib tib} y es el equivalente binario del petabyte',
      de: 'das Pebibyte (PiB) hat {x 1 pib tib} und ist das binäre Gegenstück zum Petabyte',
      fr: 'le pébioctet (Pio) vaut {x 1 pib tib}, le pendant binaire du pétaoctet',
      no: 'en pebibyte (PiB) er {x 1 pib tib}, det binære motstykket til petabyten',
    },
    where: {
      en: 'pebibytes appear where large storage pools are reported in binary units under their unambiguous names',
      es: 'los pebibytes aparecen cuando grandes volúmenes de almacenamiento se indican en unidades binarias de nombre inequívoco',
      de: 'Pebibyte erscheinen, wo große Speicherpools in binären Einheiten mit eindeutigem Namen angegeben werden',
      fr: 'le pébioctet apparaît quand de grands volumes de stockage sont indiqués en unités binaires sous leur nom sans ambiguïté',
      no: 'pebibyte dukker opp der store lagringsområder oppgis i binære enheter med entydige navn',
    },
  },
} as const satisfies CategoryPhrases;
