import type { CategoryPhrases } from './types';

/** Data-rate units side by side: each clause restates lib/content/facts/data-rate.ts and carries its sources. */
export const dataRatePhrases = {
  bps: {
    what: {
      en: 'the bit per second is the unit of data rate, one bit carried each second',
      es: 'el bit por segundo es la unidad de velocidad de transmisión, un bit transmitido cada segundo',
      de: 'das Bit pro Sekunde ist die Einheit der Datenrate, ein Bit, das in jeder Sekunde übertragen wird',
      fr: 'le bit par seconde est l’unité de débit, un bit transmis chaque seconde',
      no: 'bit per sekund er enheten for overføringshastighet, én bit overført hvert sekund',
    },
    where: {
      en: 'network links, from Ethernet ports to broadband lines, are rated in bits per second with metric prefixes',
      es: 'los enlaces de red, de los puertos Ethernet a las líneas de banda ancha, se miden en bits por segundo con prefijos métricos',
      de: 'in Bit pro Sekunde mit dezimalen Präfixen werden Netzverbindungen angegeben, vom Ethernet- bis zum Breitbandanschluss',
      fr: 'les liaisons réseau, du port Ethernet à la ligne d’accès, s’évaluent en bits par seconde avec des préfixes décimaux',
      no: 'nettverksforbindelser, fra Ethernet-porter til bredbåndslinjer, angis i bit per sekund med desimale prefikser',
    },
  },
  kbps: {
    what: {
      en: 'the kilobit per second (kbit/s) is {x 1 kbps bps}',
      es: 'el kilobit por segundo (kbit/s) equivale a {x 1 kbps bps}',
      de: 'das Kilobit pro Sekunde (kbit/s) entspricht {x 1 kbps bps}',
      fr: 'le kilobit par seconde (kbit/s) vaut {x 1 kbps bps}',
      no: 'kilobit per sekund (kbit/s) er {x 1 kbps bps}',
    },
    where: {
      en: 'audio and voice streams are rated in kilobits per second, with {x 64 kbps kbps} for a standard digital phone channel',
      es: 'los flujos de audio y voz se miden en kilobits por segundo, con {x 64 kbps kbps} en un canal telefónico digital estándar',
      de: 'in Kilobit pro Sekunde werden Audio- und Sprachströme angegeben, etwa {x 64 kbps kbps} für einen digitalen Telefonkanal',
      fr: 'les flux audio et vocaux se mesurent en kilobits par seconde, {x 64 kbps kbps} pour une voie téléphonique numérique standard',
      no: 'lyd- og talestrømmer angis i kilobit per sekund, som {x 64 kbps kbps} for en vanlig digital telefonkanal',
    },
  },
  mbps: {
    what: {
      en: 'the megabit per second (Mbit/s) is {x 1 mbps kbps}, a million bits each second',
      es: 'el megabit por segundo (Mbit/s) equivale a {x 1 mbps kbps}, un millón de bits cada segundo',
      de: 'das Megabit pro Sekunde (Mbit/s) entspricht {x 1 mbps kbps}, einer Million Bit in jeder Sekunde',
      fr: 'le mégabit par seconde (Mbit/s) vaut {x 1 mbps kbps}, soit un million de bits chaque seconde',
      no: 'megabit per sekund (Mbit/s) er {x 1 mbps kbps}, en million biter hvert sekund',
    },
    where: {
      en: 'broadband providers state download and upload speeds in megabits per second',
      es: 'los proveedores de banda ancha indican las velocidades de bajada y subida en megabits por segundo',
      de: 'in Megabit pro Sekunde geben Internetanbieter Download- und Upload-Geschwindigkeiten an',
      fr: 'les fournisseurs d’accès annoncent les débits descendant et montant en mégabits par seconde',
      no: 'bredbåndsleverandører oppgir nedlastings- og opplastingshastighet i megabit per sekund',
    },
  },
  gbps: {
    what: {
      en: 'the gigabit per second (Gbit/s) is {x 1 gbps mbps}',
      es: 'el gigabit por segundo (Gbit/s) equivale a {x 1 gbps mbps}',
      de: 'das Gigabit pro Sekunde (Gbit/s) entspricht {x 1 gbps mbps}',
      fr: 'le gigabit par seconde (Gbit/s) vaut {x 1 gbps mbps}',
      no: 'gigabit per sekund (Gbit/s) er {x 1 gbps mbps}',
    },
    where: {
      en: 'Gigabit Ethernet ports and fiber connections run at gigabits per second',
      es: 'los puertos Gigabit Ethernet y las conexiones de fibra funcionan a gigabits por segundo',
      de: 'mit Gigabit pro Sekunde arbeiten Gigabit-Ethernet-Anschlüsse und Glasfaserverbindungen',
      fr: 'les ports Gigabit Ethernet et les accès en fibre fonctionnent à des gigabits par seconde',
      no: 'Gigabit Ethernet-porter og fiberforbindelser går med gigabit per sekund',
    },
  },
  tbps: {
    what: {
      en: 'the terabit per second (Tbit/s) is {x 1 tbps gbps}',
      es: 'el terabit por segundo (Tbit/s) equivale a {x 1 tbps gbps}',
      de: 'das Terabit pro Sekunde (Tbit/s) entspricht {x 1 tbps gbps}',
      fr: 'le térabit par seconde (Tbit/s) vaut {x 1 tbps gbps}',
      no: 'terabit per sekund (Tbit/s) er {x 1 tbps gbps}',
    },
    where: {
      en: 'data-center and backbone links approach terabits per second, with single Ethernet links of {x 400 gbps gbps}',
      es: 'los enlaces de centros de datos y troncales se acercan a los terabits por segundo, con enlaces Ethernet de {x 400 gbps gbps}',
      de: 'Rechenzentrums- und Backbone-Verbindungen erreichen fast Terabit pro Sekunde, einzelne Ethernet-Verbindungen schon {x 400 gbps gbps}',
      fr: 'les liaisons de centres de données et de cœur de réseau approchent le térabit par seconde, avec des liens Ethernet de {x 400 gbps gbps}',
      no: 'forbindelser i datasentre og stamnett nærmer seg terabit per sekund, med Ethernet-forbindelser på {x 400 gbps gbps}',
    },
  },
  byte_s: {
    what: {
      en: 'the byte per second (B/s) is {x 1 byte_s bps}, one byte of data moved each second',
      es: 'el byte por segundo (B/s) equivale a {x 1 byte_s bps}, un byte de datos transferido cada segundo',
      de: 'das Byte pro Sekunde (B/s) entspricht {x 1 byte_s bps}, einem Byte Daten in jeder Sekunde',
      fr: 'l’octet par seconde (o/s) vaut {x 1 byte_s bps}, un octet de données transféré chaque seconde',
      no: 'byte per sekund (B/s) er {x 1 byte_s bps}, én byte data overført hvert sekund',
    },
    where: {
      en: 'programs that copy or download files show their progress in bytes per second',
      es: 'los programas que copian o descargan archivos muestran el progreso en bytes por segundo',
      de: 'in Byte pro Sekunde zeigen Programme den Fortschritt beim Kopieren oder Herunterladen von Dateien an',
      fr: 'les logiciels de copie ou de téléchargement affichent leur progression en octets par seconde',
      no: 'programmer som kopierer eller laster ned filer, viser fremdriften i byte per sekund',
    },
  },
  kbyte_s: {
    what: {
      en: 'the kilobyte per second (kB/s) is {x 1 kbyte_s byte_s}, or {x 1 kbyte_s kbps}',
      es: 'el kilobyte por segundo (kB/s) equivale a {x 1 kbyte_s byte_s}, es decir, {x 1 kbyte_s kbps}',
      de: 'das Kilobyte pro Sekunde (kB/s) entspricht {x 1 kbyte_s byte_s} oder {x 1 kbyte_s kbps}',
      fr: 'le kilooctet par seconde (ko/s) vaut {x 1 kbyte_s byte_s}, soit {x 1 kbyte_s kbps}',
      no: 'kilobyte per sekund (kB/s) er {x 1 kbyte_s byte_s}, altså {x 1 kbyte_s kbps}',
    },
    where: {
      en: 'slow downloads and small data streams are shown in kilobytes per second',
      es: 'las descargas lentas y los flujos pequeños de datos se muestran en kilobytes por segundo',
      de: 'in Kilobyte pro Sekunde werden langsame Downloads und kleine Datenströme angezeigt',
      fr: 'les téléchargements lents et les petits flux de données s’affichent en kilooctets par seconde',
      no: 'trege nedlastinger og små datastrømmer vises i kilobyte per sekund',
    },
  },
  mbyte_s: {
    what: {
      en: 'the megabyte per second (MB/s) is {x 1 mbyte_s kbyte_s}, or {x 1 mbyte_s mbps}',
      es: 'el megabyte por segundo (MB/s) equivale a {x 1 mbyte_s kbyte_s}, es decir, {x 1 mbyte_s mbps}',
      de: 'das Megabyte pro Sekunde (MB/s) entspricht {x 1 mbyte_s kbyte_s} oder {x 1 mbyte_s mbps}',
      fr: 'le mégaoctet par seconde (Mo/s) vaut {x 1 mbyte_s kbyte_s}, soit {x 1 mbyte_s mbps}',
      no: 'megabyte per sekund (MB/s) er {x 1 mbyte_s kbyte_s}, altså {x 1 mbyte_s mbps}',
    },
    where: {
      en: 'drive and memory card speeds and download progress are usually shown in megabytes per second',
      es: 'la velocidad de discos y tarjetas de memoria y el progreso de las descargas suelen mostrarse en megabytes por segundo',
      de: 'in Megabyte pro Sekunde zeigen Laufwerke, Speicherkarten und Downloads meist ihre Geschwindigkeit an',
      fr: 'la vitesse des disques et des cartes mémoire s’affiche d’ordinaire en mégaoctets par seconde, comme la progression des téléchargements',
      no: 'hastigheten til disker og minnekort og fremdriften i nedlastinger vises som regel i megabyte per sekund',
    },
  },
  gbyte_s: {
    what: {
      en: 'the gigabyte per second (GB/s) is {x 1 gbyte_s mbyte_s}, or {x 1 gbyte_s gbps}',
      es: 'el gigabyte por segundo (GB/s) equivale a {x 1 gbyte_s mbyte_s}, es decir, {x 1 gbyte_s gbps}',
      de: 'das Gigabyte pro Sekunde (GB/s) entspricht {x 1 gbyte_s mbyte_s} oder {x 1 gbyte_s gbps}',
      fr: 'le gigaoctet par seconde (Go/s) vaut {x 1 gbyte_s mbyte_s}, soit {x 1 gbyte_s gbps}',
      no: 'gigabyte per sekund (GB/s) er {x 1 gbyte_s mbyte_s}, altså {x 1 gbyte_s gbps}',
    },
    where: {
      en: 'fast SSDs, memory buses and internal interfaces are rated in gigabytes per second',
      es: 'los SSD rápidos, los buses de memoria y las interfaces internas se miden en gigabytes por segundo',
      de: 'in Gigabyte pro Sekunde werden schnelle SSDs, Speicherbusse und interne Schnittstellen angegeben',
      fr: 'les SSD rapides, les bus mémoire et les interfaces internes s’évaluent en gigaoctets par seconde',
      no: 'raske SSD-er, minnebusser og interne grensesnitt angis i gigabyte per sekund',
    },
  },
  kibps: {
    what: {
      en: 'the kibibit per second (Kibit/s) is {x 1 kibps bps}, the binary counterpart of the kilobit per second',
      es: 'el kibibit por segundo (Kibit/s) vale {x 1 kibps bps} y es el equivalente binario del kilobit por segundo',
      de: 'das Kibibit pro Sekunde (Kibit/s) entspricht {x 1 kibps bps} und ist das binäre Gegenstück zum Kilobit pro Sekunde',
      fr: 'le kibibit par seconde (Kibit/s) vaut {x 1 kibps bps}, le pendant binaire du kilobit par seconde',
      no: 'kibibit per sekund (Kibit/s) er {x 1 kibps bps}, det binære motstykket til kilobit per sekund',
    },
    where: {
      en: 'kibibits per second are rare, used only to tell a binary rate apart from the decimal kilobit per second',
      es: 'el kibibit por segundo es poco frecuente y solo sirve para distinguir una velocidad binaria del kilobit por segundo decimal',
      de: 'das Kibibit pro Sekunde ist selten und dient nur dazu, eine binäre Rate vom dezimalen Kilobit pro Sekunde zu unterscheiden',
      fr: 'le kibibit par seconde est rare et ne sert qu’à distinguer un débit binaire du kilobit par seconde décimal',
      no: 'kibibit per sekund forekommer sjelden, bare der en binær hastighet må skilles fra desimal kilobit per sekund',
    },
  },
  mibps: {
    what: {
      en: 'the mebibit per second (Mibit/s) is {x 1 mibps kibps}, the binary counterpart of the megabit per second',
      es: 'el mebibit por segundo (Mibit/s) vale {x 1 mibps kibps} y es el equivalente binario del megabit por segundo',
      de: 'das Mebibit pro Sekunde (Mibit/s) entspricht {x 1 mibps kibps} und ist das binäre Gegenstück zum Megabit pro Sekunde',
      fr: 'le mébibit par seconde (Mibit/s) vaut {x 1 mibps kibps}, le pendant binaire du mégabit par seconde',
      no: 'mebibit per sekund (Mibit/s) er {x 1 mibps kibps}, det binære motstykket til megabit per sekund',
    },
    where: {
      en: 'mebibits per second are rare, used only to tell a binary rate apart from the decimal megabit per second',
      es: 'el mebibit por segundo es poco frecuente y solo sirve para distinguir una velocidad binaria del megabit por segundo decimal',
      de: 'das Mebibit pro Sekunde ist selten und dient nur dazu, eine binäre Rate vom dezimalen Megabit pro Sekunde zu unterscheiden',
      fr: 'le mébibit par seconde est rare et ne sert qu’à distinguer un débit binaire du mégabit par seconde décimal',
      no: 'mebibit per sekund forekommer sjelden, bare der en binær hastighet må skilles fra desimal megabit per sekund',
    },
  },
  kib_s: {
    what: {
      en: 'the kibibyte per second (KiB/s) is {x 1 kib_s byte_s}, or {x 1 kib_s kibps}',
      es: 'el kibibyte por segundo (KiB/s) equivale a {x 1 kib_s byte_s}, es decir, {x 1 kib_s kibps}',
      de: 'das Kibibyte pro Sekunde (KiB/s) entspricht {x 1 kib_s byte_s} oder {x 1 kib_s kibps}',
      fr: 'le kibioctet par seconde (Kio/s) vaut {x 1 kib_s byte_s}, soit {x 1 kib_s kibps}',
      no: 'kibibyte per sekund (KiB/s) er {x 1 kib_s byte_s}, altså {x 1 kib_s kibps}',
    },
    where: {
      en: 'download tools and file managers that count in binary show kibibytes per second, often labeled KB/s',
      es: 'los gestores de descargas y de archivos que cuentan en binario muestran kibibytes por segundo, a menudo rotulados KB/s',
      de: 'in Kibibyte pro Sekunde zeigen binär zählende Download-Programme und Dateimanager Raten an, oft als KB/s beschriftet',
      fr: 'les logiciels de téléchargement et gestionnaires de fichiers qui comptent en binaire affichent des kibioctets par seconde, souvent notés Ko/s',
      no: 'nedlastingsprogrammer og filbehandlere som regner binært, viser kibibyte per sekund, ofte merket KB/s',
    },
  },
  mib_s: {
    what: {
      en: 'the mebibyte per second (MiB/s) is {x 1 mib_s kib_s}, the binary counterpart of the megabyte per second',
      es: 'el mebibyte por segundo (MiB/s) vale {x 1 mib_s kib_s} y es el equivalente binario del megabyte por segundo',
      de: 'das Mebibyte pro Sekunde (MiB/s) entspricht {x 1 mib_s kib_s} und ist das binäre Gegenstück zum Megabyte pro Sekunde',
      fr: 'le mébioctet par seconde (Mio/s) vaut {x 1 mib_s kib_s}, le pendant binaire du mégaoctet par seconde',
      no: 'mebibyte per sekund (MiB/s) er {x 1 mib_s kib_s}, det binære motstykket til megabyte per sekund',
    },
    where: {
      en: 'copy dialogs and download tools that count in binary show transfer rates in mebibytes per second',
      es: 'los diálogos de copia y los gestores de descargas que cuentan en binario muestran la velocidad en mebibytes por segundo',
      de: 'in Mebibyte pro Sekunde zeigen binär zählende Kopierdialoge und Download-Programme Übertragungsraten an',
      fr: 'les fenêtres de copie et logiciels de téléchargement qui comptent en binaire affichent des mébioctets par seconde',
      no: 'kopieringsdialoger og nedlastingsprogrammer som regner binært, viser overføringshastigheten i mebibyte per sekund',
    },
  },
  gib_s: {
    what: {
      en: 'the gibibyte per second (GiB/s) is {x 1 gib_s mib_s}, the binary counterpart of the gigabyte per second',
      es: 'el gibibyte por segundo (GiB/s) vale {x 1 gib_s mib_s} y es el equivalente binario del gigabyte por segundo',
      de: 'das Gibibyte pro Sekunde (GiB/s) entspricht {x 1 gib_s mib_s} und ist das binäre Gegenstück zum Gigabyte pro Sekunde',
      fr: 'le gibioctet par seconde (Gio/s) vaut {x 1 gib_s mib_s}, le pendant binaire du gigaoctet par seconde',
      no: 'gibibyte per sekund (GiB/s) er {x 1 gib_s mib_s}, det binære motstykket til gigabyte per sekund',
    },
    where: {
      en: 'benchmarks and system tools that count in binary report memory and disk throughput in gibibytes per second',
      es: 'las pruebas de rendimiento que cuentan en binario indican el caudal de memoria y discos en gibibytes por segundo',
      de: 'in Gibibyte pro Sekunde geben binär zählende Benchmarks und Systemwerkzeuge den Durchsatz von Speicher und Laufwerken an',
      fr: 'les bancs d’essai et outils système qui comptent en binaire donnent le débit des mémoires et disques en gibioctets par seconde',
      no: 'ytelsestester og systemverktøy som regner binært, oppgir gjennomstrømning for minne og disk i gibibyte per sekund',
    },
  },
} as const satisfies CategoryPhrases;
