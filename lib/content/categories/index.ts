import type { CategoryId } from '@/lib/units';
import type { CategoryContentSpec } from '../types';
import { accelerationContent } from './acceleration';
import { densityContent } from './density';
import { flowContent } from './flow';
import { torqueContent } from './torque';
import { frequencyContent } from './frequency';
import { dataRateContent } from './data-rate';
import { angularSpeedContent } from './angular-speed';
import { currentContent } from './current';
import { voltageContent } from './voltage';
import { resistanceContent } from './resistance';
import { chargeContent } from './charge';
import { illuminanceContent } from './illuminance';
import { typographyContent } from './typography';
import { ringSizeContent } from './ring-size';
import { shoeSizeContent } from './shoe-size';
import { angleContent } from './angle';
import { areaContent } from './area';
import { currencyContent } from './currency';
import { dataContent } from './data';
import { energyContent } from './energy';
import { forceContent } from './force';
import { fuelContent } from './fuel';
import { lengthContent } from './length';
import { numericContent } from './numeric';
import { powerContent } from './power';
import { pressureContent } from './pressure';
import { speedContent } from './speed';
import { temperatureContent } from './temperature';
import { timeContent } from './time';
import { volumeContent } from './volume';
import { weightContent } from './weight';

/** Every category's content table; the words are in messages, namespace CategoryContent. */
export const categoryContentSpecs = {
  length: lengthContent,
  weight: weightContent,
  volume: volumeContent,
  temperature: temperatureContent,
  area: areaContent,
  speed: speedContent,
  time: timeContent,
  pressure: pressureContent,
  energy: energyContent,
  power: powerContent,
  force: forceContent,
  angle: angleContent,
  fuel: fuelContent,
  data: dataContent,
  acceleration: accelerationContent,
  density: densityContent,
  flow: flowContent,
  torque: torqueContent,
  frequency: frequencyContent,
  'data-rate': dataRateContent,
  'angular-speed': angularSpeedContent,
  current: currentContent,
  voltage: voltageContent,
  resistance: resistanceContent,
  charge: chargeContent,
  illuminance: illuminanceContent,
  typography: typographyContent,
  'shoe-size': shoeSizeContent,
  'ring-size': ringSizeContent,
  numeric: numericContent,
  currency: currencyContent,
} as const satisfies { [C in CategoryId]: CategoryContentSpec<C> };
