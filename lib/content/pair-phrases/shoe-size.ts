import type { CategoryPhrases } from './types';

/** Shoe-size systems side by side, restating lib/content/facts/shoe-size.ts: what each counts and where it is used. */
export const shoeSizePhrases = {
  eu: {
    what: {
      en: 'EU sizes count Paris points of two thirds of a centimeter, starting from zero',
      es: 'las tallas europeas cuentan puntos de París de dos tercios de centímetro desde cero',
      de: 'EU-Größen zählen Pariser Stich zu zwei Dritteln eines Zentimeters ab null',
      fr: 'les pointures européennes comptent des points de Paris de deux tiers de centimètre à partir de zéro',
      no: 'europeiske størrelser teller parisiske stikk på to tredjedels centimeter fra null',
    },
    where: {
      en: 'EU sizes label shoes in continental Europe, often beside UK and US sizes',
      es: 'las tallas europeas etiquetan el calzado de la Europa continental, a menudo junto a las británicas y las estadounidenses',
      de: 'EU-Größen stehen auf Schuhen in Kontinentaleuropa, oft neben britischen und US-Größen',
      fr: 'les pointures européennes figurent sur les chaussures d’Europe continentale, souvent à côté des britanniques et des américaines',
      no: 'europeiske størrelser står på sko på det europeiske fastlandet, ofte ved siden av britiske og amerikanske',
    },
  },
  uk: {
    what: {
      en: 'UK sizes count barleycorns of a third of an inch along the last, with the adult scale starting again at one',
      es: 'las tallas británicas cuentan granos de cebada de un tercio de pulgada a lo largo de la horma, con una escala adulta que vuelve a empezar en uno',
      de: 'britische Größen zählen Gerstenkörner zu einem Drittel Zoll entlang des Leistens, bei Erwachsenen wieder ab eins',
      fr: 'les pointures britanniques comptent des grains d’orge d’un tiers de pouce le long de la forme, l’échelle adulte repartant à un',
      no: 'britiske størrelser teller byggkorn på en tredjedels tomme langs lesten, med en voksenskala som starter på én igjen',
    },
    where: {
      en: 'UK sizes label shoes in the United Kingdom, in whole and half sizes',
      es: 'las tallas británicas etiquetan el calzado del Reino Unido, en tallas enteras y medias',
      de: 'britische Größen stehen auf Schuhen im Vereinigten Königreich, in ganzen und halben Nummern',
      fr: 'les pointures britanniques figurent sur les chaussures au Royaume-Uni, en pointures entières et demi-pointures',
      no: 'britiske størrelser står på sko i Storbritannia, i hele og halve nummer',
    },
  },
  us_men: {
    what: {
      en: 'US men’s sizes step in barleycorns like UK sizes but sit one size higher',
      es: 'las tallas de hombre de Estados Unidos avanzan en granos de cebada como las británicas, pero una talla más arriba',
      de: 'US-Herrengrößen steigen wie britische Größen in Gerstenkörnern, liegen aber eine Nummer höher',
      fr: 'les pointures américaines pour homme progressent en grains d’orge comme les britanniques, mais une pointure au-dessus',
      no: 'amerikanske herrestørrelser går i byggkorn som britiske, men ligger ett nummer høyere',
    },
    where: {
      en: 'US men’s sizes are used in the US and Canada, where US stores measure feet on the Brannock device',
      es: 'las tallas de hombre de Estados Unidos rigen allí y en Canadá, donde las tiendas estadounidenses miden el pie con el medidor Brannock',
      de: 'US-Herrengrößen gelten in den USA und Kanada, wo US-Geschäfte die Füße mit dem Brannock-Messgerät messen',
      fr: 'les pointures américaines pour homme ont cours aux États-Unis et au Canada, où les magasins américains mesurent le pied avec l’appareil Brannock',
      no: 'amerikanske herrestørrelser brukes i USA og Canada, der amerikanske butikker måler føttene med Brannock-måleren',
    },
  },
  us_women: {
    what: {
      en: 'US women’s sizes step in barleycorns like men’s sizes but sit one and a half sizes higher on the common scale',
      es: 'las tallas de mujer de Estados Unidos avanzan en granos de cebada como las de hombre, pero talla y media más arriba en la escala común',
      de: 'US-Damengrößen steigen wie Herrengrößen in Gerstenkörnern, liegen auf der üblichen Skala aber anderthalb Nummern höher',
      fr: 'les pointures américaines pour femme progressent en grains d’orge comme celles pour homme, mais une pointure et demie plus haut sur l’échelle courante',
      no: 'amerikanske damestørrelser går i byggkorn som herrestørrelsene, men ligger halvannet nummer høyere på den vanlige skalaen',
    },
    where: {
      en: 'US women’s sizes label women’s shoes in the US and Canada, separate from men’s sizes',
      es: 'las tallas de mujer de Estados Unidos etiquetan el calzado femenino allí y en Canadá, aparte de las de hombre',
      de: 'US-Damengrößen stehen auf Damenschuhen in den USA und Kanada, getrennt von den Herrengrößen',
      fr: 'les pointures américaines pour femme étiquettent les chaussures de femme aux États-Unis et au Canada, à part des pointures homme',
      no: 'amerikanske damestørrelser merker damesko i USA og Canada, atskilt fra herrestørrelsene',
    },
  },
  jp: {
    what: {
      en: 'Japanese sizes are the length of the foot in centimeters, in half-centimeter steps',
      es: 'las tallas japonesas son la longitud del pie en centímetros, en pasos de medio centímetro',
      de: 'japanische Schuhgrößen sind die Fußlänge in Zentimetern, in Schritten von einem halben Zentimeter',
      fr: 'les pointures japonaises sont la longueur du pied en centimètres, par pas d’un demi-centimètre',
      no: 'japanske skostørrelser er fotens lengde i centimeter, i trinn på en halv centimeter',
    },
    where: {
      en: 'Japanese sizes label shoes sold in Japan, telling the foot length each shoe is made for',
      es: 'las tallas japonesas etiquetan el calzado que se vende en Japón e indican la longitud de pie para la que está hecho',
      de: 'japanische Größen stehen auf in Japan verkauften Schuhen und nennen die Fußlänge, für die der Schuh gemacht ist',
      fr: 'les pointures japonaises figurent sur les chaussures vendues au Japon et indiquent la longueur de pied prévue',
      no: 'japanske størrelser viser fotlengden som sko solgt i Japan er laget for',
    },
  },
  mondopoint: {
    what: {
      en: 'Mondopoint is the ISO shoe size, the length of the foot in millimeters, optionally followed by its width',
      es: 'Mondopoint es la talla ISO de calzado, la longitud del pie en milímetros, seguida a veces de su anchura',
      de: 'Mondopoint ist die ISO-Schuhgröße, die Fußlänge in Millimetern, wahlweise gefolgt von der Fußbreite',
      fr: 'le Mondopoint est la pointure ISO, la longueur du pied en millimètres, éventuellement suivie de sa largeur',
      no: 'Mondopoint er ISO-skostørrelsen, fotens lengde i millimeter, eventuelt fulgt av bredden',
    },
    where: {
      en: 'Mondopoint sizes ski boots, by the longer foot measured standing with weight on both feet',
      es: 'Mondopoint talla las botas de esquí por el pie más largo, medido de pie con el peso en ambos pies',
      de: 'Mondopoint bemisst Skischuhe nach dem längeren Fuß, gemessen im Stehen mit dem Gewicht auf beiden Füßen',
      fr: 'le Mondopoint taille les chaussures de ski d’après le pied le plus long, mesuré debout, le poids sur les deux pieds',
      no: 'Mondopoint angir størrelsen på skistøvler etter den lengste foten, målt stående med vekten på begge føttene',
    },
  },
} as const satisfies CategoryPhrases;
