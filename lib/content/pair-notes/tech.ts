import type { CategoryId } from '@/lib/units/catalogue';
import type { CategoryNotes } from './types';

export const techNotes: Readonly<Partial<Record<CategoryId, CategoryNotes>>> = {};
