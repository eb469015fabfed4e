import { signUpUser } from '@overlap/test-support';
import { afterEverythingConsumed, eventually, IngestionEvents, schedulesDb, weekTitles, type TestOccurrence } from './ingestion-events';

// Week 10 of 2026 runs Monday 2 March to Sunday 8 March; Stockholm is on CET (+01:00).
const monday = (id: string, title: string): TestOccurrence => ({ id, title, start: '2026-03-02T09:15:00Z', end: '2026-03-02T11:00:00Z' });
const tuesday = (id: string, title: string): TestOccurrence => ({ id, title, start: '2026-03-03T12:00:00Z', end: '2026-03-03T14:00:00Z' });

describe('replacing and removing a source', () => {
  const events = new IngestionEvents();
  beforeAll(() => events.start());
  afterAll(() => events.stop());

  it('stores the occurrences of a replace and lets a newer version replace them all at once', async () => {
    const { client, id } = await signUpUser();
    await events.replace(id, 'feed-a', 1, [monday('micro@1', 'Microeconomics'), tuesday('stats@1', 'Statistics')]);
    expect(
      await eventually(
        () => weekTitles(client, 10, 2026),
        (t) => t.length === 2,
      ),
    ).toEqual(['Microeconomics', 'Statistics']);

    await events.replace(id, 'feed-a', 2, [monday('micro@1', 'Microeconomics (moved to Aula)'), tuesday('law@1', 'Business Law')]);
    expect(
      await eventually(
        () => weekTitles(client, 10, 2026),
        (t) => t.includes('Business Law'),
      ),
    ).toEqual(['Microeconomics (moved to Aula)', 'Business Law']);
  });

  it('ignores an older version that arrives late', async () => {
    const { client, id } = await signUpUser();
    await events.replace(id, 'feed-a', 5, [monday('micro@1', 'Version 5')]);
    await eventually(
      () => weekTitles(client, 10, 2026),
      (t) => t.includes('Version 5'),
    );

    await events.replace(id, 'feed-a', 4, [monday('micro@1', 'Version 4'), tuesday('extra@1', 'Only in version 4')]);
    await afterEverythingConsumed(events, client, id);
    expect(await weekTitles(client, 10, 2026)).toEqual(['Version 5']);
  });

  it('changes nothing when the same event is delivered again, or the same version is sent anew', async () => {
    const { client, id } = await signUpUser();
    const first = events.replaceMessage(id, 'feed-a', 3, [monday('micro@1', 'Microeconomics')]);
    await events.deliver(first);
    await eventually(
      () => weekTitles(client, 10, 2026),
      (t) => t.length === 1,
    );
    const before = await schedulesDb((db) => db.query(`SELECT updated_at FROM sources WHERE user_id = $1 AND source_id = 'feed-a'`, [id]));

    await events.deliver(first); // the identical message (same event id) again
    await events.replace(id, 'feed-a', 3, [monday('micro@1', 'Same version, other content')]); // new event id, same version
    await afterEverythingConsumed(events, client, id);

    expect(await weekTitles(client, 10, 2026)).toEqual(['Microeconomics']);
    const after = await schedulesDb((db) => db.query(`SELECT updated_at FROM sources WHERE user_id = $1 AND source_id = 'feed-a'`, [id]));
    expect(after.rows[0].updated_at).toEqual(before.rows[0].updated_at);
  });

  it('keeps sources apart: replacing one feed leaves another feed’s occurrences alone', async () => {
    const { client, id } = await signUpUser();
    await events.replace(id, 'feed-a', 1, [monday('micro@1', 'From feed A')]);
    await events.replace(id, 'feed-b', 1, [tuesday('stats@1', 'From feed B')]);
    await eventually(
      () => weekTitles(client, 10, 2026),
      (t) => t.length === 2,
    );
    await events.replace(id, 'feed-a', 2, []);
    expect(
      await eventually(
        () => weekTitles(client, 10, 2026),
        (t) => t.length === 1,
      ),
    ).toEqual(['From feed B']);
  });

  it('removes a source’s occurrences, and a late older replace does not bring them back', async () => {
    const { client, id } = await signUpUser();
    await events.replace(id, 'feed-a', 1, [monday('micro@1', 'Microeconomics')]);
    await events.replace(id, 'feed-b', 1, [tuesday('stats@1', 'Statistics')]);
    await eventually(
      () => weekTitles(client, 10, 2026),
      (t) => t.length === 2,
    );

    await events.remove(id, 'feed-a', 2);
    expect(
      await eventually(
        () => weekTitles(client, 10, 2026),
        (t) => t.length === 1,
      ),
    ).toEqual(['Statistics']);

    await events.replace(id, 'feed-a', 1, [monday('micro@1', 'Resurrected')]);
    await afterEverythingConsumed(events, client, id);
    expect(await weekTitles(client, 10, 2026)).toEqual(['Statistics']);
  });

  it('replaces only what the event’s window covers, so past weeks outside the horizon stay', async () => {
    const { client, id } = await signUpUser();
    const week9 = { id: 'micro@0223', title: 'Week 9 lecture', start: '2026-02-23T09:15:00Z', end: '2026-02-23T11:00:00Z' };
    await events.replace(id, 'feed-a', 1, [week9, monday('micro@0302', 'Week 10 lecture')], { start: '2026-02-01T00:00:00Z', end: '2026-06-01T00:00:00Z' });
    await eventually(
      () => weekTitles(client, 10, 2026),
      (t) => t.length === 1,
    );

    // The rolling horizon moved past week 9: the new window starts on 1 March.
    await events.replace(id, 'feed-a', 2, [monday('micro@0302', 'Week 10 lecture, new room')], { start: '2026-03-01T00:00:00Z', end: '2026-07-01T00:00:00Z' });
    expect(
      await eventually(
        () => weekTitles(client, 10, 2026),
        (t) => t[0] === 'Week 10 lecture, new room',
      ),
    ).toEqual(['Week 10 lecture, new room']);
    expect(await weekTitles(client, 9, 2026)).toEqual(['Week 9 lecture']);
  });

  it('rewrites (or even locks) only the occurrences that changed, removes the dropped ones and adds the new ones', async () => {
    const { client, id } = await signUpUser();
    const term = { start: '2026-02-01T00:00:00Z', end: '2026-06-01T00:00:00Z' };
    const wednesday = (occurrenceId: string, title: string): TestOccurrence => ({
      id: occurrenceId,
      title,
      start: '2026-03-04T08:00:00Z',
      end: '2026-03-04T09:00:00Z',
    });
    await events.replace(id, 'feed-a', 1, [monday('micro@1', 'Microeconomics'), tuesday('stats@1', 'Statistics'), wednesday('law@1', 'Business Law')], term);
    await eventually(
      () => weekTitles(client, 10, 2026),
      (t) => t.length === 3,
    );
    // xmin is the transaction that last wrote a row: it moves only when the row is rewritten.
    // xmax is set by a row lock too (one more write), so an untouched row keeps 0.
    const rowVersions = () =>
      schedulesDb(async (db) => {
        const { rows } = await db.query<{ occurrence_id: string; xmin: string; xmax: string }>(
          `SELECT occurrence_id, xmin::text AS xmin, xmax::text AS xmax FROM occurrences WHERE user_id = $1`,
          [id],
        );
        return new Map(rows.map((r) => [r.occurrence_id, `${r.xmin}/${r.xmax}`]));
      });
    const before = await rowVersions();

    await events.replace(
      id,
      'feed-a',
      2,
      [monday('micro@1', 'Microeconomics'), tuesday('stats@1', 'Statistics (Aula)'), wednesday('ethics@1', 'Ethics')],
      term,
    );
    expect(
      await eventually(
        () => weekTitles(client, 10, 2026),
        (t) => t.includes('Ethics'),
      ),
    ).toEqual(['Microeconomics', 'Statistics (Aula)', 'Ethics']);
    const after = await rowVersions();
    expect([...after.keys()].sort()).toEqual(['ethics@1', 'micro@1', 'stats@1']);
    expect(before.get('micro@1')).toMatch(/\/0$/);
    expect(after.get('micro@1')).toBe(before.get('micro@1'));
    expect(after.get('stats@1')).not.toBe(before.get('stats@1'));
  });

  it('skips a malformed occurrence and stores the rest of the event', async () => {
    const { client, id } = await signUpUser();
    await events.replace(id, 'feed-a', 1, [
      { id: 'broken@1', title: 'Ends before it starts', start: '2026-03-02T11:00:00Z', end: '2026-03-02T09:00:00Z' },
      monday('micro@1', 'Microeconomics'),
    ]);
    expect(
      await eventually(
        () => weekTitles(client, 10, 2026),
        (t) => t.length > 0,
      ),
    ).toEqual(['Microeconomics']);
  });
});
