import type { Page } from '@playwright/test';
import { HYDRATED_MARK } from '@/components/layout/hydration-mark';

/** Waits until React has hydrated the page (components/layout/hydration-mark.tsx): its buttons answer from then on. */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, HYDRATED_MARK);
}
