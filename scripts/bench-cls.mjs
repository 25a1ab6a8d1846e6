/**
 * Cumulative layout shift of a cold load (step 3 of `npm run bench`): home and the admin lists, on a
 * desktop (1280 × 900) and a phone (375 × 812), each in a fresh context. The page is watched from its first
 * byte (a buffered 'layout-shift' PerformanceObserver added before any script runs) until the whole data
 * set is in (`<html data-seeded>`), the network is idle and half a second has passed: what a skeleton
 * replaced by content, a font swap or a late picture moves shows here. Shifts right after input are not
 * counted (none is made). Photos come from a placeholder service the machine cannot reach: those requests
 * are aborted, so each picture shows its stand-in, as offline.
 */
export const CLS_PAGES = ['/', '/admin', '/admin/restaurants', '/admin/menu-items', '/admin/orders', '/admin/users'];
export const CLS_BUDGET = 0.02;
const VIEWPORTS = {
  desktop: { width: 1280, height: 900 },
  phone: { width: 375, height: 812 },
};

/** The page's layout shift, summed as the CLS metric counts it (no session windows: a load is short). */
async function layoutShiftOf(browser, url, viewport) {
  const context = await browser.newContext({ viewport });
  try {
    await context.route(/picsum\.photos|pravatar|dicebear|ui-avatars/, (route) => route.abort());
    const page = await context.newPage();
    await page.addInitScript(() => {
      const win = /** @type {Window & { __cls?: number }} */ (window);
      win.__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          const shift = /** @type {PerformanceEntry & { value: number; hadRecentInput: boolean }} */ (entry);
          if (!shift.hadRecentInput) win.__cls = (win.__cls ?? 0) + shift.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForSelector('html[data-seeded]', { timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    return await page.evaluate(() => /** @type {Window & { __cls?: number }} */ (window).__cls ?? 0);
  } finally {
    await context.close();
  }
}

/** Prints one row per page and viewport; returns how many are over the budget. */
export async function layoutShiftTable({ browser, baseUrl, labelWidth }) {
  let over = 0;
  for (const pathName of CLS_PAGES) {
    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      const cls = await layoutShiftOf(browser, `${baseUrl}${pathName}?seed=42`, viewport);
      const ok = cls <= CLS_BUDGET;
      if (!ok) over += 1;
      console.log(
        `${`layout shift, cold load: ${pathName} (${name})`.padEnd(labelWidth)} ${cls.toFixed(4).padStart(8)}  ≤ ${CLS_BUDGET}  ${ok ? 'OK' : 'OVER'}`,
      );
    }
  }
  return over;
}
