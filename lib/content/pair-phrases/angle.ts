import type { CategoryPhrases } from './types';

/** Angle units side by side, restating lib/content/facts/angle.ts. */
export const anglePhrases = {
  rad: {
    what: {
      en: 'the radian is the SI unit of plane angle, at which an arc of a circle is as long as its radius',
      es: 'el radián es la unidad de ángulo plano del SI, cuyo arco de circunferencia mide lo mismo que el radio',
      de: 'der Radiant ist die SI-Einheit des ebenen Winkels, bei dem der Kreisbogen so lang ist wie der Radius',
      fr: 'le radian est l’unité SI d’angle plan, dont l’arc de cercle a la même longueur que le rayon',
      no: 'radian er SI-enheten for plan vinkel, der sirkelbuen er like lang som radien',
    },
    where: {
      en: 'radians are the working unit of mathematics, physics and the trigonometric functions of JavaScript',
      es: 'los radianes son la unidad de las matemáticas, la física y las funciones trigonométricas de JavaScript',
      de: 'Radiant sind die Einheit von Mathematik, Physik und den Winkelfunktionen von JavaScript',
      fr: 'les radians sont l’unité des mathématiques, de la physique et des fonctions trigonométriques de JavaScript',
      no: 'radianer er enheten i matematikk, fysikk og de trigonometriske funksjonene i JavaScript',
    },
  },
  deg: {
    what: {
      en: 'the degree is a 360th of a full turn, about {q 1 deg rad}',
      es: 'el grado es la 360.ª parte de una vuelta completa, unos {q 1 deg rad}',
      de: 'der Grad ist ein Dreihundertsechzigstel des Vollwinkels, etwa {q 1 deg rad}',
      fr: 'le degré est la 360e partie d’un tour complet, soit environ {q 1 deg rad}',
      no: 'en grad er en 360-del av en hel omdreining, omtrent {q 1 deg rad}',
    },
    where: {
      en: 'degrees, with their minutes and seconds, give latitude, longitude and bearings, as in aviation',
      es: 'los grados, con sus minutos y segundos, dan la latitud, la longitud y los rumbos, como en la aviación',
      de: 'Grad mit Minuten und Sekunden geben Breite, Länge und Kurse an, etwa in der Luftfahrt',
      fr: 'les degrés, avec leurs minutes et secondes, expriment latitude, longitude et caps, comme dans l’aviation',
      no: 'grader med minutter og sekunder angir breddegrad, lengdegrad og kurs, blant annet i luftfarten',
    },
    literals: ['360'],
  },
  grad: {
    what: {
      en: 'the gradian, or gon, is a hundredth of a right angle, so a full turn is exactly {x 1 turn grad}',
      es: 'el gradián, o gon, es la centésima parte de un ángulo recto, de modo que una vuelta son exactamente {x 1 turn grad}',
      de: 'das Gon ist der hundertste Teil eines rechten Winkels, sodass ein Vollwinkel genau {x 1 turn grad} hat',
      fr: 'le grade, ou gon, est la centième partie d’un angle droit, si bien qu’un tour complet vaut exactement {x 1 turn grad}',
      no: 'en gon er en hundredel av en rett vinkel, så en hel omdreining er nøyaktig {x 1 turn grad}',
    },
    where: {
      en: 'gradians, called gons in surveying, are the default angle unit of adjustment software such as GNU Gama',
      es: 'los gradianes, que la topografía llama gon, son la unidad por defecto de programas de compensación como GNU Gama',
      de: 'Gon sind im Vermessungswesen weit verbreitet und die Standardeinheit von Ausgleichungsprogrammen wie GNU Gama',
      fr: 'les grades, que la topographie appelle gons, sont l’unité par défaut de logiciels de compensation comme GNU Gama',
      no: 'gon er mye brukt i landmåling og standardenheten i utjevningsprogrammer som GNU Gama',
    },
  },
  arcmin: {
    what: {
      en: 'the arcminute is a sixtieth of a degree, accepted for use with the SI',
      es: 'el minuto de arco es la sexagésima parte de un grado, aceptada para su uso con el SI',
      de: 'die Winkelminute ist der sechzigste Teil eines Grads, zugelassen zur Verwendung mit dem SI',
      fr: 'la minute d’arc est la soixantième partie d’un degré, admise pour l’usage avec le SI',
      no: 'et bueminutt er en sekstidel av en grad, godkjent for bruk sammen med SI',
    },
    where: {
      en: 'arcminutes sit between degrees and arcseconds in latitude and longitude, as in aviation positions',
      es: 'los minutos de arco van entre los grados y los segundos en la latitud y la longitud, como en las posiciones de la aviación',
      de: 'Winkelminuten stehen in Breite und Länge zwischen Grad und Winkelsekunden, wie bei Positionen in der Luftfahrt',
      fr: 'les minutes d’arc s’intercalent entre degrés et secondes dans la latitude et la longitude, comme dans l’aviation',
      no: 'bueminutter står mellom grader og buesekunder i breddegrad og lengdegrad, slik luftfarten oppgir posisjoner',
    },
  },
  arcsec: {
    what: {
      en: 'the arcsecond is a sixtieth of an arcminute, a 3600th of a degree',
      es: 'el segundo de arco es la sexagésima parte de un minuto de arco, la 3600.ª parte de un grado',
      de: 'die Winkelsekunde ist der sechzigste Teil einer Winkelminute, ein 3600stel Grad',
      fr: 'la seconde d’arc est la soixantième partie d’une minute d’arc, la 3600e partie d’un degré',
      no: 'et buesekund er en sekstidel av et bueminutt, en 3600-del av en grad',
    },
    where: {
      en: 'arcseconds measure star positions and the sharpness of telescopes in astronomy',
      es: 'los segundos de arco miden en astronomía las posiciones de las estrellas y la resolución de los telescopios',
      de: 'Winkelsekunden messen in der Astronomie Sternpositionen und das Auflösungsvermögen von Teleskopen',
      fr: 'les secondes d’arc mesurent en astronomie la position des étoiles et la résolution des télescopes',
      no: 'buesekunder måler stjerneposisjoner og teleskopers oppløsning i astronomien',
    },
    literals: ['3600'],
  },
  turn: {
    what: {
      en: 'the revolution, or turn, is one full circle, exactly {x 1 turn deg}',
      es: 'la revolución, o vuelta, es un giro completo, exactamente {x 1 turn deg}',
      de: 'die Umdrehung ist ein voller Kreis, genau {x 1 turn deg}',
      fr: 'le tour est une révolution complète, soit exactement {x 1 turn deg}',
      no: 'en omdreining er én hel runde, nøyaktig {x 1 turn deg}',
    },
    where: {
      en: 'revolutions count rotation, as in the revolutions per minute of engines and motors',
      es: 'las revoluciones cuentan la rotación, como en las revoluciones por minuto de los motores',
      de: 'Umdrehungen zählen Drehbewegungen, etwa in der Drehzahl von Motoren pro Minute',
      fr: 'les tours comptent les rotations, comme les tours par minute des moteurs',
      no: 'omdreininger teller rotasjon, som i omdreininger per minutt for motorer',
    },
  },
  mil_nato: {
    what: {
      en: 'the NATO mil divides a full turn into exactly {x 1 turn mil_nato}',
      es: 'la milésima OTAN divide una vuelta completa en exactamente {x 1 turn mil_nato}',
      de: 'der NATO-Strich teilt den Vollkreis in genau {x 1 turn mil_nato}',
      fr: 'le millième OTAN divise un tour complet en exactement {x 1 turn mil_nato}',
      no: 'NATO-streken deler en hel omdreining i nøyaktig {x 1 turn mil_nato}',
    },
    where: {
      en: 'NATO mils give directions to artillery and mortar crews and on military compasses',
      es: 'las milésimas OTAN dan las direcciones a la artillería, los morteros y las brújulas militares',
      de: 'NATO-Striche messen Richtungen bei Artillerie, Mörsertrupps und auf Marschkompassen',
      fr: 'les millièmes OTAN mesurent les directions pour l’artillerie, les mortiers et les boussoles militaires',
      no: 'NATO-streker måler retninger for artilleri, bombekastere og militære kompass',
    },
  },
  mrad: {
    what: {
      en: 'the milliradian is a thousandth of a radian, formed with the SI prefix milli',
      es: 'el milirradián es la milésima parte de un radián, con el prefijo SI mili',
      de: 'der Milliradiant ist der tausendste Teil eines Radiants, gebildet mit dem SI-Vorsatz Milli',
      fr: 'le milliradian est la millième partie d’un radian, formée avec le préfixe SI milli',
      no: 'en milliradian er en tusendel av en radian, dannet med SI-prefikset milli',
    },
    where: {
      en: 'milliradians state the divergence of laser beams, how fast they spread',
      es: 'los milirradianes expresan la divergencia de los haces láser, lo rápido que se abren',
      de: 'Milliradiant geben die Divergenz von Laserstrahlen an, also wie schnell sie sich aufweiten',
      fr: 'les milliradians expriment la divergence des faisceaux laser, la vitesse à laquelle ils s’élargissent',
      no: 'milliradianer angir divergensen til laserstråler, hvor raskt de sprer seg',
    },
  },
} as const satisfies CategoryPhrases;
