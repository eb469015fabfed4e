import { relativeTime } from './relative-time';

const now = Date.parse('2026-03-02T10:00:00Z');
const at = (ms: number) => new Date(now + ms).toISOString();

describe('relative sync times, per language', () => {
  it('says how long ago a feed synced in whole minutes, hours and days', () => {
    expect(relativeTime(at(-20_000), 'en', now)).toBe('now');
    expect(relativeTime(at(-60_000), 'en', now)).toBe('1 minute ago');
    expect(relativeTime(at(-5 * 60_000 - 59_000), 'en', now)).toBe('5 minutes ago');
    expect(relativeTime(at(-2 * 3600_000), 'en', now)).toBe('2 hours ago');
    expect(relativeTime(at(-3 * 86400_000), 'en', now)).toBe('3 days ago');
  });

  it('says when the next sync is due', () => {
    expect(relativeTime(at(25 * 60_000), 'en', now)).toBe('in 25 minutes');
    expect(relativeTime(at(4 * 3600_000), 'en', now)).toBe('in 4 hours');
  });

  it('speaks every interface language', () => {
    expect(relativeTime(at(-5 * 60_000), 'da', now)).toBe('for 5 minutter siden');
    expect(relativeTime(at(-5 * 60_000), 'de', now)).toBe('vor 5 Minuten');
    expect(relativeTime(at(-5 * 60_000), 'fr', now)).toBe('il y a 5 minutes');
    expect(relativeTime(at(-5 * 60_000), 'es', now)).toBe('hace 5 minutos');
    expect(relativeTime(at(-5 * 60_000), 'zh', now)).toBe('5分钟前');
  });
});
