import 'reflect-metadata';
import { validationMessage } from '@overlap/platform';
import { IcsEventsQuery, WeekQuery } from './calendar-queries.dto';

const messageFor = (metatype: new () => object, query: Record<string, string>) => validationMessage(metatype, query, 'query');

describe('calendar query rules', () => {
  it.each([
    [{ year: '2026' }, 'week is required'],
    [{ week: '10' }, 'year is required'],
    [{ week: '0', year: '2026' }, 'week must be a whole number from 1 to 53'],
    [{ week: '54', year: '2026' }, 'week must be a whole number from 1 to 53'],
    [{ week: 'ten', year: '2026' }, 'week must be a whole number from 1 to 53'],
    [{ week: '1.5', year: '2026' }, 'week must be a whole number from 1 to 53'],
    [{ week: '10', year: '1999' }, 'year must be a whole number from 2000 to 2100'],
    [{ week: '10', year: '2101' }, 'year must be a whole number from 2000 to 2100'],
    [{ week: '10', year: '' }, 'year must be a whole number from 2000 to 2100'],
    [{ week: '53', year: '2026' }, undefined],
    [{ week: '1', year: '2000', userId: 'me' }, undefined],
  ])('week query %j → %s', async (query, message) => {
    expect(await messageFor(WeekQuery, query)).toBe(message);
  });

  it.each([
    [{ end: '2026-03-09' }, 'start is required'],
    [{ start: '2026-03-02' }, 'end is required'],
    [{ start: 'monday', end: '2026-03-09' }, 'start must be an ISO 8601 date or date-time, e.g. 2026-03-02T08:00:00Z'],
    [{ start: '2026-03-02', end: '2026-03-09T25:00' }, 'end must be an ISO 8601 date or date-time, e.g. 2026-03-02T08:00:00Z'],
    [{ start: '2026-03-02T00:00:00+01:00', end: '2026-03-09T00:00:00Z' }, undefined],
  ])('ics query %j → %s', async (query, message) => {
    expect(await messageFor(IcsEventsQuery, query)).toBe(message);
  });
});
