// Compact counts for views and likes (SPEC section 5), Indian units: K (thousand), L (lakh),
// Cr (crore).

const UNITS = [
  { size: 10_000_000, suffix: 'Cr+' },
  { size: 100_000, suffix: 'L+' },
  { size: 1_000, suffix: 'K+' },
] as const;

/**
 * 999 → '999', 1000 → '1K+', 1550 → '1.5K+', 100000 → '1L+', 12345678 → '1.2Cr+'.
 * One decimal, rounded down, and dropped when it is 0: the '+' promises "at least", so 1999 must
 * read '1.9K+', never '2K+'. Negative, fractional or non-finite input is read as a whole count ≥ 0.
 */
export function compactCount(n: number): string {
  const count = Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
  for (const { size, suffix } of UNITS) {
    if (count < size) continue;
    // Whole tenths by integer division, so no float error turns 4.1 into 4.09.
    const tenths = Math.floor(count / (size / 10));
    const whole = Math.floor(tenths / 10);
    const decimal = tenths % 10;
    return `${whole}${decimal === 0 ? '' : `.${decimal}`}${suffix}`;
  }
  return String(count);
}

const indian = new Intl.NumberFormat('en-IN');

/** Indian digit grouping: 1234567 → '12,34,567'. */
export function indianNumber(n: number): string {
  return indian.format(n);
}
