import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DateTime } from 'luxon';
import { expandCalendar, parseIcs, type Occurrence } from '../src';
import { oracleExpand, oraclePython, type OracleOccurrence } from './conformance/calendar-oracle';
import { shiftCalendar } from './conformance/corpus-shift';

/*
 * Every calendar of the shared real-world corpus (../shared/calendar-corpus next to the clone),
 * moved into the window by its shift_weeks, expanded by this package for students in three zones
 * and by python's recurring-ical-events (pinned, infra/local/calendar-oracle.sh). They must
 * agree occurrence for occurrence (ADR 023; oracle.py drops cancelled instances, as the app does).
 */

const CORPUS = join(__dirname, '..', '..', '..', '..', 'shared', 'calendar-corpus');
const WINDOW = { start: '2026-09-28', end: '2027-05-24' };
const USER_ZONES = ['Europe/Copenhagen', 'America/New_York', 'Australia/Sydney'];

interface CorpusEntry {
  name: string;
  file: string;
  shift_weeks: number;
}

const corpus = (JSON.parse(readFileSync(join(CORPUS, 'corpus.json'), 'utf8')) as { calendars: CorpusEntry[] }).calendars;
const windowStart = DateTime.fromISO(WINDOW.start, { zone: 'UTC' });
const windowEnd = DateTime.fromISO(WINDOW.end, { zone: 'UTC' });

/** An occurrence as a comparable line: instants for timed events, dates for all-day ones. */
function oracleKey(o: OracleOccurrence, zone: string): string | undefined {
  const allDay = o.start.length === 10;
  const at = (value: string) => (allDay ? value : DateTime.fromISO(value, { zone, setZone: false }).toUTC().toISO());
  const start = at(o.start)!;
  if (!inWindow(start)) return undefined;
  return `${start} ${at(o.end)} ${o.summary.trim() || 'Untitled event'}`;
}

function ourKey(o: Occurrence): string | undefined {
  const start = o.allDay ? o.start.toISOString().slice(0, 10) : DateTime.fromJSDate(o.start, { zone: 'UTC' }).toISO()!;
  if (!inWindow(start)) return undefined;
  const end = o.allDay ? o.end.toISOString().slice(0, 10) : DateTime.fromJSDate(o.end, { zone: 'UTC' }).toISO();
  return `${start} ${end} ${o.title}`;
}

/** Both sides are clipped to the window by start: an all-day date as its UTC midnight. */
function inWindow(start: string): boolean {
  const at = DateTime.fromISO(start, { zone: 'UTC' });
  return at >= windowStart && at < windowEnd;
}

/** What one side has more often than the other, as sorted lines. */
function surplus(a: string[], b: string[]): string[] {
  const counts = new Map<string, number>();
  for (const key of b) counts.set(key, (counts.get(key) ?? 0) + 1);
  const out: string[] = [];
  for (const key of a) {
    const left = counts.get(key) ?? 0;
    if (left > 0) counts.set(key, left - 1);
    else out.push(key);
  }
  return out.sort();
}

describe('the real-world calendar corpus expands as the independent oracle does', () => {
  let dir: string;
  let oracle: Record<string, OracleOccurrence[]>;
  const texts = new Map<string, string>();

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'calendar-corpus-'));
    const paths = corpus.map((entry) => {
      const text = shiftCalendar(readFileSync(join(CORPUS, entry.file), 'utf8'), entry.shift_weeks);
      texts.set(entry.name, text);
      const path = join(dir, entry.file);
      writeFileSync(path, text);
      return path;
    });
    // Two days either side: both sides are clipped to the window by start afterwards.
    oracle = oracleExpand(oraclePython(), paths, windowStart.minus({ days: 2 }).toISODate()!, windowEnd.plus({ days: 2 }).toISODate()!);
  }, 600_000);

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reads all 45 files', () => expect(corpus).toHaveLength(45));

  it.each(corpus.flatMap((entry) => USER_ZONES.map((zone) => [entry.name, zone, entry] as const)))('%s for a student in %s', async (name, zone, entry) => {
    const horizon = { start: windowStart.minus({ days: 2 }).toJSDate(), end: windowEnd.plus({ days: 2 }).toJSDate() };
    const ours = expandCalendar(await parseIcs(texts.get(name)!), { horizon, userZone: zone, maxOccurrences: 100_000 })
      .map(ourKey)
      .filter((k): k is string => k !== undefined);
    const expected = oracle[join(dir, entry.file)]!.map((o) => oracleKey(o, zone)).filter((k): k is string => k !== undefined);
    const difference = { missing: surplus(expected, ours), extra: surplus(ours, expected) };
    expect(difference).toEqual({ missing: [], extra: [] });
  });
});
