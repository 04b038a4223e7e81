import type { Page } from '@playwright/test';

/** Sum of the layout shifts of the page so far (the Layout Instability API, as Lighthouse counts them). */
export async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((done) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            if (
              'value' in entry &&
              typeof entry.value === 'number' &&
              !('hadRecentInput' in entry && entry.hadRecentInput)
            )
              total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => done(total), 100);
      }),
  );
}
