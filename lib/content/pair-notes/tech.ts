import type { CategoryId } from '@/lib/units/catalogue';
import type { CategoryNotes } from './types';

/** Storage sizes and energy bills: decimal against binary bytes, kilowatt-hours against BTU and calories. */
export const techNotes: Readonly<Partial<Record<CategoryId, CategoryNotes>>> = {
  data: {
    pairs: [
      {
        units: [
          ['gb_si', 'gb'],
          ['tb_si', 'tb'],
          ['gb_si', 'gib'],
          ['tb_si', 'tib'],
          ['tb_si', 'gb'],
        ],
        faq: [
          {
            question: {
              en: 'Why does a new drive show less space than the box says?',
              es: '¿Por qué un disco nuevo muestra menos espacio del que indica la caja?',
              de: 'Warum zeigt eine neue Festplatte weniger Platz an, als auf der Packung steht?',
              fr: 'Pourquoi un disque neuf affiche-t-il moins d’espace que ce qu’indique la boîte\u202f?',
              no: 'Hvorfor viser en ny disk mindre plass enn det som står på esken?',
            },
            answer: {
              en: 'Drive makers count decimal units, where a terabyte is a trillion bytes, while Windows counts in powers of 1024 but still writes GB: a {x 1 tb_si tb_si} drive shows as {q 1 tb_si gb}. Nothing is missing, and macOS, which counts in decimal units, shows the full size.',
              es: 'Los fabricantes cuentan en unidades decimales, en las que un terabyte es un billón de bytes, mientras que Windows cuenta en potencias de 1024 pero sigue escribiendo GB: un disco de {x 1 tb_si tb_si} aparece como {q 1 tb_si gb}. No falta nada, y macOS, que cuenta en unidades decimales, muestra el tamaño completo.',
              de: 'Hersteller rechnen dezimal, ein Terabyte sind also eine Billion Byte; Windows rechnet in Potenzen von 1024, schreibt aber trotzdem GB: Eine Platte mit {x 1 tb_si tb_si} erscheint als {q 1 tb_si gb}. Es fehlt nichts, und macOS, das dezimal rechnet, zeigt die volle Größe.',
              fr: 'Les fabricants comptent en unités décimales, un téraoctet valant mille milliards d’octets, alors que Windows compte en puissances de 1024 tout en écrivant Go\u00a0: un disque de {x 1 tb_si tb_si} s’affiche comme {q 1 tb_si gb}. Rien ne manque, et macOS, qui compte en unités décimales, affiche la taille complète.',
              no: 'Produsentene regner desimalt, der en terabyte er en billion byte, mens Windows regner i potenser av 1024 men likevel skriver GB: en disk på {x 1 tb_si tb_si} vises som {q 1 tb_si gb}. Ingenting mangler, og macOS, som regner desimalt, viser hele størrelsen.',
            },
            source: { id: 'apple-storage' },
          },
        ],
        literals: ['1024'],
      },
    ],
  },
  'data-rate': {
    pairs: [
      {
        units: [
          ['mbps', 'mbyte_s'],
          ['gbps', 'mbyte_s'],
          ['mbps', 'mib_s'],
        ],
        faq: [
          {
            question: {
              en: 'How fast does a broadband plan download in MB/s?',
              es: '¿A cuántos MB/s descarga una conexión de fibra o ADSL?',
              de: 'Wie viele MB/s lädt ein Internetanschluss herunter?',
              fr: 'À combien de Mo/s télécharge un abonnement Internet\u202f?',
              no: 'Hvor mange MB/s laster et bredbåndsabonnement ned?',
            },
            answer: {
              en: 'At best, the plan’s speed divided by eight, since a byte is eight bits; protocol overhead and Wi-Fi usually take a little more off. The table below gives common plan speeds.',
              es: 'Como máximo, la velocidad contratada dividida entre ocho, porque un byte son ocho bits; la sobrecarga de los protocolos y el wifi suelen restar algo más. La tabla de abajo recoge las velocidades habituales.',
              de: 'Höchstens die gebuchte Geschwindigkeit geteilt durch acht, denn ein Byte hat acht Bit; Protokoll-Overhead und WLAN ziehen meist noch etwas ab. Die Tabelle unten zeigt gängige Tarife.',
              fr: 'Au mieux, le débit de l’abonnement divisé par huit, car un octet compte huit bits\u202f; les protocoles et le Wi-Fi en retirent généralement encore un peu. Le tableau ci-dessous donne les débits courants.',
              no: 'I beste fall abonnementets hastighet delt på åtte, siden en byte er åtte bit; protokoller og wifi tar vanligvis litt mer. Tabellen under viser vanlige hastigheter.',
            },
          },
        ],
        lookup: {
          caption: {
            en: 'Broadband plans',
            es: 'Velocidades contratadas',
            de: 'Internettarife',
            fr: 'Débits d’abonnement',
            no: 'Bredbåndshastigheter',
          },
          from: 'mbps',
          to: 'mbyte_s',
          amounts: [10, 50, 100, 250, 500, 1000],
        },
      },
    ],
  },
  power: {
    pairs: [
      {
        units: [
          ['hp', 'kw'],
          ['hp_mech', 'kw'],
          ['hp', 'hp_mech'],
        ],
        faq: [
          {
            question: {
              en: 'How do I compare a car’s power in kW and horsepower?',
              es: '¿Cómo comparo la potencia de un coche en kW y en caballos?',
              de: 'Wie vergleiche ich die Leistung eines Autos in kW und PS?',
              fr: 'Comment comparer la puissance d’une voiture en kW et en chevaux\u202f?',
              no: 'Hvordan sammenligner jeg effekten til en bil i kW og hestekrefter?',
            },
            answer: {
              en: 'European figures give kilowatts, often with metric horsepower beside them; US and British ones give mechanical horsepower, slightly larger. So {x 100 kw kw} is {q 100 kw hp} metric but {q 100 kw hp_mech} mechanical.',
              es: 'Las fichas europeas dan kilovatios, a menudo con caballos métricos (CV) al lado; las estadounidenses y británicas dan caballos mecánicos, algo mayores. Así, {x 100 kw kw} son {q 100 kw hp} métricos, pero {q 100 kw hp_mech} mecánicos.',
              de: 'Europäische Angaben nennen Kilowatt, oft mit PS daneben; amerikanische und britische nennen die etwas größere mechanische Pferdestärke (hp). {x 100 kw kw} sind also {q 100 kw hp}, aber {q 100 kw hp_mech}.',
              fr: 'Les fiches européennes donnent des kilowatts, souvent avec des chevaux métriques (ch) à côté\u202f; les américaines et britanniques donnent des chevaux mécaniques (hp), un peu plus grands. Ainsi, {x 100 kw kw} font {q 100 kw hp}, mais {q 100 kw hp_mech}.',
              no: 'Europeiske tall oppgir kilowatt, ofte med metriske hestekrefter ved siden av; amerikanske og britiske oppgir mekaniske hestekrefter, som er litt større. {x 100 kw kw} er altså {q 100 kw hp} metrisk, men {q 100 kw hp_mech} mekanisk.',
            },
          },
        ],
        lookup: {
          caption: {
            en: 'Engine powers',
            es: 'Potencias de motor',
            de: 'Motorleistungen',
            fr: 'Puissances de moteur',
            no: 'Motoreffekter',
          },
          from: 'kw',
          to: 'hp',
          amounts: [50, 75, 100, 150, 200, 300],
        },
      },
    ],
  },
  energy: {
    pairs: [
      {
        units: [
          ['kwh', 'btu'],
          ['btu', 'kj'],
          ['therm', 'kwh'],
        ],
        faq: [
          {
            question: {
              en: 'Where are BTUs still used?',
              es: '¿Dónde se siguen usando las BTU?',
              de: 'Wo werden BTU noch verwendet?',
              fr: 'Où utilise-t-on encore les BTU\u202f?',
              no: 'Hvor brukes BTU fortsatt?',
            },
            answer: {
              en: 'Mainly in the US: furnaces, grills and air conditioners are rated in BTU (per hour, for their power), and natural gas is billed in therms of {x 1 therm btu}. A kilowatt-hour of electricity is {q 1 kwh btu}.',
              es: 'Sobre todo en Estados Unidos: calderas, barbacoas y aparatos de aire acondicionado se clasifican en BTU (por hora, para su potencia), y el gas natural se factura en termias de {x 1 therm btu}. Un kilovatio hora de electricidad son {q 1 kwh btu}.',
              de: 'Vor allem in den USA: Heizungen, Grills und Klimageräte werden in BTU angegeben (pro Stunde, für die Leistung), und Erdgas wird in Therms zu {x 1 therm btu} abgerechnet. Eine Kilowattstunde Strom sind {q 1 kwh btu}.',
              fr: 'Surtout aux États-Unis\u00a0: chaudières, barbecues et climatiseurs sont classés en BTU (par heure, pour leur puissance), et le gaz naturel se facture en therms de {x 1 therm btu}. Un kilowattheure d’électricité vaut {q 1 kwh btu}.',
              no: 'Mest i USA: fyrkjeler, griller og klimaanlegg oppgis i BTU (per time, for effekten), og naturgass faktureres i therm på {x 1 therm btu}. En kilowattime strøm er {q 1 kwh btu}.',
            },
          },
        ],
      },
    ],
  },
};
