import type { CategoryId } from '@/lib/units/catalogue';
import type { CategoryNotes } from './types';

export const kitchenNotes: Readonly<Partial<Record<CategoryId, CategoryNotes>>> = {};
