import type { CategoryPhrases } from './types';

/** Torque units side by side, restating lib/content/facts/torque.ts. */
export const torquePhrases = {
  nm: {
    what: {
      en: 'the newton-meter is the SI unit of torque, one newton acting one meter from the axis',
      es: 'el newton metro es la unidad de momento de fuerza del SI, un newton que actúa a un metro del eje',
      de: 'das Newtonmeter ist die SI-Einheit des Drehmoments, ein Newton im Abstand von einem Meter zur Achse',
      fr: 'le newton-mètre est l’unité SI de moment de force, un newton agissant à un mètre de l’axe',
      no: 'newtonmeter er SI-enheten for dreiemoment, én newton som virker én meter fra aksen',
    },
    where: {
      en: 'newton-meters are the scale of torque wrenches calibrated under ISO 6789',
      es: 'los newtons metro gradúan las llaves dinamométricas calibradas según la ISO 6789',
      de: 'Newtonmeter stehen auf der Skala von Drehmomentschlüsseln nach ISO 6789',
      fr: 'les newtons-mètres graduent les clés dynamométriques étalonnées selon l’ISO 6789',
      no: 'newtonmeter står på skalaen til momentnøkler kalibrert etter ISO 6789',
    },
    literals: ['6789'],
  },
  knm: {
    what: {
      en: 'the kilonewton-meter is a thousand newton-meters, exactly {x 1 knm nm}',
      es: 'el kilonewton metro equivale a mil newtons metro, exactamente {x 1 knm nm}',
      de: 'das Kilonewtonmeter entspricht tausend Newtonmetern, genau {x 1 knm nm}',
      fr: 'le kilonewton-mètre vaut mille newtons-mètres, soit exactement {x 1 knm nm}',
      no: 'en kilonewtonmeter er tusen newtonmeter, nøyaktig {x 1 knm nm}',
    },
    where: {
      en: 'kilonewton-meters give the bending moments in beams and slabs',
      es: 'los kilonewtons metro expresan los momentos flectores de vigas y losas',
      de: 'Kilonewtonmeter geben die Biegemomente in Balken und Platten an',
      fr: 'les kilonewtons-mètres expriment les moments fléchissants des poutres et des dalles',
      no: 'kilonewtonmeter angir bøyemomenter i bjelker og dekker',
    },
  },
  ncm: {
    what: {
      en: 'the newton-centimeter is a hundredth of a newton-meter',
      es: 'el newton centímetro es la centésima parte de un newton metro',
      de: 'das Newtonzentimeter ist der hundertste Teil eines Newtonmeters',
      fr: 'le newton-centimètre est la centième partie d’un newton-mètre',
      no: 'en newtoncentimeter er en hundredel av en newtonmeter',
    },
    where: {
      en: 'newton-centimeters suit small torques, such as those set on torque screwdrivers',
      es: 'los newton centímetros convienen para pares pequeños, como los de los destornilladores dinamométricos',
      de: 'Newtonzentimeter eignen sich für kleine Drehmomente, etwa an Drehmomentschraubendrehern',
      fr: 'les newtons-centimètres conviennent aux petits couples, comme ceux des tournevis dynamométriques',
      no: 'newtoncentimeter passer for små momenter, som på momentskrutrekkere',
    },
  },
  kgfm: {
    what: {
      en: 'the kilogram-force meter is one kilogram-force acting one meter from the axis, exactly {x 1 kgfm nm}',
      es: 'el kilogramo-fuerza metro es el par de un kilogramo-fuerza a un metro del eje, exactamente {x 1 kgfm nm}',
      de: 'das Kilopondmeter ist ein Kilopond im Abstand von einem Meter zur Achse, genau {x 1 kgfm nm}',
      fr: 'le kilogramme-force-mètre est un kilogramme-force agissant à un mètre de l’axe, soit exactement {x 1 kgfm nm}',
      no: 'et kilopondmeter er ett kilopond som virker én meter fra aksen, nøyaktig {x 1 kgfm nm}',
    },
    where: {
      en: 'kilogram-force meters belong to the old technical system of units and to older torque figures',
      es: 'los kilogramos-fuerza metro pertenecen al antiguo sistema técnico de unidades y a pares de apriete antiguos',
      de: 'Kilopondmeter gehören zum alten technischen Maßsystem und zu älteren Drehmomentangaben',
      fr: 'les kilogrammes-force-mètres relèvent de l’ancien système technique d’unités et d’anciens couples',
      no: 'kilopondmeter hører til det gamle tekniske enhetssystemet og til eldre momentverdier',
    },
  },
  kgfcm: {
    what: {
      en: 'the kilogram-force centimeter is a hundredth of a kilogram-force meter, exactly {x 1 kgfcm nm}',
      es: 'el kilogramo-fuerza centímetro es la centésima parte de un kilogramo-fuerza metro, exactamente {x 1 kgfcm nm}',
      de: 'das Kilopondzentimeter ist der hundertste Teil eines Kilopondmeters, genau {x 1 kgfcm nm}',
      fr: 'le kilogramme-force-centimètre est la centième partie d’un kilogramme-force-mètre, soit exactement {x 1 kgfcm nm}',
      no: 'et kilopondcentimeter er en hundredel av et kilopondmeter, nøyaktig {x 1 kgfcm nm}',
    },
    where: {
      en: 'kilogram-force centimeters come from the old technical system and are not SI units',
      es: 'los kilogramos-fuerza centímetro proceden del antiguo sistema técnico y no son unidades del SI',
      de: 'Kilopondzentimeter stammen aus dem alten technischen Maßsystem und sind keine SI-Einheit',
      fr: 'les kilogrammes-force-centimètres viennent de l’ancien système technique et ne sont pas des unités SI',
      no: 'kilopondcentimeter stammer fra det gamle tekniske systemet og er ingen SI-enhet',
    },
  },
  dyncm: {
    what: {
      en: 'the dyne-centimeter is the CGS unit of torque, a ten-millionth of a newton-meter',
      es: 'la dina centímetro es la unidad de par del sistema CGS, una diezmillonésima de newton metro',
      de: 'das Dynzentimeter ist die Drehmomenteinheit des CGS-Systems, ein Zehnmillionstel Newtonmeter',
      fr: 'la dyne-centimètre est l’unité de couple du système CGS, un dix-millionième de newton-mètre',
      no: 'en dyncentimeter er momentenheten i CGS-systemet, en timilliondel newtonmeter',
    },
    where: {
      en: 'dyne-centimeters still specify the spring torque of rotational viscometers',
      es: 'las dinas centímetro aún especifican el par del muelle de los viscosímetros rotacionales',
      de: 'Dynzentimeter bezeichnen noch das Federdrehmoment von Rotationsviskosimetern',
      fr: 'les dynes-centimètres spécifient encore le couple du ressort des viscosimètres rotatifs',
      no: 'dyncentimeter angir fortsatt fjærmomentet til rotasjonsviskosimetre',
    },
  },
  lbft: {
    what: {
      en: 'the pound-force foot is one pound-force acting one foot from the axis, about {q 1 lbft nm}',
      es: 'la libra-fuerza pie es el par de una libra-fuerza a un pie del eje, unos {q 1 lbft nm}',
      de: 'der Pfundkraft-Fuß ist eine Pfundkraft im Abstand von einem Fuß zur Achse, etwa {q 1 lbft nm}',
      fr: 'la livre-force-pied est une livre-force agissant à un pied de l’axe, soit environ {q 1 lbft nm}',
      no: 'en pund-kraft-fot er én pundkraft som virker én fot fra aksen, omtrent {q 1 lbft nm}',
    },
    where: {
      en: 'pound-force feet are the scale of US torque wrenches, often beside newton-meters',
      es: 'las libras-fuerza pie gradúan las llaves dinamométricas estadounidenses, a menudo junto a newtons metro',
      de: 'Pfundkraft-Fuß stehen auf US-Drehmomentschlüsseln, oft neben Newtonmetern',
      fr: 'les livres-force-pieds graduent les clés dynamométriques américaines, souvent à côté des newtons-mètres',
      no: 'pund-kraft-fot står på amerikanske momentnøkler, ofte sammen med newtonmeter',
    },
  },
  lbin: {
    what: {
      en: 'the pound-force inch is a twelfth of a pound-force foot, about {q 1 lbin nm}',
      es: 'la libra-fuerza pulgada es la duodécima parte de una libra-fuerza pie, unos {q 1 lbin nm}',
      de: 'der Pfundkraft-Zoll ist ein Zwölftel eines Pfundkraft-Fußes, etwa {q 1 lbin nm}',
      fr: 'la livre-force-pouce est le douzième d’une livre-force-pied, soit environ {q 1 lbin nm}',
      no: 'en pund-kraft-tomme er en tolvdel av en pund-kraft-fot, omtrent {q 1 lbin nm}',
    },
    where: {
      en: 'pound-force inches are the scale of smaller US torque wrenches and torque screwdrivers',
      es: 'las libras-fuerza pulgada gradúan las llaves y los destornilladores dinamométricos pequeños estadounidenses',
      de: 'Pfundkraft-Zoll stehen auf kleineren US-Drehmomentschlüsseln und Drehmomentschraubendrehern',
      fr: 'les livres-force-pouces graduent les petites clés et les tournevis dynamométriques américains',
      no: 'pund-kraft-tommer står på mindre amerikanske momentnøkler og momentskrutrekkere',
    },
  },
  ozin: {
    what: {
      en: 'the ounce-force inch is a sixteenth of a pound-force inch, about {q 1 ozin ncm}',
      es: 'la onza-fuerza pulgada es la dieciseisava parte de una libra-fuerza pulgada, unos {q 1 ozin ncm}',
      de: 'der Unzenkraft-Zoll ist ein Sechzehntel eines Pfundkraft-Zolls, etwa {q 1 ozin ncm}',
      fr: 'l’once-force-pouce est le seizième d’une livre-force-pouce, soit environ {q 1 ozin ncm}',
      no: 'en unsekraft-tomme er en sekstendedel av en pund-kraft-tomme, omtrent {q 1 ozin ncm}',
    },
    where: {
      en: 'ounce-force inches express very small torques in US customary units',
      es: 'las onzas-fuerza pulgada expresan pares muy pequeños en unidades usuales estadounidenses',
      de: 'Unzenkraft-Zoll drücken sehr kleine Drehmomente in US-Einheiten aus',
      fr: 'les onces-force-pouces expriment de très petits couples en unités usuelles américaines',
      no: 'unsekraft-tommer uttrykker svært små momenter i amerikanske enheter',
    },
  },
} as const satisfies CategoryPhrases;
