import type { CategoryId } from '@/lib/units/catalogue';
import { accelerationPhrases } from './acceleration';
import { anglePhrases } from './angle';
import { angularSpeedPhrases } from './angular-speed';
import { areaPhrases } from './area';
import { chargePhrases } from './charge';
import { currentPhrases } from './current';
import { dataRatePhrases } from './data-rate';
import { dataPhrases } from './data';
import { densityPhrases } from './density';
import { energyPhrases } from './energy';
import { flowPhrases } from './flow';
import { forcePhrases } from './force';
import { frequencyPhrases } from './frequency';
import { fuelPhrases } from './fuel';
import { illuminancePhrases } from './illuminance';
import { lengthPhrases } from './length';
import { numericPhrases } from './numeric';
import { powerPhrases } from './power';
import { pressurePhrases } from './pressure';
import { resistancePhrases } from './resistance';
import { ringSizePhrases } from './ring-size';
import { shoeSizePhrases } from './shoe-size';
import { speedPhrases } from './speed';
import { temperaturePhrases } from './temperature';
import { timePhrases } from './time';
import { torquePhrases } from './torque';
import { typographyPhrases } from './typography';
import { voltagePhrases } from './voltage';
import { volumePhrases } from './volume';
import { weightPhrases } from './weight';
import type { CategoryPhrases, UnitPhrases } from './types';

export type { CategoryPhrases, UnitPhrases } from './types';

/**
 * Every category's unit phrases (./types.ts), by category id. Currency has none here: its pages set
 * two currencies side by side from their data (lib/content/facts/currency.ts).
 */
const CATEGORY_PHRASES: Readonly<Partial<Record<CategoryId, CategoryPhrases>>> = {
  acceleration: accelerationPhrases,
  angle: anglePhrases,
  'angular-speed': angularSpeedPhrases,
  area: areaPhrases,
  charge: chargePhrases,
  current: currentPhrases,
  'data-rate': dataRatePhrases,
  data: dataPhrases,
  density: densityPhrases,
  energy: energyPhrases,
  flow: flowPhrases,
  force: forcePhrases,
  frequency: frequencyPhrases,
  fuel: fuelPhrases,
  illuminance: illuminancePhrases,
  length: lengthPhrases,
  numeric: numericPhrases,
  power: powerPhrases,
  pressure: pressurePhrases,
  resistance: resistancePhrases,
  'ring-size': ringSizePhrases,
  'shoe-size': shoeSizePhrases,
  speed: speedPhrases,
  temperature: temperaturePhrases,
  time: timePhrases,
  torque: torquePhrases,
  typography: typographyPhrases,
  voltage: voltagePhrases,
  volume: volumePhrases,
  weight: weightPhrases,
};

/** The phrases of one unit, or undefined for a category without them. */
export function unitPhrasesOf(category: CategoryId, unit: string): UnitPhrases | undefined {
  return CATEGORY_PHRASES[category]?.[unit];
}

/** The categories that have phrases, for the test that checks every unit of each. */
export const phrasedCategories = Object.keys(CATEGORY_PHRASES) as CategoryId[];
