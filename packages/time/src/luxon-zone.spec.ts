import { IANAZone } from 'luxon';
import { inZone, isoWeekRange, luxonZone } from './luxon-zone';

describe('luxon zones from the kernel', () => {
  it('gives one zone per name, UTC as luxon’s own', () => {
    expect(luxonZone('Europe/Stockholm')).toBe(luxonZone('Europe/Stockholm'));
    expect(luxonZone('UTC').isUniversal).toBe(true);
    expect(luxonZone('').isUniversal).toBe(true);
  });

  it('answers the same offsets as luxon’s IANA zone, across DST changes', () => {
    const kernel = luxonZone('America/New_York');
    const plain = IANAZone.create('America/New_York');
    for (const iso of ['2026-03-08T06:59:00Z', '2026-03-08T07:00:00Z', '2026-11-01T05:59:00Z', '2026-11-01T06:00:00Z']) {
      expect(kernel.offset(Date.parse(iso))).toBe(plain.offset(Date.parse(iso)));
    }
    expect(inZone(new Date('2026-10-25T00:30:00Z'), 'Europe/Stockholm').toFormat('HH:mm ZZ')).toBe('02:30 +02:00');
    expect(inZone(new Date('2026-10-25T01:30:00Z'), 'Europe/Stockholm').toFormat('HH:mm ZZ')).toBe('02:30 +01:00');
  });

  it('gives a week as DateTimes in the zone', () => {
    const week = isoWeekRange({ year: 2027, week: 1 }, 'Europe/Stockholm');
    expect(week.start.toISO()).toBe('2027-01-04T00:00:00.000+01:00');
    expect(week.end.toISO()).toBe('2027-01-11T00:00:00.000+01:00');
    expect(week).toMatchObject({ monday: '2027-01-04', sunday: '2027-01-10' });
    const march = isoWeekRange({ year: 2026, week: 13 }, 'Europe/Stockholm');
    expect(march.end.diff(march.start, 'hours').hours).toBe(167);
    expect(march.end.toISO()).toBe('2026-03-30T00:00:00.000+02:00');
  });
});
