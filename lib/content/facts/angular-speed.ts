import type { CategoryFacts } from './types';

/**
 * Angular speed: the SI's radian per second beside the turns and degrees people count; a turn is
 * two pi radians, so only the turn and degree units convert among themselves exactly.
 */
export const angularSpeedFacts = {
  rads: {
    definition: {
      en: 'The radian per second is the SI unit of angular velocity: a turn through one radian each second.',
      es: 'El radián por segundo es la unidad SI de velocidad angular: un giro de un radián cada segundo.',
      de: 'Der Radiant pro Sekunde ist die SI-Einheit der Winkelgeschwindigkeit: eine Drehung um einen Radiant in jeder Sekunde.',
      fr: 'Le radian par seconde est l’unité SI de vitesse angulaire\u00a0: une rotation d’un radian chaque seconde.',
      no: 'Radian per sekund er SI-enheten for vinkelhastighet: en dreining på én radian hvert sekund.',
    },
    definitionSource: { id: 'si-brochure', at: 'Table 6' },
    use: {
      en: 'Physics and engineering formulas take angular velocity in radians per second; one revolution per minute is about {q 1 rpm rads}.',
      es: 'Las fórmulas de física e ingeniería usan la velocidad angular en radianes por segundo; una revolución por minuto son unos {q 1 rpm rads}.',
      de: 'Formeln in Physik und Technik verwenden die Winkelgeschwindigkeit in Radiant pro Sekunde; eine Umdrehung pro Minute sind etwa {q 1 rpm rads}.',
      fr: 'Les formules de physique et d’ingénierie prennent la vitesse angulaire en radians par seconde\u00a0; un tour par minute vaut environ {q 1 rpm rads}.',
      no: 'Formler i fysikk og teknikk bruker vinkelhastighet i radianer per sekund; én omdreining per minutt er omtrent {q 1 rpm rads}.',
    },
    useSource: { id: 'iso-80000-3' },
    confusion: {
      en: 'A shaft turning once a second turns at about {q 1 rps rads}, not one: a full turn is two pi radians, and the SI keeps the hertz for cycles.',
      es: 'Un eje que da una vuelta por segundo gira a unos {q 1 rps rads}, no a uno: una vuelta son dos pi radianes, y el SI reserva el hercio para los ciclos.',
      de: 'Eine Welle mit einer Umdrehung pro Sekunde dreht sich mit etwa {q 1 rps rads}, nicht mit eins: Eine Umdrehung sind zwei Pi Radiant, das Hertz bleibt Schwingungen vorbehalten.',
      fr: 'Un arbre qui fait un tour par seconde tourne à environ {q 1 rps rads}, pas à un\u00a0: un tour fait deux pi radians, et le SI réserve le hertz aux cycles.',
      no: 'En aksel som går én runde i sekundet, roterer med omtrent {q 1 rps rads}, ikke én: en hel omdreining er to pi radianer, og SI bruker hertz for svingninger.',
    },
    confusionSource: { id: 'si-brochure', at: 'Table 4' },
  },
  radmin: {
    definition: {
      en: 'The radian per minute is a sixtieth of a radian per second, about {q 1 radmin rads}.',
      es: 'El radián por minuto es la sexagésima parte de un radián por segundo, unos {q 1 radmin rads}.',
      de: 'Der Radiant pro Minute ist ein Sechzigstel Radiant pro Sekunde, etwa {q 1 radmin rads}.',
      fr: 'Le radian par minute est le soixantième du radian par seconde, soit environ {q 1 radmin rads}.',
      no: 'Radian per minutt er en sekstidel av en radian per sekund, omtrent {q 1 radmin rads}.',
    },
    definitionSource: { id: 'si-brochure', at: 'Table 8' },
    use: {
      en: 'It is rare, used for slow rotations where radians per second would give inconveniently small numbers.',
      es: 'Es poco frecuente y sirve para giros lentos, en los que los radianes por segundo darían cifras incómodamente pequeñas.',
      de: 'Er ist selten und dient für langsame Drehungen, bei denen Radiant pro Sekunde unhandlich kleine Zahlen ergäben.',
      fr: 'Il est rare et sert aux rotations lentes, pour lesquelles le radian par seconde donnerait des nombres trop petits.',
      no: 'Den er sjelden og brukes for langsomme rotasjoner der radianer per sekund ville gitt upraktisk små tall.',
    },
    useSource: { id: 'iso-80000-3' },
  },
  rpm: {
    definition: {
      en: 'Revolutions per minute count whole turns in a minute; one revolution per minute is about {q 1 rpm rads}.',
      es: 'Las revoluciones por minuto cuentan vueltas completas en un minuto; una revolución por minuto son unos {q 1 rpm rads}.',
      de: 'Umdrehungen pro Minute zählen ganze Umdrehungen in einer Minute; eine Umdrehung pro Minute sind etwa {q 1 rpm rads}.',
      fr: 'Les tours par minute comptent les tours complets en une minute\u00a0; un tour par minute vaut environ {q 1 rpm rads}.',
      no: 'Omdreininger per minutt teller hele omdreininger i løpet av et minutt; én omdreining per minutt er omtrent {q 1 rpm rads}.',
    },
    definitionSource: { id: 'iso-80000-3' },
    use: {
      en: 'Engines, motors and drives are rated in revolutions per minute, and vinyl records play at 33⅓ and 45 revolutions per minute.',
      es: 'Motores y accionamientos se clasifican en revoluciones por minuto, y los discos de vinilo giran a 33⅓ y 45 revoluciones por minuto.',
      de: 'Motoren und Antriebe werden in Umdrehungen pro Minute angegeben, und Schallplatten laufen mit 33⅓ und 45 Umdrehungen pro Minute.',
      fr: 'Moteurs et entraînements s’évaluent en tours par minute, et les disques vinyle tournent à 33\u00a0⅓ et 45\u00a0tours par minute.',
      no: 'Motorer og drivverk angis i omdreininger per minutt, og vinylplater spilles med 33⅓ og 45 omdreininger per minutt.',
    },
    useSource: { id: 'iec-60098' },
    literals: ['33', '45'],
  },
  rps: {
    definition: {
      en: 'One revolution per second is exactly {x 1 rps rpm}, or about {q 1 rps rads}.',
      es: 'Una revolución por segundo son exactamente {x 1 rps rpm}, unos {q 1 rps rads}.',
      de: 'Eine Umdrehung pro Sekunde sind genau {x 1 rps rpm} oder etwa {q 1 rps rads}.',
      fr: 'Un tour par seconde vaut exactement {x 1 rps rpm}, soit environ {q 1 rps rads}.',
      no: 'Én omdreining per sekund er nøyaktig {x 1 rps rpm}, eller omtrent {q 1 rps rads}.',
    },
    definitionSource: { id: 'iso-80000-3' },
    use: {
      en: 'It suits fast machines such as turbines and centrifuges, whose speeds would run to many thousands of revolutions per minute.',
      es: 'Conviene a máquinas rápidas, como turbinas y centrifugadoras, cuya velocidad llegaría a miles de revoluciones por minuto.',
      de: 'Sie eignet sich für schnelle Maschinen wie Turbinen und Zentrifugen, deren Drehzahl viele Tausend Umdrehungen pro Minute erreichen würde.',
      fr: 'Il convient aux machines rapides, comme les turbines et les centrifugeuses, dont la vitesse atteindrait des milliers de tours par minute.',
      no: 'Den passer for raske maskiner som turbiner og sentrifuger, der turtallet ville kommet opp i mange tusen omdreininger per minutt.',
    },
    useSource: { id: 'iso-80000-3' },
  },
  rph: {
    definition: {
      en: 'One revolution per hour is a full turn in an hour, exactly {x 1 rph degmin}.',
      es: 'Una revolución por hora es una vuelta completa en una hora, exactamente {x 1 rph degmin}.',
      de: 'Eine Umdrehung pro Stunde ist eine volle Umdrehung in einer Stunde, genau {x 1 rph degmin}.',
      fr: 'Un tour par heure est un tour complet en une heure, soit exactement {x 1 rph degmin}.',
      no: 'Én omdreining per time er en hel omdreining i løpet av en time, nøyaktig {x 1 rph degmin}.',
    },
    definitionSource: { id: 'iso-80000-3' },
    use: {
      en: 'It suits slow rotations, which would give small fractions in revolutions per minute.',
      es: 'Conviene a los giros lentos, que en revoluciones por minuto darían fracciones pequeñas.',
      de: 'Sie eignet sich für langsame Drehungen, die in Umdrehungen pro Minute kleine Bruchteile ergäben.',
      fr: 'Il convient aux rotations lentes, qui donneraient de petites fractions en tours par minute.',
      no: 'Den passer for langsomme rotasjoner, som ville gitt små brøker i omdreininger per minutt.',
    },
    useSource: { id: 'iso-80000-3' },
    familiar: {
      en: 'The minute hand of a clock turns at exactly one revolution per hour.',
      es: 'El minutero de un reloj gira exactamente a una revolución por hora.',
      de: 'Der Minutenzeiger einer Uhr dreht sich mit genau einer Umdrehung pro Stunde.',
      fr: 'L’aiguille des minutes d’une horloge tourne à exactement un tour par heure.',
      no: 'Minuttviseren på en klokke går nøyaktig én omdreining i timen.',
    },
    familiarSource: { id: 'iso-80000-3' },
  },
  degs: {
    definition: {
      en: 'One degree per second is about {q 1 degs rads}; a full turn each second is {x 1 rps degs}.',
      es: 'Un grado por segundo son unos {q 1 degs rads}; una vuelta completa por segundo son {x 1 rps degs}.',
      de: 'Ein Grad pro Sekunde sind etwa {q 1 degs rads}; eine volle Umdrehung pro Sekunde sind {x 1 rps degs}.',
      fr: 'Un degré par seconde vaut environ {q 1 degs rads}\u00a0; un tour complet par seconde vaut {x 1 rps degs}.',
      no: 'Én grad per sekund er omtrent {q 1 degs rads}; en hel omdreining per sekund er {x 1 rps degs}.',
    },
    definitionSource: { id: 'si-brochure', at: 'Table 8' },
    use: {
      en: 'Pilots fly standard-rate turns at {x 3 degs degs}, which completes a full circle in two minutes.',
      es: 'Los pilotos hacen virajes de régimen estándar a {x 3 degs degs}, con lo que completan un círculo en dos minutos.',
      de: 'Piloten fliegen Standardkurven mit {x 3 degs degs} und schließen so einen Vollkreis in zwei Minuten.',
      fr: 'Les pilotes effectuent les virages au taux standard à {x 3 degs degs}, soit un tour complet en deux minutes.',
      no: 'Flygere flyr standardsvinger med {x 3 degs degs}, som gir en hel sirkel på to minutter.',
    },
    useSource: { id: 'faa-ifh' },
  },
  degmin: {
    definition: {
      en: 'One degree per minute is a sixtieth of a degree per second, about {q 1 degmin degs}.',
      es: 'Un grado por minuto es la sexagésima parte de un grado por segundo, unos {q 1 degmin degs}.',
      de: 'Ein Grad pro Minute ist ein Sechzigstel Grad pro Sekunde, etwa {q 1 degmin degs}.',
      fr: 'Un degré par minute est le soixantième d’un degré par seconde, soit environ {q 1 degmin degs}.',
      no: 'Én grad per minutt er en sekstidel av en grad per sekund, omtrent {q 1 degmin degs}.',
    },
    definitionSource: { id: 'si-brochure', at: 'Table 8' },
    use: {
      en: 'It suits slow, steady rotations such as those of telescope drives and turntables for positioning.',
      es: 'Conviene a giros lentos y regulares, como los de las monturas de telescopio y las mesas de posicionamiento.',
      de: 'Er eignet sich für langsame, gleichmäßige Drehungen wie die von Teleskopnachführungen und Positioniertischen.',
      fr: 'Il convient aux rotations lentes et régulières, comme celles des montures de télescope et des plateaux de positionnement.',
      no: 'Den passer for langsomme, jevne rotasjoner som i teleskopmonteringer og posisjoneringsbord.',
    },
    useSource: { id: 'iso-80000-3' },
    familiar: {
      en: 'The hour hand of a clock turns at exactly half a degree per minute.',
      es: 'La aguja horaria de un reloj gira exactamente a medio grado por minuto.',
      de: 'Der Stundenzeiger einer Uhr dreht sich mit genau einem halben Grad pro Minute.',
      fr: 'L’aiguille des heures d’une horloge tourne à exactement un demi-degré par minute.',
      no: 'Timeviseren på en klokke går nøyaktig en halv grad i minuttet.',
    },
    familiarSource: { id: 'iso-80000-3' },
  },
} as const satisfies CategoryFacts;
