import type { CategoryPhrases } from './types';

/** Typography units' clauses for a pair's answer, restating lib/content/facts/typography.ts. */
export const typographyPhrases = {
  px: {
    what: {
      en: 'the CSS pixel is a ninety-sixth of an inch',
      es: 'el píxel CSS es la nonagésima sexta parte de una pulgada',
      de: 'das CSS-Pixel ist ein Sechsundneunzigstel Zoll',
      fr: 'le pixel CSS est le quatre-vingt-seizième d’un pouce',
      no: 'en CSS-piksel er en nittiseksdel av en tomme',
    },
    where: {
      en: 'web pages size text, images and layout in CSS pixels',
      es: 'las páginas web miden texto, imágenes y maquetación en píxeles CSS',
      de: 'Webseiten bemessen Text, Bilder und Layout in CSS-Pixeln',
      fr: 'les pages web dimensionnent texte, images et mise en page en pixels CSS',
      no: 'nettsider angir tekst, bilder og oppsett i CSS-piksler',
    },
  },
  pt: {
    what: {
      en: 'the point of desktop publishing and CSS is exactly a seventy-second of an inch, about {q 1 pt mm}',
      es: 'el punto de la autoedición y de CSS es exactamente la septuagésima segunda parte de una pulgada, unos {q 1 pt mm}',
      de: 'der DTP-Punkt von PostScript und CSS ist genau ein Zweiundsiebzigstel Zoll, etwa {q 1 pt mm}',
      fr: 'le point typographique de la PAO et de CSS vaut exactement un soixante-douzième de pouce, soit environ {q 1 pt mm}',
      no: 'det typografiske punktet i DTP og CSS er nøyaktig en syttitodel av en tomme, omtrent {q 1 pt mm}',
    },
    where: {
      en: 'word processors, layout programs and PDF files give font sizes in points',
      es: 'los procesadores de texto, los programas de maquetación y los PDF dan el tamaño de letra en puntos',
      de: 'Textverarbeitung, Satzprogramme und PDF-Dateien geben Schriftgrößen in Punkt an',
      fr: 'les traitements de texte, les logiciels de mise en page et les PDF expriment les tailles de police en points',
      no: 'tekstbehandlere, ombrekkingsprogrammer og PDF-filer oppgir skriftstørrelser i punkter',
    },
  },
  pica: {
    what: {
      en: 'the pica is a sixth of an inch, exactly {x 1 pica pt}',
      es: 'la pica es la sexta parte de una pulgada, exactamente {x 1 pica pt}',
      de: 'die Pica ist ein Sechstel Zoll, genau {x 1 pica pt}',
      fr: 'le pica vaut un sixième de pouce, soit exactement {x 1 pica pt}',
      no: 'en pica er en sjettedel tomme, nøyaktig {x 1 pica pt}',
    },
    where: {
      en: 'printers and page designers in the English-speaking world measure columns and margins in picas',
      es: 'los impresores y maquetadores del mundo anglosajón miden columnas y márgenes en picas',
      de: 'Drucker und Layouter im englischsprachigen Raum messen Spaltenbreiten und Ränder in Pica',
      fr: 'dans le monde anglophone, imprimeurs et maquettistes mesurent largeurs de colonnes et marges en picas',
      no: 'trykkere og grafiske formgivere i den engelskspråklige verden måler spaltebredder og marger i pica',
    },
  },
  em: {
    what: {
      en: 'the em is relative to the element’s font size and is taken here at the usual browser default of {x 1 em px}',
      es: 'el em es relativo al tamaño de letra del elemento, aquí tomado en {x 1 em px}, el valor habitual de los navegadores',
      de: 'das Em richtet sich nach der Schriftgröße des Elements, hier mit dem üblichen Browserwert von {x 1 em px} angesetzt',
      fr: 'l’em dépend de la taille de police de l’élément, prise ici à {x 1 em px}, la valeur usuelle des navigateurs',
      no: 'em er relativ til skriftstørrelsen i elementet, her regnet som {x 1 em px}, nettlesernes vanlige standard',
    },
    where: {
      en: 'web designers size text and spacing in ems so that layouts scale with the reader’s font size',
      es: 'los diseñadores web miden textos y espacios en em para que la página se adapte al tamaño de letra del lector',
      de: 'Webdesigner bemessen Text und Abstände in Em, damit das Layout mit der Schriftgröße der Leser mitwächst',
      fr: 'les concepteurs web dimensionnent textes et espacements en em pour que la mise en page suive la taille de police du lecteur',
      no: 'webdesignere angir tekst og avstander i em, slik at oppsettet skalerer med leserens skriftstørrelse',
    },
  },
  twip: {
    what: {
      en: 'the twip is a twentieth of a point, so an inch is exactly {x 1 in twip}',
      es: 'el twip es la vigésima parte de un punto, de modo que una pulgada son exactamente {x 1 in twip}',
      de: 'das Twip ist ein Zwanzigstel Punkt, ein Zoll hat also genau {x 1 in twip}',
      fr: 'le twip est le vingtième d’un point, si bien qu’un pouce vaut exactement {x 1 in twip}',
      no: 'en twip er en tjuendedel punkt, så en tomme er nøyaktig {x 1 in twip}',
    },
    where: {
      en: 'Rich Text Format files and Microsoft Word measure page sizes, margins and indents in twips',
      es: 'los archivos RTF y Microsoft Word miden el tamaño de página, los márgenes y las sangrías en twips',
      de: 'RTF-Dateien und Microsoft Word messen Seitengrößen, Ränder und Einzüge in Twips',
      fr: 'les fichiers RTF et Microsoft Word mesurent formats de page, marges et retraits en twips',
      no: 'RTF-filer og Microsoft Word måler sidestørrelser, marger og innrykk i twips',
    },
  },
  in: {
    what: {
      en: 'the inch is exactly {x 1 in mm}, set in CSS at exactly {x 1 in px} or {x 1 in pt}',
      es: 'la pulgada mide exactamente {x 1 in mm}, en CSS {x 1 in px} o {x 1 in pt}',
      de: 'der Zoll misst genau {x 1 in mm}, in CSS {x 1 in px} oder {x 1 in pt}',
      fr: 'le pouce mesure exactement {x 1 in mm}, soit {x 1 in px} ou {x 1 in pt} en CSS',
      no: 'en tomme er nøyaktig {x 1 in mm}, i CSS satt til {x 1 in px} eller {x 1 in pt}',
    },
    where: {
      en: 'print and screen resolutions are counted per inch, in dots or pixels per inch',
      es: 'las resoluciones de impresión y de pantalla se cuentan por pulgada, en puntos o píxeles por pulgada',
      de: 'Druck- und Bildschirmauflösungen werden pro Zoll gezählt, in Punkten oder Pixeln pro Zoll',
      fr: 'les résolutions d’impression et d’écran se comptent par pouce, en points ou pixels par pouce',
      no: 'utskrifts- og skjermoppløsning regnes per tomme, i punkter eller piksler per tomme',
    },
  },
  mm: {
    what: {
      en: 'the millimeter in CSS is a true millimeter on paper, about {q 1 mm px}',
      es: 'el milímetro de CSS es un milímetro real sobre el papel, unos {q 1 mm px}',
      de: 'der Millimeter in CSS ist ein echter Millimeter auf Papier, etwa {q 1 mm px}',
      fr: 'le millimètre de CSS est un vrai millimètre sur papier, soit environ {q 1 mm px}',
      no: 'millimeteren i CSS er en ekte millimeter på papir, omtrent {q 1 mm px}',
    },
    where: {
      en: 'print layouts and CSS for print use millimeters, the unit of paper sizes such as A4',
      es: 'las maquetas de impresión y el CSS para imprimir usan milímetros, la unidad de formatos de papel como el A4',
      de: 'Drucklayouts und CSS für den Druck verwenden Millimeter, die Einheit von Papierformaten wie A4',
      fr: 'les mises en page imprimées et le CSS d’impression emploient le millimètre, unité des formats de papier comme l’A4',
      no: 'trykte oppsett og CSS for utskrift bruker millimeter, enheten for papirformater som A4',
    },
    literals: ['A4'],
  },
  cm: {
    what: {
      en: 'the centimeter in CSS is {x 1 cm mm}, about {q 1 cm px}',
      es: 'el centímetro de CSS equivale a {x 1 cm mm}, unos {q 1 cm px}',
      de: 'der Zentimeter in CSS entspricht {x 1 cm mm}, etwa {q 1 cm px}',
      fr: 'le centimètre de CSS vaut {x 1 cm mm}, soit environ {q 1 cm px}',
      no: 'centimeteren i CSS er {x 1 cm mm}, omtrent {q 1 cm px}',
    },
    where: {
      en: 'style sheets for print set page margins and box sizes in centimeters',
      es: 'las hojas de estilo para imprimir fijan márgenes de página y tamaños de cajas en centímetros',
      de: 'Druck-Stylesheets legen Seitenränder und Boxgrößen in Zentimetern fest',
      fr: 'les feuilles de style d’impression fixent marges et dimensions des blocs en centimètres',
      no: 'stilark for utskrift angir sidemarger og boksstørrelser i centimeter',
    },
  },
  q: {
    what: {
      en: 'the Q is a quarter of a millimeter',
      es: 'el Q es un cuarto de milímetro',
      de: 'das Q ist ein Viertelmillimeter',
      fr: 'le Q est un quart de millimètre',
      no: 'en Q er en kvart millimeter',
    },
    where: {
      en: 'Japanese typesetting steps its type sizes in quarter millimeters, which CSS supports for print',
      es: 'la tipografía japonesa escalona los cuerpos de letra en cuartos de milímetro, que CSS admite para imprimir',
      de: 'der japanische Satz stuft Schriftgrößen in Viertelmillimetern, die CSS für den Druck kennt',
      fr: 'la typographie japonaise échelonne les corps de caractère en quarts de millimètre, que CSS prend en charge pour l’impression',
      no: 'japansk typografi trapper skriftstørrelser i kvarte millimeter, som CSS har med for utskrift',
    },
  },
} as const satisfies CategoryPhrases;
