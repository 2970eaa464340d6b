import type { CategoryId } from '@/lib/units/catalogue';
import type { CategoryNotes } from './types';

export const sizeNotes: Readonly<Partial<Record<CategoryId, CategoryNotes>>> = {};
