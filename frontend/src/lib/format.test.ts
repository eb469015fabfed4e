import { formatDateRange } from './format';

describe('formatDateRange', () => {
  it('names the year for both ends of a week, once, in each language', () => {
    expect(formatDateRange('2026-11-23', '2026-11-29', 'en')).toMatch(/^Nov 23\s*–\s*29, 2026$/);
    const zh = formatDateRange('2026-11-23', '2026-11-29', 'zh');
    expect(zh.match(/2026/g)?.length ?? 0).toBeGreaterThanOrEqual(1);
    // Never the year on the end only ('11月23日 – 2026年11月29日').
    expect(zh.startsWith('2026')).toBe(true);
  });

  it('names both years of a week across New Year', () => {
    const range = formatDateRange('2026-12-28', '2027-01-03', 'da');
    expect(range).toContain('2026');
    expect(range).toContain('2027');
  });
});
