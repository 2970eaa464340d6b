import type { CategoryPhrases } from './types';

/** Illuminance units side by side, restating lib/content/facts/illuminance.ts. */
export const illuminancePhrases = {
  lx: {
    what: {
      en: 'the lux is the SI unit of illuminance, one lumen falling on each square meter of a surface',
      es: 'el lux es la unidad SI de iluminancia, un lumen que incide sobre cada metro cuadrado de una superficie',
      de: 'das Lux ist die SI-Einheit der Beleuchtungsstärke, ein Lumen, das auf jeden Quadratmeter einer Fläche fällt',
      fr: 'le lux est l’unité SI d’éclairement, un lumen reçu par chaque mètre carré d’une surface',
      no: 'lux er SI-enheten for belysningsstyrke, én lumen som faller på hver kvadratmeter av en flate',
    },
    where: {
      en: 'lux set workplace lighting levels, such as the {x 500 lx lx} European offices need on desks',
      es: 'los luxes fijan los niveles de iluminación laboral, como los {x 500 lx lx} que necesita la mesa en una oficina europea',
      de: 'Lux legen die Arbeitsplatzbeleuchtung fest, etwa {x 500 lx lx} auf dem Schreibtisch europäischer Büros',
      fr: 'les lux fixent l’éclairage des lieux de travail, comme les {x 500 lx lx} exigés dans un bureau européen',
      no: 'lux angir nivåene for arbeidsplassbelysning, som {x 500 lx lx} på pulten i europeiske kontorer',
    },
  },
  klx: {
    what: {
      en: 'the kilolux (klx) is {x 1 klx lx}',
      es: 'el kilolux (klx) equivale a {x 1 klx lx}',
      de: 'das Kilolux (klx) entspricht {x 1 klx lx}',
      fr: 'le kilolux (klx) vaut {x 1 klx lx}',
      no: 'en kilolux (klx) er {x 1 klx lx}',
    },
    where: {
      en: 'kilolux measure daylight, since outdoor levels run to many thousands of lux',
      es: 'los kilolux miden la luz del día, porque en exteriores se alcanzan muchos miles de luxes',
      de: 'Kilolux messen das Tageslicht, weil es im Freien viele Tausend Lux erreicht',
      fr: 'les kilolux mesurent la lumière du jour, qui atteint dehors plusieurs milliers de lux',
      no: 'kilolux måler dagslys, fordi nivåene utendørs kommer opp i mange tusen lux',
    },
  },
  ph: {
    what: {
      en: 'the phot is the CGS unit of illuminance, one lumen per square centimeter, {x 1 ph lx}',
      es: 'el fot es la unidad CGS de iluminancia, un lumen por centímetro cuadrado, {x 1 ph lx}',
      de: 'das Phot ist die CGS-Einheit der Beleuchtungsstärke, ein Lumen pro Quadratzentimeter, {x 1 ph lx}',
      fr: 'le phot est l’unité CGS d’éclairement, un lumen par centimètre carré, soit {x 1 ph lx}',
      no: 'phot er CGS-enheten for belysningsstyrke, én lumen per kvadratcentimeter, {x 1 ph lx}',
    },
    where: {
      en: 'phots survive only in older literature, as NIST advises against CGS units beside the SI',
      es: 'los fots solo sobreviven en textos antiguos, pues el NIST desaconseja las unidades CGS junto al SI',
      de: 'Phot finden sich nur noch in älterer Literatur, da das NIST von CGS-Einheiten neben dem SI abrät',
      fr: 'les phots ne survivent que dans des textes anciens, le NIST déconseillant les unités CGS avec le SI',
      no: 'phot lever bare videre i eldre litteratur, siden NIST fraråder CGS-enheter sammen med SI',
    },
  },
  nox: {
    what: {
      en: 'the nox is an old name for the millilux, {x 1 nox lx}',
      es: 'el nox es un nombre antiguo del mililux, {x 1 nox lx}',
      de: 'das Nox ist ein alter Name für das Millilux, {x 1 nox lx}',
      fr: 'le nox est un ancien nom du millilux, soit {x 1 nox lx}',
      no: 'nox er et gammelt navn på millilux, {x 1 nox lx}',
    },
    where: {
      en: 'the nox has fallen out of use, with very dim light such as night-time lighting now written in millilux',
      es: 'el nox ha caído en desuso, pues la luz muy tenue, como la nocturna, se escribe hoy en mililux',
      de: 'das Nox ist außer Gebrauch gekommen, da sehr schwaches Licht wie Nachtbeleuchtung heute in Millilux angegeben wird',
      fr: 'le nox est tombé en désuétude, les très faibles éclairements, comme l’éclairage nocturne, s’écrivant aujourd’hui en millilux',
      no: 'nox har gått ut av bruk, siden svært svakt lys som nattbelysning i dag skrives i millilux',
    },
  },
  fc: {
    what: {
      en: 'the foot-candle is one lumen per square foot, about {q 1 fc lx}',
      es: 'el pie-candela es un lumen por pie cuadrado, unos {q 1 fc lx}',
      de: 'die Foot-candle ist ein Lumen pro Quadratfuß, etwa {q 1 fc lx}',
      fr: 'le pied-bougie est un lumen par pied carré, soit environ {q 1 fc lx}',
      no: 'fotlys er én lumen per kvadratfot, omtrent {q 1 fc lx}',
    },
    where: {
      en: 'foot-candles give recommended illuminances in US lighting practice, alongside lux',
      es: 'los pies-candela dan las iluminancias recomendadas en la práctica estadounidense, junto a los luxes',
      de: 'Foot-candle geben in der US-Lichtplanung empfohlene Beleuchtungsstärken neben Lux an',
      fr: 'les pieds-bougies donnent les éclairements recommandés de l’éclairagisme américain, à côté des lux',
      no: 'fotlys angir anbefalte belysningsstyrker i amerikansk belysningspraksis, ved siden av lux',
    },
  },
  lmin2: {
    what: {
      en: 'the lumen per square inch is about {q 1 lmin2 lx}, exactly {x 1 lmin2 fc}',
      es: 'el lumen por pulgada cuadrada son unos {q 1 lmin2 lx}, exactamente {x 1 lmin2 fc}',
      de: 'das Lumen pro Quadratzoll entspricht etwa {q 1 lmin2 lx}, genau {x 1 lmin2 fc}',
      fr: 'le lumen par pouce carré vaut environ {q 1 lmin2 lx}, soit exactement {x 1 lmin2 fc}',
      no: 'én lumen per kvadrattomme er omtrent {q 1 lmin2 lx}, nøyaktig {x 1 lmin2 fc}',
    },
    where: {
      en: 'lumens per square inch are rare, as US lighting data normally use the foot-candle, a hundred and forty-fourth as large',
      es: 'los lúmenes por pulgada cuadrada son poco frecuentes, pues los datos estadounidenses usan el pie-candela, ciento cuarenta y cuatro veces menor',
      de: 'Lumen pro Quadratzoll sind selten, da US-Lichtdaten meist die Foot-candle verwenden, die hundertvierundvierzigmal kleiner ist',
      fr: 'les lumens par pouce carré sont rares, les données américaines employant le pied-bougie, cent quarante-quatre fois plus petit',
      no: 'lumen per kvadrattomme er sjelden, siden amerikanske lysdata normalt bruker fotlys, som er hundre og førtifire ganger mindre',
    },
  },
} as const satisfies CategoryPhrases;
