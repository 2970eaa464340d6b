import {
  Binary,
  Clock,
  Coins,
  Cylinder,
  Dumbbell,
  Flame,
  Fuel,
  Gauge,
  HardDrive,
  LandPlot,
  Ruler,
  Thermometer,
  TriangleRight,
  Weight,
  Wind,
  Zap,
  type Icon,
} from '@/components/ui/icons';
import type { CategoryId } from '@/lib/units';

const icons = {
  length: Ruler,
  weight: Weight,
  volume: Cylinder,
  temperature: Thermometer,
  area: LandPlot,
  speed: Wind,
  time: Clock,
  pressure: Gauge,
  energy: Flame,
  power: Zap,
  force: Dumbbell,
  angle: TriangleRight,
  fuel: Fuel,
  data: HardDrive,
  numeric: Binary,
  currency: Coins,
} as const satisfies Record<CategoryId, Icon>;

/** The category's pictogram; decorative, since the category's name always stands beside it. */
export function CategoryIcon({ category, className }: { category: CategoryId; className?: string }) {
  const Icon = icons[category];
  return <Icon aria-hidden="true" className={className} />;
}
