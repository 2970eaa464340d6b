/**
 * The icons of the sprite (public/icons.svg, written by scripts/icon-sprite.ts), each name's
 * lucide-react icon: those that server-rendered lists repeat (each category's pictogram, the arrow of
 * a link card, the breadcrumb's and the FAQ's chevrons) and the converter card's controls. A sprite
 * icon is `<svg><use href="/icons.svg#name"></svg>` (components/ui/sprite-icon.tsx): no path data in
 * the page's HTML, RSC payload or JavaScript. Other client components use components/ui/icons.
 * `filled`: drawn filled as well as stroked (the starred star).
 */
export const spriteIcons = {
  length: { file: 'ruler' },
  weight: { file: 'weight' },
  volume: { file: 'cylinder' },
  temperature: { file: 'thermometer' },
  area: { file: 'land-plot' },
  speed: { file: 'wind' },
  time: { file: 'clock' },
  pressure: { file: 'gauge' },
  energy: { file: 'flame' },
  power: { file: 'zap' },
  force: { file: 'dumbbell' },
  angle: { file: 'triangle-right' },
  fuel: { file: 'fuel' },
  data: { file: 'hard-drive' },
  'data-rate': { file: 'wifi' },
  torque: { file: 'wrench' },
  density: { file: 'layers' },
  flow: { file: 'droplets' },
  acceleration: { file: 'rocket' },
  frequency: { file: 'audio-waveform' },
  'angular-speed': { file: 'rotate-cw' },
  current: { file: 'cable' },
  voltage: { file: 'plug-zap' },
  resistance: { file: 'omega' },
  charge: { file: 'battery-charging' },
  illuminance: { file: 'sun' },
  typography: { file: 'type' },
  'shoe-size': { file: 'footprints' },
  'ring-size': { file: 'gem' },
  numeric: { file: 'binary' },
  currency: { file: 'coins' },
  'arrow-right': { file: 'arrow-right' },
  'arrow-left-right': { file: 'arrow-left-right' },
  'chevron-right': { file: 'chevron-right' },
  'chevron-down': { file: 'chevron-down' },
  check: { file: 'check' },
  code: { file: 'code' },
  copy: { file: 'copy' },
  star: { file: 'star' },
  'star-filled': { file: 'star', filled: true },
} as const satisfies Record<string, { file: string; filled?: boolean }>;

export type SpriteIconName = keyof typeof spriteIcons;

/** Where the sprite is served (public/icons.svg). */
export const ICON_SPRITE_PATH = '/icons.svg';
