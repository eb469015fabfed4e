import { DEFAULT_TIMEZONE, isValidTimeZone, resolveTimeZone } from './time-zone';

describe('time zones', () => {
  it('defaults to Europe/Stockholm, the product’s default zone', () => {
    expect(DEFAULT_TIMEZONE).toBe('Europe/Stockholm');
  });

  it.each(['Europe/Stockholm', 'America/Los_Angeles', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Asia/Kathmandu', 'UTC'])('knows %s', (zone) => {
    expect(isValidTimeZone(zone)).toBe(true);
  });

  it.each([undefined, null, '', 'Mars/Olympus', 'Europe/Stockholm ', 'x'.repeat(65)])('rejects %p', (zone) => {
    expect(isValidTimeZone(zone)).toBe(false);
  });

  it('answers the same on a second (remembered) check', () => {
    expect(isValidTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isValidTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isValidTimeZone('Asia/Tokyo')).toBe(true);
    expect(isValidTimeZone('Asia/Tokyo')).toBe(true);
  });

  it('resolves: the zone itself, the default when missing, UTC (reported) when not a zone', () => {
    const reported: string[] = [];
    const report = (zone: string) => reported.push(zone);
    expect(resolveTimeZone('Asia/Tokyo', report)).toBe('Asia/Tokyo');
    expect(resolveTimeZone(undefined, report)).toBe('Europe/Stockholm');
    expect(resolveTimeZone(null, report)).toBe('Europe/Stockholm');
    expect(resolveTimeZone('', report)).toBe('Europe/Stockholm');
    expect(resolveTimeZone('Mars/Olympus', report)).toBe('UTC');
    expect(resolveTimeZone('Mars/Olympus')).toBe('UTC');
    expect(reported).toEqual(['Mars/Olympus']);
  });
});
