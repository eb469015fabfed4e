process.env.TZ = 'UTC';
import { icsCalendar } from '../../packages/test-support/src/ics-builder';
import { occurrencesFromFeed } from './src/parsing/feed-parser';
import { horizonAround } from './src/parsing/occurrence';
import ical from 'node-ical';
import { create, toBinary } from '@bufbuild/protobuf';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { OccurrenceSchema, SourceOccurrencesReplacedSchema } from '../../proto/src/index';
const events = Array.from({ length: 300 }, (_, i) => ({
  uid: `e${i}@x`,
  summary: `Course ${i} Lecture`,
  start: new Date(Date.now() + i * 3600_000),
  end: new Date(Date.now() + i * 3600_000 + 3600_000),
  location: 'Room',
}));
const body = Buffer.from(icsCalendar(events));
(async () => {
  const horizon = horizonAround(new Date());
  for (let round = 0; round < 3; round++) {
    let t = performance.now();
    for (let i = 0; i < 20; i++) ical.sync.parseICS(body.toString());
    const parseSync = (performance.now() - t) / 20;
    t = performance.now();
    for (let i = 0; i < 20; i++) await ical.async.parseICS(body.toString());
    const parseAsync = (performance.now() - t) / 20;
    t = performance.now();
    let occ: any[] = [];
    for (let i = 0; i < 20; i++) occ = await occurrencesFromFeed(body, 'text/calendar', { horizon, userZone: 'Europe/Stockholm' });
    const full = (performance.now() - t) / 20;
    t = performance.now();
    let bytes = 0;
    for (let i = 0; i < 20; i++)
      bytes = toBinary(
        SourceOccurrencesReplacedSchema,
        create(SourceOccurrencesReplacedSchema, {
          userId: 'u',
          occurrences: occ.map((o) => create(OccurrenceSchema, { ...o, start: timestampFromDate(o.start), end: timestampFromDate(o.end) })),
        }),
      ).length;
    const enc = (performance.now() - t) / 20;
    console.log({
      parseSync: parseSync.toFixed(1),
      parseAsync: parseAsync.toFixed(1),
      parseAndExpand: full.toFixed(1),
      encode: enc.toFixed(1),
      bytes,
      occ: occ.length,
    });
  }
})();
