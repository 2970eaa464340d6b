import type { CategoryId } from '@/lib/units/catalogue';
import type { CategoryNotes } from './types';

export const roadNotes: Readonly<Partial<Record<CategoryId, CategoryNotes>>> = {};
