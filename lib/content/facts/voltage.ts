import type { CategoryFacts } from './types';

/**
 * Voltage units: the volt with mains voltages from IEC 60038, its multiples placed where they are
 * met (ECG traces, thermocouple tables, grid voltages), and the two CGS units kept for old texts.
 */
export const voltageFacts = {
  v: {
    definition: {
      en: 'The volt is the SI unit of electric potential difference: one watt of power for each ampere of current.',
      es: 'El voltio es la unidad SI de diferencia de potencial eléctrico: un vatio de potencia por cada amperio de corriente.',
      de: 'Das Volt ist die SI-Einheit der elektrischen Spannung: ein Watt Leistung je Ampere Stromstärke.',
      fr: 'Le volt est l’unité SI de différence de potentiel électrique\u00a0: un watt de puissance par ampère de courant.',
      no: 'Volt er SI-enheten for elektrisk spenning: én watt effekt per ampere strøm.',
    },
    definitionSource: { id: 'si-brochure', at: 'Table 4' },
    use: {
      en: 'Mains sockets supply {x 230 v v} in Europe and much of the world, and {x 120 v v} in North America.',
      es: 'Los enchufes de la red dan {x 230 v v} en Europa y gran parte del mundo, y {x 120 v v} en Norteamérica.',
      de: 'Steckdosen liefern in Europa und vielen anderen Ländern {x 230 v v}, in Nordamerika {x 120 v v}.',
      fr: 'Les prises du secteur fournissent {x 230 v v} en Europe et dans de nombreux pays, et {x 120 v v} en Amérique du Nord.',
      no: 'Stikkontakter gir {x 230 v v} i Europa og mange andre land, og {x 120 v v} i Nord-Amerika.',
    },
    useSource: { id: 'iec-60038', at: 'Table 1' },
    familiar: {
      en: 'An AA alkaline battery supplies {x 1.5 v v}.',
      es: 'Una pila alcalina AA da {x 1.5 v v}.',
      de: 'Eine Alkali-Batterie der Größe AA liefert {x 1.5 v v}.',
      fr: 'Une pile alcaline AA fournit {x 1.5 v v}.',
      no: 'Et alkalisk AA-batteri gir {x 1.5 v v}.',
    },
    familiarSource: { id: 'iec-60086-2' },
  },
  mv: {
    definition: {
      en: 'The millivolt (mV) is a thousandth of a volt: {x 1 mv v}.',
      es: 'El milivoltio (mV) es una milésima de voltio: {x 1 mv v}.',
      de: 'Das Millivolt (mV) ist ein Tausendstel Volt: {x 1 mv v}.',
      fr: 'Le millivolt (mV) est un millième de volt\u00a0: {x 1 mv v}.',
      no: 'En millivolt (mV) er en tusendel volt: {x 1 mv v}.',
    },
    definitionSource: { id: 'si-brochure', at: 'Table 7' },
    use: {
      en: 'The heart’s electrical signals are of this size: electrocardiographs draw one millivolt as ten millimeters of trace at standard gain.',
      es: 'Las señales eléctricas del corazón son de este orden: los electrocardiógrafos dibujan un milivoltio como diez milímetros con la ganancia estándar.',
      de: 'Die elektrischen Signale des Herzens liegen in dieser Größenordnung: EKG-Geräte zeichnen ein Millivolt bei Standardverstärkung als zehn Millimeter.',
      fr: 'Les signaux électriques du cœur sont de cet ordre\u00a0: un électrocardiographe trace un millivolt sur dix millimètres au gain standard.',
      no: 'Hjertets elektriske signaler er av denne størrelsen: EKG-apparater tegner én millivolt som ti millimeter ved standard forsterkning.',
    },
    useSource: { id: 'iec-60601-2-25' },
  },
  uv: {
    definition: {
      en: 'The microvolt (µV) is a millionth of a volt: {x 1 uv mv}.',
      es: 'El microvoltio (µV) es una millonésima de voltio: {x 1 uv mv}.',
      de: 'Das Mikrovolt (µV) ist ein Millionstel Volt: {x 1 uv mv}.',
      fr: 'Le microvolt (µV) est un millionième de volt\u00a0: {x 1 uv mv}.',
      no: 'En mikrovolt (µV) er en milliondel volt: {x 1 uv mv}.',
    },
    definitionSource: { id: 'si-brochure', at: 'Table 7' },
    use: {
      en: 'Thermocouple reference tables list the voltage a thermocouple produces at each temperature in microvolts.',
      es: 'Las tablas de referencia de termopares indican en microvoltios la tensión que da un termopar a cada temperatura.',
      de: 'Thermoelement-Referenztabellen geben die Spannung eines Thermoelements bei jeder Temperatur in Mikrovolt an.',
      fr: 'Les tables de référence des thermocouples donnent en microvolts la tension qu’un thermocouple produit à chaque température.',
      no: 'Referansetabeller for termoelementer oppgir spenningen et termoelement gir ved hver temperatur, i mikrovolt.',
    },
    useSource: { id: 'iec-60584-1' },
  },
  kv: {
    definition: {
      en: 'The kilovolt (kV) is {x 1 kv v}.',
      es: 'El kilovoltio (kV) son {x 1 kv v}.',
      de: 'Das Kilovolt (kV) entspricht {x 1 kv v}.',
      fr: 'Le kilovolt (kV) vaut {x 1 kv v}.',
      no: 'En kilovolt (kV) er {x 1 kv v}.',
    },
    definitionSource: { id: 'si-brochure', at: 'Table 7' },
    use: {
      en: 'Electricity travels through grids at kilovolts before it is stepped down to mains voltage; standard grid voltages above one kilovolt are listed in kilovolts.',
      es: 'La electricidad recorre las redes a kilovoltios antes de reducirse a la tensión doméstica; las tensiones normalizadas por encima de un kilovoltio se dan en kilovoltios.',
      de: 'Strom läuft mit Kilovolt durch die Netze, bevor er auf Netzspannung heruntertransformiert wird; genormte Spannungen über einem Kilovolt stehen in Kilovolt.',
      fr: 'L’électricité circule dans les réseaux à des kilovolts avant d’être abaissée à la tension du secteur\u00a0; les tensions normalisées au-delà d’un kilovolt s’expriment en kilovolts.',
      no: 'Strømmen går gjennom nettet med kilovolt før den transformeres ned til nettspenning; standardspenninger over én kilovolt oppgis i kilovolt.',
    },
    useSource: { id: 'iec-60038', at: 'Tables 3 to 5' },
  },
  megavolt: {
    definition: {
      en: 'The megavolt (MV) is {x 1 megavolt kv}, a million volts.',
      es: 'El megavoltio (MV) son {x 1 megavolt kv}, un millón de voltios.',
      de: 'Das Megavolt (MV) entspricht {x 1 megavolt kv}, eine Million Volt.',
      fr: 'Le mégavolt (MV) vaut {x 1 megavolt kv}, soit un million de volts.',
      no: 'En megavolt (MV) er {x 1 megavolt kv}, en million volt.',
    },
    definitionSource: { id: 'si-brochure', at: 'Table 7' },
    use: {
      en: 'The largest power grids come close: the highest standard AC equipment voltage reaches {x 1200 kv megavolt}.',
      es: 'Las mayores redes eléctricas se acercan: la tensión normalizada más alta para equipos de corriente alterna llega a {x 1200 kv megavolt}.',
      de: 'Die größten Stromnetze kommen dem nahe: Die höchste genormte Betriebsmittelspannung für Wechselstrom erreicht {x 1200 kv megavolt}.',
      fr: 'Les plus grands réseaux s’en approchent\u00a0: la plus haute tension normalisée pour le matériel en courant alternatif atteint {x 1200 kv megavolt}.',
      no: 'De største kraftnettene kommer nær: den høyeste standardiserte utstyrsspenningen for vekselstrøm er {x 1200 kv megavolt}.',
    },
    useSource: { id: 'iec-60038', at: 'Table 5' },
  },
  abvolt: {
    definition: {
      en: 'The abvolt is the electromagnetic CGS unit of voltage, exactly {x 1 abvolt uv}.',
      es: 'El abvoltio es la unidad electromagnética CGS de tensión, exactamente {x 1 abvolt uv}.',
      de: 'Das Abvolt ist die elektromagnetische CGS-Einheit der Spannung, genau {x 1 abvolt uv}.',
      fr: 'L’abvolt est l’unité électromagnétique CGS de tension, exactement {x 1 abvolt uv}.',
      no: 'Abvolt er den elektromagnetiske CGS-enheten for spenning, nøyaktig {x 1 abvolt uv}.',
    },
    definitionSource: { id: 'nist-sp811' },
    use: {
      en: 'It survives only in older physics literature: NIST advises against using CGS units together with the SI.',
      es: 'Solo sobrevive en textos de física antiguos: el NIST desaconseja usar unidades CGS junto con el SI.',
      de: 'Es findet sich nur noch in älterer Physikliteratur; das NIST rät davon ab, CGS-Einheiten zusammen mit dem SI zu verwenden.',
      fr: 'Il ne survit que dans d’anciens textes de physique\u00a0: le NIST déconseille d’employer les unités CGS avec le SI.',
      no: 'Den lever bare videre i eldre fysikklitteratur; NIST fraråder å bruke CGS-enheter sammen med SI.',
    },
    useSource: { id: 'nist-sp811' },
  },
  statvolt: {
    definition: {
      en: 'The statvolt is the electrostatic CGS unit of voltage, exactly {x 1 statvolt v}.',
      es: 'El statvoltio es la unidad electrostática CGS de tensión, exactamente {x 1 statvolt v}.',
      de: 'Das Statvolt ist die elektrostatische CGS-Einheit der Spannung, genau {x 1 statvolt v}.',
      fr: 'Le statvolt est l’unité électrostatique CGS de tension, exactement {x 1 statvolt v}.',
      no: 'Statvolt er den elektrostatiske CGS-enheten for spenning, nøyaktig {x 1 statvolt v}.',
    },
    definitionSource: { id: 'nist-sp811' },
    use: {
      en: 'It survives in older physics literature and in Gaussian units; NIST advises against using CGS units together with the SI.',
      es: 'Sobrevive en textos de física antiguos y en el sistema gaussiano; el NIST desaconseja usar unidades CGS junto con el SI.',
      de: 'Es findet sich in älterer Physikliteratur und im Gaußschen System; das NIST rät davon ab, CGS-Einheiten mit dem SI zu mischen.',
      fr: 'Il survit dans d’anciens textes de physique et dans le système gaussien\u00a0; le NIST déconseille d’employer les unités CGS avec le SI.',
      no: 'Den lever videre i eldre fysikklitteratur og i gaussiske enheter; NIST fraråder å bruke CGS-enheter sammen med SI.',
    },
    useSource: { id: 'nist-sp811' },
  },
} as const satisfies CategoryFacts;
