import { validationMessage } from '@overlap/platform';
import { SaveScreenshotDto } from './screenshot.dto';

const lesson = { weekday: 'Mon', start: '09:00', end: '10:00', title: 'Algebra' };

describe('SaveScreenshotDto', () => {
  it('accepts classes that end after they start and a repetition within the calendar years', async () => {
    expect(await validationMessage(SaveScreenshotDto, { events: [lesson], startDate: '2026-03-02', endDate: '2026-06-26' })).toBeUndefined();
    expect(await validationMessage(SaveScreenshotDto, { events: [lesson], startDate: '2026-03-02', endDate: '2026-03-02' })).toBeUndefined();
  });

  it.each([
    ['a class from 10:00 to 09:00', { events: [{ ...lesson, start: '10:00', end: '09:00' }] }, 'A class must end after it starts'],
    ['a class ending as it starts', { events: [{ ...lesson, end: '09:00' }] }, 'A class must end after it starts'],
    ['a repetition ending before it starts', { events: [lesson], startDate: '2026-06-26', endDate: '2026-03-02' }, 'endDate must not be before startDate'],
    ['a repetition from year 1', { events: [lesson], startDate: '0001-01-01' }, 'startDate must be a day in the years 2000 to 2100'],
    ['a day that does not exist', { events: [lesson], endDate: '2026-02-31' }, 'endDate must be a day in the years 2000 to 2100'],
    ['a null class type', { events: [{ ...lesson, type: null }] }, 'A class type must be one of Lecture, Seminar, Lab, Tutorial, Exam, Workshop, Class'],
  ])('refuses %s', async (_name, body, message) => {
    expect(await validationMessage(SaveScreenshotDto, body)).toBe(message);
  });
});
