import { create } from '@bufbuild/protobuf';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { OccurrenceSchema, SourceOccurrencesReplacedSchema, type Occurrence } from '@overlap/proto';
import { occurrenceRows, replaceWindow, sourceKeyProblem } from './occurrence-rows.rules';

const ts = (iso: string) => timestampFromDate(new Date(iso));
const occurrence = (over: Partial<Omit<Occurrence, '$typeName' | '$unknown'>> = {}) =>
  create(OccurrenceSchema, {
    occurrenceId: 'uid-1@2026-03-02T09:15:00Z',
    uid: 'uid-1',
    title: 'Microeconomics',
    location: 'Room 101',
    start: ts('2026-03-02T09:15:00Z'),
    end: ts('2026-03-02T11:00:00Z'),
    sourceTimezone: 'Europe/Stockholm',
    eventType: 'Lecture',
    ...over,
  });
const event = (occurrences: ReturnType<typeof occurrence>[], over = {}) =>
  create(SourceOccurrencesReplacedSchema, { userId: '7d0c5c55-0a8e-4d1f-9a53-2f0d1f7c6a11', sourceId: 'feed-1', version: 1n, occurrences, ...over });

describe('occurrences from a replace event', () => {
  it('keeps a well-formed occurrence as it came', () => {
    const { rows, rejections } = occurrenceRows(event([occurrence()]));
    expect(rejections).toEqual([]);
    expect(rows).toEqual([
      {
        occurrenceId: 'uid-1@2026-03-02T09:15:00Z',
        uid: 'uid-1',
        title: 'Microeconomics',
        description: '',
        location: 'Room 101',
        eventType: 'Lecture',
        start: new Date('2026-03-02T09:15:00Z'),
        end: new Date('2026-03-02T11:00:00Z'),
        allDay: false,
        sourceTimezone: 'Europe/Stockholm',
        transparent: false,
      },
    ]);
  });

  it('keeps whether an occurrence is transparent (shown, never busy)', () => {
    expect(occurrenceRows(event([occurrence({ transparent: true })])).rows[0]!.transparent).toBe(true);
  });

  it('keeps one row per occurrence id, the last one winning', () => {
    const { rows } = occurrenceRows(event([occurrence({ title: 'Old' }), occurrence({ title: 'New' })]));
    expect(rows.map((r) => r.title)).toEqual(['New']);
  });

  it('rejects occurrences without a start or ending before they start, and keeps the rest', () => {
    const { rows, rejections } = occurrenceRows(
      event([
        occurrence({ occurrenceId: 'a', start: undefined }),
        occurrence({ occurrenceId: 'b', end: ts('2026-03-02T08:00:00Z') }),
        occurrence({ occurrenceId: 'c' }),
      ]),
    );
    expect(rows.map((r) => r.occurrenceId)).toEqual(['c']);
    expect(rejections).toEqual([
      { reason: 'missing or out-of-range start', occurrenceId: 'a' },
      { reason: 'end before start', occurrenceId: 'b' },
    ]);
  });

  it('fills what a source may leave out: end, type, occurrence id; all-day without end lasts one day', () => {
    const [timed, allDay] = occurrenceRows(
      event([
        occurrence({ occurrenceId: '', end: undefined, eventType: '' }),
        occurrence({ occurrenceId: 'x', allDay: true, start: ts('2026-03-06T00:00:00Z'), end: undefined }),
      ]),
    ).rows;
    expect(timed).toMatchObject({ occurrenceId: 'uid-1@2026-03-02T09:15:00.000Z', end: new Date('2026-03-02T09:15:00Z'), eventType: 'Class' });
    expect(allDay).toMatchObject({ allDay: true, end: new Date('2026-03-07T00:00:00Z') });
  });

  it('strips NUL bytes PostgreSQL cannot store and drops an unknown source zone', () => {
    const [row] = occurrenceRows(event([occurrence({ title: 'Lab\u0000 1', sourceTimezone: 'W. Europe Standard Time' })])).rows;
    expect(row).toMatchObject({ title: 'Lab 1', sourceTimezone: '' });
  });

  it('reads the window the event owns, or none', () => {
    expect(replaceWindow(event([], { windowStart: ts('2026-01-01T00:00:00Z'), windowEnd: ts('2026-09-01T00:00:00Z') }))).toEqual({
      start: new Date('2026-01-01T00:00:00Z'),
      end: new Date('2026-09-01T00:00:00Z'),
    });
    expect(replaceWindow(event([]))).toBeUndefined();
    expect(replaceWindow(event([], { windowStart: ts('2026-09-01T00:00:00Z'), windowEnd: ts('2026-01-01T00:00:00Z') }))).toBeUndefined();
  });

  it('refuses events that do not name a user and a source', () => {
    expect(sourceKeyProblem('not-a-uuid', 'feed-1')).toBe('user_id is not a user id');
    expect(sourceKeyProblem('7d0c5c55-0a8e-4d1f-9a53-2f0d1f7c6a11', '')).toBe('source_id is empty or too long');
    expect(sourceKeyProblem('7d0c5c55-0a8e-4d1f-9a53-2f0d1f7c6a11', 'feed-1')).toBeUndefined();
  });
});
