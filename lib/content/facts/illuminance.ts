import type { CategoryFacts } from './types';

/**
 * Illuminance: the lux with the office level EN 12464-1 sets, the foot-candle of US lighting
 * practice (about ten lux, not one), and the rare phot, nox and lumen per square inch.
 */
export const illuminanceFacts = {
  lx: {
    definition: {
      en: 'The lux is the SI unit of illuminance: one lumen of light falling on each square meter of a surface.',
      es: 'El lux es la unidad SI de iluminancia: un lumen de luz que incide sobre cada metro cuadrado de una superficie.',
      de: 'Das Lux ist die SI-Einheit der Beleuchtungsstärke: ein Lumen Licht, das auf jeden Quadratmeter einer Fläche fällt.',
      fr: 'Le lux est l’unité SI d’éclairement\u00a0: un lumen reçu par chaque mètre carré d’une surface.',
      no: 'Lux er SI-enheten for belysningsstyrke: én lumen lys som faller på hver kvadratmeter av en flate.',
    },
    definitionSource: { id: 'si-brochure', at: 'Table 4' },
    use: {
      en: 'Workplace lighting standards set levels in lux: European offices need {x 500 lx lx} on desks for writing, reading and screen work.',
      es: 'Las normas de iluminación laboral fijan niveles en lux: las oficinas europeas necesitan {x 500 lx lx} en la mesa para escribir, leer y usar pantallas.',
      de: 'Normen für Arbeitsplatzbeleuchtung legen Werte in Lux fest: Europäische Büros brauchen {x 500 lx lx} auf dem Schreibtisch für Schreiben, Lesen und Bildschirmarbeit.',
      fr: 'Les normes d’éclairage des lieux de travail fixent des niveaux en lux\u00a0: un bureau européen doit offrir {x 500 lx lx} pour écrire, lire et travailler sur écran.',
      no: 'Standarder for arbeidsplassbelysning angir nivåer i lux: europeiske kontorer trenger {x 500 lx lx} på pulten for skriving, lesing og skjermarbeid.',
    },
    useSource: { id: 'en-12464-1' },
    confusion: {
      en: 'A lumen measures the light a lamp gives out; lux measure how much of it lands on a surface, in lumens per square meter.',
      es: 'El lumen mide la luz que emite una lámpara; el lux mide cuánta llega a una superficie, en lúmenes por metro cuadrado.',
      de: 'Das Lumen misst das Licht, das eine Lampe abgibt; das Lux misst, wie viel davon auf eine Fläche trifft, in Lumen pro Quadratmeter.',
      fr: 'Le lumen mesure la lumière qu’émet une lampe\u00a0; le lux mesure la part qui atteint une surface, en lumens par mètre carré.',
      no: 'Lumen måler lyset en lampe sender ut; lux måler hvor mye av det som treffer en flate, i lumen per kvadratmeter.',
    },
    confusionSource: { id: 'iso-80000-7' },
  },
  klx: {
    definition: {
      en: 'The kilolux (klx) is {x 1 klx lx}.',
      es: 'El kilolux (klx) son {x 1 klx lx}.',
      de: 'Das Kilolux (klx) entspricht {x 1 klx lx}.',
      fr: 'Le kilolux (klx) vaut {x 1 klx lx}.',
      no: 'En kilolux (klx) er {x 1 klx lx}.',
    },
    definitionSource: { id: 'si-brochure', at: 'Table 7' },
    use: {
      en: 'Daylight is measured in kilolux, since outdoor levels run to many thousands of lux.',
      es: 'La luz del día se mide en kilolux, porque en exteriores se alcanzan muchos miles de lux.',
      de: 'Tageslicht wird in Kilolux gemessen, weil es im Freien viele Tausend Lux erreicht.',
      fr: 'La lumière du jour se mesure en kilolux, car elle atteint dehors plusieurs milliers de lux.',
      no: 'Dagslys måles i kilolux, fordi nivåene utendørs kommer opp i mange tusen lux.',
    },
    useSource: { id: 'iso-80000-7' },
  },
  ph: {
    definition: {
      en: 'The phot is the CGS unit of illuminance, one lumen per square centimeter: {x 1 ph lx}.',
      es: 'El fot es la unidad CGS de iluminancia, un lumen por centímetro cuadrado: {x 1 ph lx}.',
      de: 'Das Phot ist die CGS-Einheit der Beleuchtungsstärke, ein Lumen pro Quadratzentimeter: {x 1 ph lx}.',
      fr: 'Le phot est l’unité CGS d’éclairement, un lumen par centimètre carré\u00a0: {x 1 ph lx}.',
      no: 'Phot er CGS-enheten for belysningsstyrke, én lumen per kvadratcentimeter: {x 1 ph lx}.',
    },
    definitionSource: { id: 'nist-sp811' },
    use: {
      en: 'It survives only in older literature: NIST advises against using CGS units together with the SI.',
      es: 'Solo sobrevive en textos antiguos: el NIST desaconseja usar unidades CGS junto con el SI.',
      de: 'Es findet sich nur noch in älterer Literatur; das NIST rät davon ab, CGS-Einheiten zusammen mit dem SI zu verwenden.',
      fr: 'Il ne survit que dans des textes anciens\u00a0: le NIST déconseille d’employer les unités CGS avec le SI.',
      no: 'Den lever bare videre i eldre litteratur; NIST fraråder å bruke CGS-enheter sammen med SI.',
    },
    useSource: { id: 'nist-sp811' },
  },
  nox: {
    definition: {
      en: 'The nox is an old name for the millilux: {x 1 nox lx}.',
      es: 'El nox es un nombre antiguo del mililux: {x 1 nox lx}.',
      de: 'Das Nox ist ein alter Name für das Millilux: {x 1 nox lx}.',
      fr: 'Le nox est un ancien nom du millilux\u00a0: {x 1 nox lx}.',
      no: 'Nox er et gammelt navn på millilux: {x 1 nox lx}.',
    },
    definitionSource: { id: 'wikipedia-lux' },
    use: {
      en: 'It has fallen out of use: very dim light levels, such as those of night-time lighting, are now written in millilux.',
      es: 'Ha caído en desuso: los niveles de luz muy tenues, como los de la iluminación nocturna, se escriben hoy en mililux.',
      de: 'Es ist außer Gebrauch gekommen: Sehr geringe Beleuchtungsstärken, etwa bei Nachtbeleuchtung, schreibt man heute in Millilux.',
      fr: 'Il est tombé en désuétude\u00a0: les très faibles éclairements, comme ceux de l’éclairage nocturne, s’écrivent aujourd’hui en millilux.',
      no: 'Den har gått ut av bruk: svært svake lysnivåer, som ved nattbelysning, skrives i dag i millilux.',
    },
    useSource: { id: 'wikipedia-lux' },
  },
  fc: {
    definition: {
      en: 'The foot-candle is one lumen per square foot, about {q 1 fc lx}.',
      es: 'El pie-candela es un lumen por pie cuadrado, unos {q 1 fc lx}.',
      de: 'Die Foot-candle ist ein Lumen pro Quadratfuß, etwa {q 1 fc lx}.',
      fr: 'Le pied-bougie est un lumen par pied carré, soit environ {q 1 fc lx}.',
      no: 'Fotlys er én lumen per kvadratfot, omtrent {q 1 fc lx}.',
    },
    definitionSource: { id: 'nist-sp811' },
    use: {
      en: 'US lighting practice gives recommended illuminances in foot-candles alongside lux.',
      es: 'La práctica de iluminación de EE. UU. da las iluminancias recomendadas en pies-candela junto a los lux.',
      de: 'Die US-Lichtplanung gibt empfohlene Beleuchtungsstärken in Foot-candle neben Lux an.',
      fr: 'L’éclairagisme américain donne les éclairements recommandés en pieds-bougies, à côté des lux.',
      no: 'Amerikansk belysningspraksis oppgir anbefalte belysningsstyrker i fotlys ved siden av lux.',
    },
    useSource: { id: 'ies-lighting-handbook' },
    confusion: {
      en: 'A foot-candle is close to ten lux, not one: the square foot is far smaller than the square meter.',
      es: 'Un pie-candela se acerca a diez lux, no a uno: el pie cuadrado es mucho menor que el metro cuadrado.',
      de: 'Eine Foot-candle entspricht fast zehn Lux, nicht einem: Der Quadratfuß ist viel kleiner als der Quadratmeter.',
      fr: 'Un pied-bougie vaut près de dix lux, pas un\u00a0: le pied carré est bien plus petit que le mètre carré.',
      no: 'Ett fotlys er nær ti lux, ikke én: en kvadratfot er mye mindre enn en kvadratmeter.',
    },
    confusionSource: { id: 'nist-sp811' },
  },
  lmin2: {
    definition: {
      en: 'A lumen per square inch is about {q 1 lmin2 lx}, or exactly {x 1 lmin2 fc}.',
      es: 'Un lumen por pulgada cuadrada son unos {q 1 lmin2 lx}, exactamente {x 1 lmin2 fc}.',
      de: 'Ein Lumen pro Quadratzoll sind etwa {q 1 lmin2 lx} oder genau {x 1 lmin2 fc}.',
      fr: 'Un lumen par pouce carré vaut environ {q 1 lmin2 lx}, soit exactement {x 1 lmin2 fc}.',
      no: 'Én lumen per kvadrattomme er omtrent {q 1 lmin2 lx}, eller nøyaktig {x 1 lmin2 fc}.',
    },
    definitionSource: { id: 'nist-sp811' },
    use: {
      en: 'It is rare: lighting data in US units normally use the foot-candle, a hundred and forty-fourth as large.',
      es: 'Es poco frecuente: los datos de iluminación en unidades de EE. UU. suelen usar el pie-candela, ciento cuarenta y cuatro veces menor.',
      de: 'Es ist selten: Lichtdaten in US-Einheiten verwenden meist die Foot-candle, die hundertvierundvierzigmal kleiner ist.',
      fr: 'Il est rare\u00a0: les données d’éclairage en unités américaines emploient d’ordinaire le pied-bougie, cent quarante-quatre fois plus petit.',
      no: 'Den er sjelden: lysdata i amerikanske enheter bruker normalt fotlys, som er hundre og førtifire ganger mindre.',
    },
    useSource: { id: 'ies-lighting-handbook' },
  },
} as const satisfies CategoryFacts;
