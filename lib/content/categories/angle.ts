import { converted, given } from '../numbers';
import type { CategoryContentSpec } from '../types';

export const angleContent = {
  category: 'angle',
  description: { rightGrad: converted('deg', 'grad', 90) },
  examples: [
    {
      id: 'degToRad',
      from: 'deg',
      to: 'rad',
      values: { halfTurn: converted('rad', 'deg', Math.PI), value: given(45), result: converted('deg', 'rad', 45, 4) },
    },
    {
      id: 'radToDeg',
      from: 'rad',
      to: 'deg',
      values: { halfTurn: converted('rad', 'deg', Math.PI), value: given(1), result: converted('rad', 'deg', 1, 4) },
    },
    {
      id: 'gradToDeg',
      from: 'grad',
      to: 'deg',
      values: { factor: converted('grad', 'deg', 1), value: given(50), result: converted('grad', 'deg', 50) },
    },
  ],
  common: [
    { value: 90, from: 'deg', to: 'rad' },
    { value: 180, from: 'deg', to: 'rad' },
    { value: 360, from: 'deg', to: 'rad' },
    { value: 1, from: 'rad', to: 'deg' },
    { value: 100, from: 'grad', to: 'deg' },
    { value: 1, from: 'deg', to: 'grad' },
  ],
  faq: [
    {
      id: 'radian',
      values: { fullTurnDeg: given(360), fullTurnRad: converted('deg', 'rad', 360, 4), radDeg: converted('rad', 'deg', 1, 2) },
    },
    {
      id: 'rightAngle',
      values: { rightDeg: given(90), rightRad: converted('deg', 'rad', 90, 4), rightGrad: converted('deg', 'grad', 90) },
    },
    { id: 'whyRadians', values: {} },
    { id: 'gradian', values: { rightGrad: converted('deg', 'grad', 90), gradDeg: converted('grad', 'deg', 1) } },
  ],
} as const satisfies CategoryContentSpec<'angle'>;
