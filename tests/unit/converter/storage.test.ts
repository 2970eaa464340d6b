import { describe, expect, it } from 'vitest';
import { unitsStorageKey, writeStoredUnits, type UnitsStorage } from '@/lib/converter';
import { parseStoredUnits, readStoredUnits } from '@/lib/converter/stored-units';
import { unitIdsOf } from '@/lib/units/catalogue';

const LENGTH = unitIdsOf('length');
const WEIGHT = unitIdsOf('weight');

function memoryStorage(initial: Record<string, string> = {}): UnitsStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => (Object.hasOwn(data, key) ? data[key]! : null),
    setItem: (key, value) => {
      data[key] = value;
    },
  };
}

const refusing: UnitsStorage = {
  getItem: () => {
    throw new Error('SecurityError: storage is disabled');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
};

describe('stored units', () => {
  it('keeps one entry per category', () => {
    expect(unitsStorageKey('length')).toBe('converter:length');
    expect(unitsStorageKey('weight')).not.toBe(unitsStorageKey('length'));
  });

  it('reads back what was written', () => {
    const storage = memoryStorage();
    expect(writeStoredUnits(storage, 'length', { from: 'cm', to: 'in' })).toBe(true);
    expect(readStoredUnits(storage, 'length', LENGTH)).toEqual({ from: 'cm', to: 'in' });
    expect(readStoredUnits(storage, 'weight', WEIGHT)).toBeNull();
  });

  it('drops a stored unit that the category does not have and keeps the other', () => {
    const storage = memoryStorage({ 'converter:length': JSON.stringify({ from: 'cm', to: 'parsec' }) });
    expect(readStoredUnits(storage, 'length', LENGTH)).toEqual({ from: 'cm', to: undefined });
  });

  it('ignores entries that are not JSON or not of the stored shape', () => {
    for (const raw of ['not json', '"cm"', '{"from":1,"to":"in"}', '[]', 'null', JSON.stringify({ from: 'x'.repeat(100), to: 'in' })]) {
      expect(readStoredUnits(memoryStorage({ 'converter:length': raw }), 'length', LENGTH), raw).toBeNull();
    }
  });

  it('treats storage that throws (private mode, quota) as empty and never throws itself', () => {
    expect(readStoredUnits(refusing, 'length', LENGTH)).toBeNull();
    expect(writeStoredUnits(refusing, 'length', { from: 'cm', to: 'in' })).toBe(false);
    expect(readStoredUnits(undefined, 'length', LENGTH)).toBeNull();
    expect(writeStoredUnits(undefined, 'length', { from: 'cm', to: 'in' })).toBe(false);
  });

  it("drops another category's units stored under this category's key", () => {
    const storage = memoryStorage({ 'converter:length': JSON.stringify({ from: 'kg', to: 'lb' }) });
    expect(readStoredUnits(storage, 'length', LENGTH)).toEqual({ from: undefined, to: undefined });
  });
});

describe('parseStoredUnits', () => {
  it('reads the raw entry as the card subscribes to it, and null as nothing stored', () => {
    expect(parseStoredUnits(JSON.stringify({ from: 'kg', to: 'lb' }), WEIGHT)).toEqual({ from: 'kg', to: 'lb' });
    expect(parseStoredUnits(null, WEIGHT)).toBeNull();
    expect(parseStoredUnits(JSON.stringify({ from: 'kg', to: 'lb' }), [])).toEqual({ from: undefined, to: undefined });
  });
});
