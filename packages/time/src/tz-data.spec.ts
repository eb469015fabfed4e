import { DateTime } from 'luxon';

/*
 * The zone data every service uses is Node's bundled ICU tzdata, pinned by NODE_VERSION in
 * infra/local/versions.env (docs/adr/023-calendar-truth.md). This fails when an upgrade brings
 * other data, so the upgrade says which zones moved.
 */
describe('the pinned zone data', () => {
  it('is the tzdata release Node 24.21.0 bundles', () => {
    expect(process.versions.tz).toBe('2026c');
  });

  it("has British Columbia's 2026 change: Vancouver stays on UTC-07:00 through the winter", () => {
    const classTime = DateTime.fromObject({ year: 2027, month: 1, day: 20, hour: 12 }, { zone: 'America/Vancouver' });
    expect(classTime.offset).toBe(-7 * 60);
    expect(classTime.toUTC().toISO()).toBe('2027-01-20T19:00:00.000Z');
  });
});
