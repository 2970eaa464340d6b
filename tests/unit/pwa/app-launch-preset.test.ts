import { beforeEach, describe, expect, it } from 'vitest';
import { appLaunchPreset } from '@/components/pwa/app-launch-preset';
import { historyStore } from '@/lib/converter/history-store';

const cmToIn = { category: 'length', from: 'cm', to: 'in' };

beforeEach(() => {
  historyStore.setState({
    recent: [
      { category: 'length', from: 'in', to: 'cm', value: '7', result: '17.78' },
      { category: 'length', from: 'cm', to: 'in', value: '42', result: '16.535433' },
      { category: 'length', from: 'cm', to: 'in', value: '30', result: '11.811024' },
    ],
  });
});

describe('an installed pair app’s start', () => {
  it('takes the latest value converted between the pair’s units, in that direction', async () => {
    expect(await appLaunchPreset('?app=1', cmToIn)).toEqual({ value: '42' });
    expect(await appLaunchPreset('?app=1', { category: 'length', from: 'in', to: 'cm' })).toEqual({ value: '7' });
  });

  it('takes the start URL’s precision with it', async () => {
    expect(await appLaunchPreset('?app=1&precision=d2', cmToIn)).toEqual({ value: '42', format: { kind: 'decimal', precision: 2 } });
  });

  it('has no value for a pair never converted, and nothing without the app’s marker', async () => {
    expect(await appLaunchPreset('?app=1', { category: 'length', from: 'm', to: 'ft' })).toEqual({});
    expect(await appLaunchPreset('?value=5', cmToIn)).toEqual({});
  });
});
