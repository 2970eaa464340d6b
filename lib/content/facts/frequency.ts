import type { CategoryFacts } from './types';

/**
 * Frequency units: the hertz and its multiples, each placed where people meet it (mains, radio
 * bands), plus counts per minute and per hour, which the SI accepts through the minute and the hour.
 */
export const frequencyFacts = {
  hz: {
    definition: {
      en: 'The hertz is the SI unit of frequency: one cycle, or one event, per second.',
      es: 'El hercio es la unidad SI de frecuencia: un ciclo, o un suceso, por segundo.',
      de: 'Das Hertz ist die SI-Einheit der Frequenz: eine Schwingung oder ein Ereignis pro Sekunde.',
      fr: 'Le hertz est l’unité SI de fréquence\u00a0: un cycle, ou un événement, par seconde.',
      no: 'Hertz er SI-enheten for frekvens: én svingning, eller én hendelse, per sekund.',
    },
    definitionSource: { id: 'si-brochure', at: 'Table 4' },
    use: {
      en: 'Mains electricity alternates at {x 50 hz hz} in Europe and much of the world, and at {x 60 hz hz} in North America.',
      es: 'La corriente de la red alterna a {x 50 hz hz} en Europa y gran parte del mundo, y a {x 60 hz hz} en Norteamérica.',
      de: 'Netzstrom wechselt in Europa und vielen anderen Ländern mit {x 50 hz hz}, in Nordamerika mit {x 60 hz hz}.',
      fr: 'Le courant du secteur alterne à {x 50 hz hz} en Europe et dans de nombreux pays, et à {x 60 hz hz} en Amérique du Nord.',
      no: 'Strømnettet veksler med {x 50 hz hz} i Europa og mange andre land, og med {x 60 hz hz} i Nord-Amerika.',
    },
    useSource: { id: 'iec-60038', at: 'Table 1' },
    confusion: {
      en: 'The SI keeps the hertz for cycles and the radian per second for angular velocity: one turn each second is one hertz, but two pi radians per second.',
      es: 'El SI reserva el hercio para los ciclos y el radián por segundo para la velocidad angular: una vuelta por segundo es un hercio, pero dos pi radianes por segundo.',
      de: 'Das SI verwendet das Hertz für Schwingungen und den Radiant pro Sekunde für Winkelgeschwindigkeiten: Eine Umdrehung pro Sekunde ist ein Hertz, aber zwei Pi Radiant pro Sekunde.',
      fr: 'Le SI réserve le hertz aux cycles et le radian par seconde à la vitesse angulaire\u00a0: un tour par seconde fait un hertz, mais deux pi radians par seconde.',
      no: 'SI bruker hertz for svingninger og radian per sekund for vinkelhastighet: én omdreining per sekund er én hertz, men to pi radianer per sekund.',
    },
    confusionSource: { id: 'si-brochure' },
  },
  khz: {
    definition: {
      en: 'The kilohertz (kHz) is {x 1 khz hz}.',
      es: 'El kilohercio (kHz) son {x 1 khz hz}.',
      de: 'Das Kilohertz (kHz) entspricht {x 1 khz hz}.',
      fr: 'Le kilohertz (kHz) vaut {x 1 khz hz}.',
      no: 'En kilohertz (kHz) er {x 1 khz hz}.',
    },
    definitionSource: { id: 'si-brochure', at: 'Table 7' },
    use: {
      en: 'Long-wave and medium-wave radio stations broadcast on frequencies given in kilohertz.',
      es: 'Las emisoras de onda larga y onda media emiten en frecuencias indicadas en kilohercios.',
      de: 'Lang- und Mittelwellensender senden auf Frequenzen, die in Kilohertz angegeben werden.',
      fr: 'Les stations de radio en grandes ondes et en ondes moyennes émettent sur des fréquences exprimées en kilohertz.',
      no: 'Radiostasjoner på langbølge og mellombølge sender på frekvenser som oppgis i kilohertz.',
    },
    useSource: { id: 'itu-rr', at: 'Article 5' },
  },
  mhz: {
    definition: {
      en: 'The megahertz (MHz) is {x 1 mhz khz}, a million cycles per second.',
      es: 'El megahercio (MHz) son {x 1 mhz khz}, un millón de ciclos por segundo.',
      de: 'Das Megahertz (MHz) entspricht {x 1 mhz khz}, eine Million Schwingungen pro Sekunde.',
      fr: 'Le mégahertz (MHz) vaut {x 1 mhz khz}, soit un million de cycles par seconde.',
      no: 'En megahertz (MHz) er {x 1 mhz khz}, en million svingninger per sekund.',
    },
    definitionSource: { id: 'si-brochure', at: 'Table 7' },
    use: {
      en: 'FM radio in Europe broadcasts between {x 87.5 mhz mhz} and {x 108 mhz mhz}.',
      es: 'La radio FM emite en Europa entre {x 87.5 mhz mhz} y {x 108 mhz mhz}.',
      de: 'UKW-Radio sendet in Europa zwischen {x 87.5 mhz mhz} und {x 108 mhz mhz}.',
      fr: 'En Europe, la radio FM émet entre {x 87.5 mhz mhz} et {x 108 mhz mhz}.',
      no: 'FM-radio i Europa sender mellom {x 87.5 mhz mhz} og {x 108 mhz mhz}.',
    },
    useSource: { id: 'itu-rr', at: 'Article 5' },
  },
  ghz: {
    definition: {
      en: 'The gigahertz (GHz) is {x 1 ghz mhz}, a billion cycles per second.',
      es: 'El gigahercio (GHz) son {x 1 ghz mhz}, mil millones de ciclos por segundo.',
      de: 'Das Gigahertz (GHz) entspricht {x 1 ghz mhz}, eine Milliarde Schwingungen pro Sekunde.',
      fr: 'Le gigahertz (GHz) vaut {x 1 ghz mhz}, soit un milliard de cycles par seconde.',
      no: 'En gigahertz (GHz) er {x 1 ghz mhz}, en milliard svingninger per sekund.',
    },
    definitionSource: { id: 'si-brochure', at: 'Table 7' },
    use: {
      en: 'Wi-Fi and Bluetooth share the band from {x 2.4 ghz ghz} to {x 2.5 ghz ghz}, set aside for industrial, scientific and medical uses.',
      es: 'El wifi y el Bluetooth comparten la banda de {x 2.4 ghz ghz} a {x 2.5 ghz ghz}, reservada a usos industriales, científicos y médicos.',
      de: 'WLAN und Bluetooth teilen sich das Band von {x 2.4 ghz ghz} bis {x 2.5 ghz ghz}, das für industrielle, wissenschaftliche und medizinische Zwecke vorgesehen ist.',
      fr: 'Le Wi-Fi et le Bluetooth partagent la bande de {x 2.4 ghz ghz} à {x 2.5 ghz ghz}, réservée aux usages industriels, scientifiques et médicaux.',
      no: 'Wi-Fi og Bluetooth deler båndet fra {x 2.4 ghz ghz} til {x 2.5 ghz ghz}, som er satt av til industri, forskning og medisin.',
    },
    useSource: { id: 'itu-rr', at: 'No. 5.150' },
  },
  thz: {
    definition: {
      en: 'The terahertz (THz) is {x 1 thz ghz}.',
      es: 'El terahercio (THz) son {x 1 thz ghz}.',
      de: 'Das Terahertz (THz) entspricht {x 1 thz ghz}.',
      fr: 'Le térahertz (THz) vaut {x 1 thz ghz}.',
      no: 'En terahertz (THz) er {x 1 thz ghz}.',
    },
    definitionSource: { id: 'si-brochure', at: 'Table 7' },
    use: {
      en: 'The ITU treats electromagnetic waves below {x 3 thz thz} as radio waves; terahertz frequencies border on the infrared.',
      es: 'La UIT considera ondas de radio las ondas electromagnéticas por debajo de {x 3 thz thz}; los terahercios lindan con el infrarrojo.',
      de: 'Die ITU zählt elektromagnetische Wellen unter {x 3 thz thz} zu den Funkwellen; Terahertz-Frequenzen grenzen an das Infrarot.',
      fr: 'L’UIT range parmi les ondes radioélectriques les ondes de moins de {x 3 thz thz}\u00a0; les térahertz confinent à l’infrarouge.',
      no: 'ITU regner elektromagnetiske bølger under {x 3 thz thz} som radiobølger; terahertzfrekvenser grenser mot infrarødt.',
    },
    useSource: { id: 'itu-rr', at: 'No. 1.5' },
  },
  per_min: {
    definition: {
      en: 'Once a minute is a sixtieth of a hertz, about {q 1 per_min hz}.',
      es: 'Una vez por minuto es la sexagésima parte de un hercio, unos {q 1 per_min hz}.',
      de: 'Einmal pro Minute ist ein Sechzigstel Hertz, etwa {q 1 per_min hz}.',
      fr: 'Une fois par minute correspond au soixantième d’un hertz, environ {q 1 per_min hz}.',
      no: 'Én gang i minuttet er en sekstidel hertz, omtrent {q 1 per_min hz}.',
    },
    definitionSource: { id: 'si-brochure', at: 'Table 8' },
    use: {
      en: 'The minute is accepted for use with the SI, so rates people count by hand, such as a pulse, are given per minute.',
      es: 'El minuto se acepta junto al SI, así que las frecuencias que se cuentan a mano, como el pulso, se dan por minuto.',
      de: 'Die Minute ist zur Verwendung mit dem SI zugelassen, daher werden von Hand gezählte Raten wie der Puls pro Minute angegeben.',
      fr: 'La minute est admise avec le SI\u00a0: les fréquences que l’on compte à la main, comme le pouls, se donnent par minute.',
      no: 'Minuttet er godkjent for bruk med SI, så frekvenser man teller for hånd, som pulsen, oppgis per minutt.',
    },
    useSource: { id: 'si-brochure', at: 'Table 8' },
    familiar: {
      en: 'A resting pulse of sixty beats per minute is exactly {x 60 per_min hz}.',
      es: 'Un pulso en reposo de sesenta latidos por minuto es exactamente {x 60 per_min hz}.',
      de: 'Ein Ruhepuls von sechzig Schlägen pro Minute entspricht genau {x 60 per_min hz}.',
      fr: 'Un pouls au repos de soixante battements par minute vaut exactement {x 60 per_min hz}.',
      no: 'En hvilepuls på seksti slag i minuttet er nøyaktig {x 60 per_min hz}.',
    },
    familiarSource: { id: 'si-brochure' },
  },
  per_hour: {
    definition: {
      en: 'Once an hour is a sixtieth of once a minute, about {q 1 per_hour hz}.',
      es: 'Una vez por hora es la sexagésima parte de una vez por minuto, unos {q 1 per_hour hz}.',
      de: 'Einmal pro Stunde ist ein Sechzigstel von einmal pro Minute, etwa {q 1 per_hour hz}.',
      fr: 'Une fois par heure correspond au soixantième d’une fois par minute, environ {q 1 per_hour hz}.',
      no: 'Én gang i timen er en sekstidel av én gang i minuttet, omtrent {q 1 per_hour hz}.',
    },
    definitionSource: { id: 'si-brochure', at: 'Table 8' },
    use: {
      en: 'The hour is accepted for use with the SI, so slow rates such as traffic counts or dosing intervals are given per hour.',
      es: 'La hora se acepta junto al SI, así que las frecuencias lentas, como los aforos de tráfico, se dan por hora.',
      de: 'Die Stunde ist zur Verwendung mit dem SI zugelassen, daher werden langsame Raten wie Verkehrszählungen pro Stunde angegeben.',
      fr: 'L’heure est admise avec le SI\u00a0: les fréquences lentes, comme les comptages de trafic, se donnent par heure.',
      no: 'Timen er godkjent for bruk med SI, så langsomme frekvenser som trafikktellinger oppgis per time.',
    },
    useSource: { id: 'si-brochure', at: 'Table 8' },
  },
} as const satisfies CategoryFacts;
