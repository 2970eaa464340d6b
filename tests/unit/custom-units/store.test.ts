import { describe, expect, it } from 'vitest';
import { readDefines, type CustomUnit } from '@/lib/custom-units';
import { exportedUnits, readImportedUnits } from '@/lib/custom-units/file';
import { CUSTOM_UNITS_KEY } from '@/lib/custom-units/storage-key';
import { createCustomUnitsStore } from '@/lib/custom-units/store';
import { memoryStorage } from '../../support/memory-storage';

function unit(category: string, text: string): CustomUnit {
  const read = readDefines(category, [text]);
  if (!read.ok) throw new Error(read.message);
  return read.units[0]!;
}

const mug = unit('volume', 'Mug:350:ml');
const scoop = unit('weight', 'Scoop:30:g');

describe('the store of the visitor’s own units', () => {
  it('keeps units across a reload, every category’s in one entry', async () => {
    const memory = memoryStorage();
    const first = createCustomUnitsStore(memory.storage);
    await first.persist.rehydrate();
    first.getState().keep(mug);
    first.getState().keep(scoop);
    const again = createCustomUnitsStore(memory.storage);
    await again.persist.rehydrate();
    expect(again.getState().units).toEqual([mug, scoop]);
    expect(JSON.parse(memory.data[CUSTOM_UNITS_KEY]!)).toMatchObject({ version: 0, state: { units: [mug, scoop] } });
  });

  it('replaces a unit when it is edited, also under a new name, and removes one', async () => {
    const store = createCustomUnitsStore(memoryStorage().storage);
    await store.persist.rehydrate();
    store.getState().keep(mug);
    store.getState().keep(unit('volume', 'Mug:300:ml'));
    expect(store.getState().units.map((kept) => kept.amount)).toEqual(['300']);
    store.getState().replace('mug', unit('volume', 'Big mug:400:ml'));
    expect(store.getState().units.map((kept) => kept.id)).toEqual(['big-mug']);
    store.getState().remove('volume', 'big-mug');
    expect(store.getState().units).toEqual([]);
  });

  it('drops an edited entry’s bad units one by one and keeps the good ones', async () => {
    const entry = { state: { units: [mug, { ...scoop, amount: '0' }, { ...mug, id: 'x', name: '<b>x</b>' }, 'junk'] }, version: 0 };
    const store = createCustomUnitsStore(memoryStorage({ [CUSTOM_UNITS_KEY]: JSON.stringify(entry) }).storage);
    await store.persist.rehydrate();
    expect(store.getState().units).toEqual([mug]);
  });

  it('reads back a file it exported, and nothing from a file that is not one', async () => {
    const file = new Blob([exportedUnits([mug, scoop])]);
    expect(await readImportedUnits(file)).toEqual([mug, scoop]);
    expect(await readImportedUnits(new Blob(['not json']))).toEqual([]);
    expect(
      await readImportedUnits(new Blob([JSON.stringify({ units: [{ category: 'volume', name: '__proto__', amount: '1', unit: 'ml' }] })])),
    ).toEqual([]);
  });
});
