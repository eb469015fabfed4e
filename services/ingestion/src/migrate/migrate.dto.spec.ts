import { validationMessage } from '@overlap/platform';
import { MigrateEventsDto } from './migrate.dto';

const event = { title: 'Lecture', start: '2026-03-02T09:00:00Z', end: '2026-03-02T10:00:00Z' };

describe('MigrateEventsDto', () => {
  it('accepts events that end after they start within the calendar years', async () => {
    expect(await validationMessage(MigrateEventsDto, { events: [event] })).toBeUndefined();
    expect(await validationMessage(MigrateEventsDto, {})).toBeUndefined();
  });

  it.each([
    ['an event ending before it starts', { ...event, start: event.end, end: event.start }, 'Each event must end after it starts'],
    ['an event ending as it starts', { ...event, end: event.start }, 'Each event must end after it starts'],
    ['an event in year 1', { ...event, start: '0001-01-01T09:00:00Z' }, 'Each event needs a start time in the years 2000 to 2100'],
    ['an event in year 9999', { ...event, end: '9999-12-31T10:00:00Z' }, 'Each event needs an end time in the years 2000 to 2100'],
    ['a null location', { ...event, location: null }, 'An event location must be text'],
  ])('refuses %s', async (_name, bad, message) => {
    expect(await validationMessage(MigrateEventsDto, { events: [bad] })).toBe(message);
  });

  it('refuses null for the list, and items that are no events', async () => {
    expect(await validationMessage(MigrateEventsDto, { events: null })).toBe('events must be a list of events');
    expect(await validationMessage(MigrateEventsDto, { events: ['x'] })).toBe('events must be a list of events');
  });
});
