/**
 * Money helpers. Amounts live in dollars (as the entities store them), but
 * every sum and product is done in integer cents so that 0.1 + 0.2 is 0.30.
 */

/** Converts dollars to integer cents, rounding half away from zero at the cent. */
export function toCents(dollars: number): number {
  const scaled = dollars * 100;
  const nearest = Math.round(scaled);
  // Fast path: amounts with at most 2 decimals land next to an integer (`+ 0` turns -0 into 0).
  if (Math.abs(scaled - nearest) < 1e-6) return nearest + 0;
  // Otherwise toPrecision(12) removes binary noise such as 1.005 * 100 = 100.49999999999999.
  const cents = Math.round(Math.abs(Number(scaled.toPrecision(12))));
  return dollars < 0 && cents !== 0 ? -cents : cents;
}

/** Converts integer cents back to dollars (e.g. 1299 → 12.99). */
export function fromCents(cents: number): number {
  return Math.round(cents) / 100;
}

/** Sums dollar amounts exactly (in cents) and returns dollars. */
export function sumCents(amounts: readonly number[]): number {
  let cents = 0;
  for (const amount of amounts) cents += toCents(amount);
  return fromCents(cents);
}

/** Price × quantity in dollars, computed in cents (3 × 19.99 → 59.97). */
export function lineTotal(price: number, quantity: number): number {
  return fromCents(toCents(price) * Math.round(quantity));
}

/** `total / count` in dollars rounded to the cent; 0 when `count` is 0. */
export function averageAmount(total: number, count: number): number {
  if (count <= 0) return 0;
  return fromCents(Math.round(toCents(total) / count));
}

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Formats dollars as `$12.99`: always a $ sign and 2 decimals, with thousands separators (`$1,234.50`). */
export function formatPrice(dollars: number): string {
  const cents = toCents(dollars);
  // `|| 0` turns -0 into 0 so that nothing ever prints as "-$0.00".
  return usd.format(cents / 100 || 0);
}
