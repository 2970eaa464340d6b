import type { CategoryPhrases } from './types';

/** Time units side by side: each clause restates lib/content/facts/time.ts and carries its sources. */
export const timePhrases = {
  ns: {
    what: {
      en: 'the nanosecond is one billionth of a second',
      es: 'el nanosegundo es la milmillonésima parte de un segundo',
      de: 'die Nanosekunde ist der milliardste Teil einer Sekunde',
      fr: 'la nanoseconde est la milliardième partie d’une seconde',
      no: 'et nanosekund er en milliarddel av et sekund',
    },
    where: {
      en: 'memory chip standards give access times and other timing parameters in nanoseconds',
      es: 'las normas de chips de memoria dan en nanosegundos los tiempos de acceso y demás parámetros de temporización',
      de: 'in Nanosekunden geben Normen für Speicherchips Zugriffszeiten und andere Timing-Parameter an',
      fr: 'les normes des puces mémoire expriment en nanosecondes les temps d’accès et autres paramètres de temporisation',
      no: 'standarder for minnebrikker oppgir tilgangstider og andre tidsparametre i nanosekunder',
    },
  },
  ms: {
    what: {
      en: 'the millisecond is one thousandth of a second',
      es: 'el milisegundo es la milésima parte de un segundo',
      de: 'die Millisekunde ist der tausendste Teil einer Sekunde',
      fr: 'la milliseconde est la millième partie d’une seconde',
      no: 'et millisekund er en tusendel av et sekund',
    },
    where: {
      en: 'milliseconds measure network and telephone delays, which ITU-T advises keeping under {x 0.15 s ms} one way for calls',
      es: 'en milisegundos se miden los retardos de red y telefonía, que el UIT-T aconseja mantener por debajo de {x 0.15 s ms} en un sentido',
      de: 'in Millisekunden misst man Verzögerungen in Netzen und Telefonie, die laut ITU-T bei Gesprächen in einer Richtung unter {x 0.15 s ms} bleiben sollen',
      fr: 'les délais des réseaux et du téléphone se mesurent en millisecondes, l’UIT-T recommandant moins de {x 0.15 s ms} pour les appels',
      no: 'forsinkelser i nett og telefoni måles i millisekunder, der ITU-T for samtaler anbefaler under {x 0.15 s ms} i én retning',
    },
  },
  s: {
    what: {
      en: 'the second is the SI base unit of time, defined by a transition in the caesium-133 atom',
      es: 'el segundo es la unidad básica de tiempo del SI, definida por una transición del átomo de cesio 133',
      de: 'die Sekunde ist die SI-Basiseinheit der Zeit, definiert über einen Übergang im Caesium-133-Atom',
      fr: 'la seconde est l’unité de base de temps du SI, définie par une transition de l’atome de césium 133',
      no: 'sekundet er SI-grunnenheten for tid, definert ut fra en overgang i cesium-133-atomet',
    },
    where: {
      en: 'the second underlies all timekeeping, with UTC counting SI seconds kept by atomic clocks',
      es: 'toda la medida del tiempo descansa en el segundo, pues el UTC cuenta segundos del SI de relojes atómicos',
      de: 'auf der Sekunde beruht alle Zeitmessung, denn UTC zählt SI-Sekunden aus Atomuhren',
      fr: 'toute la mesure du temps repose sur la seconde, l’UTC comptant des secondes SI tenues par des horloges atomiques',
      no: 'all tidsmåling bygger på sekundet, for UTC teller SI-sekunder fra atomur',
    },
    literals: ['133'],
  },
  min: {
    what: {
      en: 'the minute is exactly {x 1 min s}, a unit accepted for use with the SI',
      es: 'el minuto equivale exactamente a {x 1 min s} y es una unidad aceptada para su uso con el SI',
      de: 'die Minute hat genau {x 1 min s} und ist zur Verwendung mit dem SI zugelassen',
      fr: 'la minute vaut exactement {x 1 min s}, unité admise pour l’usage avec le SI',
      no: 'et minutt er nøyaktig {x 1 min s}, en enhet som er godkjent for bruk sammen med SI',
    },
    where: {
      en: 'clocks and timetables give the time of day in hours, minutes and seconds, as ISO 8601 writes it',
      es: 'relojes y horarios dan la hora en horas, minutos y segundos, como la escribe la ISO 8601',
      de: 'in Stunden, Minuten und Sekunden schreibt ISO 8601 die Uhrzeit, so wie Uhren und Fahrpläne',
      fr: 'horloges et horaires donnent l’heure en heures, minutes et secondes, comme l’écrit la norme ISO 8601',
      no: 'klokker og rutetabeller oppgir klokkeslett i timer, minutter og sekunder, slik ISO 8601 skriver det',
    },
    literals: ['8601'],
  },
  hr: {
    what: {
      en: 'the hour is exactly {x 1 hr min}, or {x 1 hr s}',
      es: 'la hora equivale exactamente a {x 1 hr min}, es decir, {x 1 hr s}',
      de: 'die Stunde hat genau {x 1 hr min}, also {x 1 hr s}',
      fr: 'l’heure vaut exactement {x 1 hr min}, soit {x 1 hr s}',
      no: 'en time er nøyaktig {x 1 hr min}, altså {x 1 hr s}',
    },
    where: {
      en: 'the hour forms everyday units such as kilometers per hour, miles per hour and kilowatt-hours',
      es: 'la hora forma unidades cotidianas como los kilómetros por hora, las millas por hora y los kilovatios hora',
      de: 'mit der Stunde entstehen Alltagseinheiten wie Kilometer pro Stunde, Meilen pro Stunde und Kilowattstunden',
      fr: 'l’heure forme des unités courantes comme les kilomètres par heure, les miles par heure et les kilowattheures',
      no: 'timen inngår i hverdagsenheter som kilometer i timen, engelske mil i timen og kilowattimer',
    },
  },
  day: {
    what: {
      en: 'the day is exactly {x 1 day hr}, or {x 1 day s}',
      es: 'el día equivale exactamente a {x 1 day hr}, es decir, {x 1 day s}',
      de: 'der Tag hat genau {x 1 day hr}, also {x 1 day s}',
      fr: 'le jour vaut exactement {x 1 day hr}, soit {x 1 day s}',
      no: 'et døgn er nøyaktig {x 1 day hr}, altså {x 1 day s}',
    },
    where: {
      en: 'calendars count in days, which ISO 8601 numbers within the year and within the week',
      es: 'los calendarios cuentan días, que la ISO 8601 numera dentro del año y de la semana',
      de: 'Kalender zählen in Tagen, die ISO 8601 im Jahr und in der Woche nummeriert',
      fr: 'les calendriers comptent en jours, que l’ISO 8601 numérote dans l’année et dans la semaine',
      no: 'kalendere teller i dager, som ISO 8601 nummererer i året og i uken',
    },
    literals: ['8601'],
  },
  week: {
    what: {
      en: 'the week is seven days, exactly {x 1 week hr}',
      es: 'la semana tiene siete días, exactamente {x 1 week hr}',
      de: 'die Woche hat sieben Tage, genau {x 1 week hr}',
      fr: 'la semaine compte sept jours, soit exactement {x 1 week hr}',
      no: 'en uke er sju dager, nøyaktig {x 1 week hr}',
    },
    where: {
      en: 'schedules and many statistics run by the week, with every week of the year numbered in ISO 8601',
      es: 'horarios y muchas estadísticas van por semanas, cada una numerada dentro del año por la ISO 8601',
      de: 'Dienstpläne und viele Statistiken laufen wochenweise, wobei ISO 8601 jede Woche des Jahres nummeriert',
      fr: 'plannings et statistiques s’établissent souvent par semaine, l’ISO 8601 numérotant chaque semaine de l’année',
      no: 'vaktlister og mye statistikk går per uke, der ISO 8601 gir hver uke i året et nummer',
    },
    literals: ['8601'],
  },
  month: {
    what: {
      en: 'this converter’s month is the average Gregorian month, a twelfth of a year or exactly {x 1 month day}',
      es: 'el mes de este conversor es el mes gregoriano medio, la duodécima parte del año, exactamente {x 1 month day}',
      de: 'der Monat dieses Umrechners ist der mittlere gregorianische Monat, ein Zwölftel des Jahres, genau {x 1 month day}',
      fr: 'le mois de ce convertisseur est le mois grégorien moyen, un douzième d’année, soit exactement {x 1 month day}',
      no: 'måneden i denne omregneren er den gjennomsnittlige gregorianske måneden, nøyaktig {x 1 month day}',
    },
    where: {
      en: 'months stand between year and day in ISO 8601 dates, numbered from one to twelve',
      es: 'en las fechas ISO 8601 el mes va entre el año y el día, numerado del uno al doce',
      de: 'in Datumsangaben nach ISO 8601 steht der Monat zwischen Jahr und Tag, von eins bis zwölf nummeriert',
      fr: 'dans les dates ISO 8601, le mois se place entre l’année et le jour, numéroté de un à douze',
      no: 'i datoer etter ISO 8601 står måneden mellom år og dag, nummerert fra én til tolv',
    },
    literals: ['8601'],
  },
  year: {
    what: {
      en: 'the Gregorian year averages exactly {x 1 year day} over the calendar’s 400-year cycle',
      es: 'el año gregoriano dura en promedio exactamente {x 1 year day} en el ciclo de 400 años del calendario',
      de: 'das gregorianische Jahr hat über den 400-jährigen Zyklus im Mittel genau {x 1 year day}',
      fr: 'l’année grégorienne dure en moyenne exactement {x 1 year day} sur le cycle de 400 ans du calendrier',
      no: 'et gregoriansk år er i snitt nøyaktig {x 1 year day} over kalenderens syklus på 400 år',
    },
    where: {
      en: 'ages, contracts and interest rates all run by the Gregorian year that ISO 8601 dates rest on',
      es: 'edades, contratos y tipos de interés se cuentan por años del calendario gregoriano, base de las fechas ISO 8601',
      de: 'Alter, Verträge und Zinssätze rechnen in Jahren des gregorianischen Kalenders, auf dem ISO 8601 beruht',
      fr: 'âges, contrats et taux d’intérêt se comptent en années du calendrier grégorien, base des dates ISO 8601',
      no: 'alder, kontrakter og renter regnes i år etter den gregorianske kalenderen, som ISO 8601 bygger på',
    },
    literals: ['400', '8601'],
  },
  ps: {
    what: {
      en: 'the picosecond is one trillionth of a second',
      es: 'el picosegundo es la billonésima parte de un segundo',
      de: 'die Pikosekunde ist der billionste Teil einer Sekunde',
      fr: 'la picoseconde est un millionième de millionième de seconde',
      no: 'et pikosekund er en billiondel av et sekund',
    },
    where: {
      en: 'memory standards specify clock jitter, the tiny wobble in a clock’s timing, in picoseconds',
      es: 'las normas de memoria especifican en picosegundos el jitter del reloj, la mínima fluctuación de su periodo',
      de: 'in Pikosekunden geben Speicherstandards den Taktjitter an, das winzige Schwanken des Takts',
      fr: 'les normes de mémoire spécifient en picosecondes la gigue d’horloge, ces infimes variations de sa période',
      no: 'minnestandarder angir klokkejitter, de bittesmå variasjonene i takten, i pikosekunder',
    },
  },
  us: {
    what: {
      en: 'the microsecond is one millionth of a second',
      es: 'el microsegundo es la millonésima parte de un segundo',
      de: 'die Mikrosekunde ist der millionste Teil einer Sekunde',
      fr: 'la microseconde est la millionième partie d’une seconde',
      no: 'et mikrosekund er en milliondel av et sekund',
    },
    where: {
      en: 'DRAM memory standards set the average interval between refresh commands in microseconds',
      es: 'las normas de memoria DRAM fijan en microsegundos el intervalo medio entre órdenes de refresco',
      de: 'in Mikrosekunden legen DRAM-Standards das mittlere Intervall zwischen Refresh-Befehlen fest',
      fr: 'les normes de mémoire DRAM fixent en microsecondes l’intervalle moyen entre deux commandes de rafraîchissement',
      no: 'DRAM-standarder fastsetter det gjennomsnittlige intervallet mellom oppfriskingskommandoer i mikrosekunder',
    },
  },
  fortnight: {
    what: {
      en: 'the fortnight is two weeks, exactly {x 1 fortnight day}',
      es: 'el fortnight, palabra inglesa para «dos semanas», dura exactamente {x 1 fortnight day}',
      de: 'die Doppelwoche, englisch Fortnight, umfasst zwei Wochen, genau {x 1 fortnight day}',
      fr: 'le fortnight anglais désigne deux semaines, soit exactement {x 1 fortnight day}',
      no: 'en fortnight er engelsk for to uker, nøyaktig {x 1 fortnight day}',
    },
    where: {
      en: 'the word fortnight is everyday British English, while American English usually says “two weeks”',
      es: 'el fortnight es palabra corriente en el inglés británico, mientras que en el estadounidense se dice «two weeks»',
      de: 'das Wort Fortnight ist im britischen Englisch alltäglich, während man im amerikanischen meist „two weeks“ sagt',
      fr: 'le mot fortnight est courant en anglais britannique, l’anglais américain disant plutôt «\u00a0two weeks\u00a0»',
      no: 'ordet fortnight er vanlig i britisk engelsk, mens amerikansk engelsk heller sier «two weeks»',
    },
  },
  decade: {
    what: {
      en: 'the decade is ten years, exactly {x 1 decade day} in this converter',
      es: 'la década es un periodo de diez años, exactamente {x 1 decade day} en este conversor',
      de: 'das Jahrzehnt umfasst zehn Jahre, in diesem Umrechner genau {x 1 decade day}',
      fr: 'la décennie est une période de dix ans, soit exactement {x 1 decade day} dans ce convertisseur',
      no: 'et tiår er ti år, i denne omregneren nøyaktig {x 1 decade day}',
    },
    where: {
      en: 'decades are any ten years or the calendar’s named ones, such as the nineties or the twenties',
      es: 'las décadas son cualquier periodo de diez años o las del calendario, como los años noventa o los veinte',
      de: 'Jahrzehnte sind beliebige zehn Jahre oder die des Kalenders, etwa die Neunziger- oder die Zwanzigerjahre',
      fr: 'les décennies désignent dix ans quelconques ou les tranches du calendrier, comme les années quatre-vingt-dix',
      no: 'tiår betegner hvilke som helst ti år eller kalenderens tiår, som nittitallet eller tjuetallet',
    },
  },
  century: {
    what: {
      en: 'the century is a hundred years, exactly {x 1 century day} in this converter',
      es: 'el siglo es un periodo de cien años, exactamente {x 1 century day} en este conversor',
      de: 'das Jahrhundert umfasst hundert Jahre, in diesem Umrechner genau {x 1 century day}',
      fr: 'le siècle est une période de cent ans, soit exactement {x 1 century day} dans ce convertisseur',
      no: 'et århundre er hundre år, i denne omregneren nøyaktig {x 1 century day}',
    },
    where: {
      en: 'history is dated in centuries counted from the start of the Common Era, as in the nineteenth century',
      es: 'la historia se fecha por siglos contados desde el inicio de nuestra era, como el siglo diecinueve',
      de: 'nach Jahrhunderten unserer Zeitrechnung wird Geschichte datiert, etwa das neunzehnte Jahrhundert',
      fr: 'l’histoire se date par siècles comptés depuis le début de notre ère, comme le dix-neuvième siècle',
      no: 'historien dateres i århundrer fra vår tidsregnings begynnelse, som det nittende århundre',
    },
  },
  millennium: {
    what: {
      en: 'the millennium is a thousand years, exactly {x 1 millennium day} in this converter',
      es: 'el milenio es un periodo de mil años, exactamente {x 1 millennium day} en este conversor',
      de: 'das Jahrtausend umfasst tausend Jahre, in diesem Umrechner genau {x 1 millennium day}',
      fr: 'le millénaire est une période de mille ans, soit exactement {x 1 millennium day} dans ce convertisseur',
      no: 'et årtusen er tusen år, i denne omregneren nøyaktig {x 1 millennium day}',
    },
    where: {
      en: 'millennia measure the long spans of history and archaeology',
      es: 'los milenios miden los largos periodos de la historia y la arqueología',
      de: 'Jahrtausende messen die langen Zeiträume von Geschichte und Archäologie',
      fr: 'les millénaires mesurent les longues périodes de l’histoire et de l’archéologie',
      no: 'årtusener måler de lange periodene i historie og arkeologi',
    },
  },
} as const satisfies CategoryPhrases;
