import type { CategoryId } from '@/lib/units';
import type { CategoryContentSpec } from '../types';
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
  numeric: numericContent,
  currency: currencyContent,
} as const satisfies { [C in CategoryId]: CategoryContentSpec<C> };
