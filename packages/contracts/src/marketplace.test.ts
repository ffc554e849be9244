import { describe, expect, it } from 'vitest';
import { formatPrice, offersShoppingCircle } from './marketplace';

describe('offersShoppingCircle', () => {
  it('is true for a query containing "ford truck" in any case (SPEC §2)', () => {
    expect(offersShoppingCircle('Ford Truck')).toBe(true);
    expect(offersShoppingCircle('used FORD TRUCKS near me')).toBe(true);
    expect(offersShoppingCircle('ford ranger truck')).toBe(false);
    expect(offersShoppingCircle('')).toBe(false);
  });
});

describe('formatPrice', () => {
  it('shows whole dollars, cents when there are any, and an hourly rate for jobs', () => {
    expect(formatPrice({ priceCents: 2850000, category: 'vehicles' })).toBe('$28,500');
    expect(formatPrice({ priceCents: 1999, category: 'fashion' })).toBe('$19.99');
    expect(formatPrice({ priceCents: 1800, category: 'jobs' })).toBe('$18/hr');
  });
});
