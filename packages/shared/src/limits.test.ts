import { describe, expect, it } from 'vitest';
import { LIMITS, PAGE_SIZES, PAGINATION_WINDOW, TIMINGS, isAllowedPageSize, paginationWindow } from './limits.ts';

describe('limits', () => {
  it('holds the spec values', () => {
    expect(LIMITS.LOGO_MAX_BYTES).toBe(10 * 1024 * 1024);
    expect(LIMITS.PASSWORD_MIN).toBe(12);
    expect(TIMINGS).toEqual({
      TOAST_MS: 5000,
      SESSION_REFRESH_MS: 300_000,
      SESSION_IDLE_MS: 300_000,
      USER_SEARCH_DEBOUNCE_MS: 500,
    });
  });

  it('offers each list its default page size', () => {
    for (const { options, default: size } of Object.values(PAGE_SIZES)) {
      expect(options as readonly number[]).toContain(size);
    }
    expect(PAGE_SIZES.claims.default).toBe(23);
    expect(PAGE_SIZES.salesReps.options).toEqual([20, 50, 100, 200]);
  });

  it.each([
    ['schools', 25, true],
    ['schools', 200, false],
    ['claims', 23, true],
    ['claims', 25, false],
    ['emailLog', 200, true],
    ['salesReps', 20, true],
    ['students', 1000, false],
  ] as const)('isAllowedPageSize(%s, %i) is %s', (list, size, allowed) => {
    expect(isAllowedPageSize(list, size)).toBe(allowed);
  });
});

describe('paginationWindow', () => {
  it.each([
    [1, 10, 1, 5],
    [3, 10, 1, 5],
    [6, 10, 4, 8],
    [10, 10, 6, 10],
    [2, 3, 1, 3],
    [1, 0, 1, 1],
    [99, 10, 6, 10],
  ])('page %i of %i shows %i..%i', (current, total, first, last) => {
    const window = paginationWindow(current, total);
    expect(window).toEqual({ first, last });
    expect(window.last - window.first + 1).toBeLessThanOrEqual(PAGINATION_WINDOW);
  });
});
