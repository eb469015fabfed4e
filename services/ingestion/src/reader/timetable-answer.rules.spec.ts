import { parseTimetableAnswer, UnusableAnswer } from './timetable-answer.rules';

const algebra = { weekday: 'Mon', start: '10:15', end: '12:00', title: 'Linear Algebra', location: 'Room 4', type: 'Lecture' };

describe('parseTimetableAnswer', () => {
  it('accepts an answer in the schema, trimming texts', () => {
    const answer = JSON.stringify({ classes: [algebra, { ...algebra, weekday: 'Thu', title: '  Lab work ', type: 'Lab', location: '' }] });
    expect(parseTimetableAnswer(answer)).toEqual([algebra, { ...algebra, weekday: 'Thu', title: 'Lab work', type: 'Lab', location: '' }]);
  });

  it('accepts an empty week', () => {
    expect(parseTimetableAnswer('{"classes":[]}')).toEqual([]);
  });

  it.each([
    ['no answer', null],
    ['an empty answer', '  '],
    ['prose', 'Monday 10-12 Linear Algebra'],
    ['a cut-off answer', '{"classes":[{"weekday":"Mon"'],
    ['another shape', JSON.stringify({ events: [algebra] })],
    ['other field names', JSON.stringify({ classes: [{ day: 'Monday', from: '10:15', to: '12:00', title: 'x' }] })],
    ['an unknown weekday', JSON.stringify({ classes: [{ ...algebra, weekday: 'Monday' }] })],
    ['an impossible time', JSON.stringify({ classes: [{ ...algebra, start: '25:00' }] })],
    ['a time without minutes', JSON.stringify({ classes: [{ ...algebra, end: '12' }] })],
    ['a class of no length', JSON.stringify({ classes: [{ ...algebra, end: '10:15' }] })],
    ['an empty title', JSON.stringify({ classes: [{ ...algebra, title: ' ' }] })],
    ['an unknown type', JSON.stringify({ classes: [{ ...algebra, type: 'Party' }] })],
    ['extra fields', JSON.stringify({ classes: [{ ...algebra, teacher: 'Dr. X' }] })],
    ['more than 100 classes', JSON.stringify({ classes: Array.from({ length: 101 }, () => algebra) })],
  ])('refuses %s', (_name, content) => {
    expect(() => parseTimetableAnswer(content)).toThrow(UnusableAnswer);
  });
});
