import type { Db } from 'mongodb';
import type { CampusDocument } from './campus.document';
import { CAMPUS_SNAPSHOT_MS, CampusesRepository } from './campuses.repository';

const campus = (id: string): CampusDocument => ({ _id: id, name: id, university: 'U', latitude: 55.7, longitude: 12.5, radius: 150 }) as CampusDocument;

/** A `campuses` collection in memory that counts the reads reaching it. */
function database(stored: CampusDocument[]) {
  const reads = { lists: 0, finds: 0 };
  const collection = {
    find: () => ({ sort: () => ({ toArray: async () => (reads.lists++, [...stored]) }) }),
    findOne: async ({ _id }: { _id: string }) => (reads.finds++, stored.find((c) => c._id === _id) ?? null),
  };
  return { db: { collection: () => collection } as unknown as Db, reads, stored };
}

describe('CampusesRepository snapshot on the hot paths', () => {
  it('reads the campuses once per snapshot, however many lookups', async () => {
    const { db, reads } = database([campus('a'), campus('b')]);
    const repo = new CampusesRepository(db);
    const now = Date.now();
    for (let i = 0; i < 10; i++) expect((await repo.byId(now))?.get('a')?._id).toBe('a');
    await repo.find('b');
    expect(reads).toEqual({ lists: 1, finds: 0 });
    await repo.byId(now + CAMPUS_SNAPSHOT_MS);
    expect(reads.lists).toBe(2);
  });

  it('reads at once a campus the snapshot lacks (one added since)', async () => {
    const { db, reads, stored } = database([campus('a')]);
    const repo = new CampusesRepository(db);
    await repo.byId();
    stored.push(campus('new'));
    expect((await repo.find('new'))?._id).toBe('new');
    expect(await repo.find('gone')).toBeNull();
    expect(reads.finds).toBe(2);
  });

  it('the campus list is always read fresh, and refreshes the snapshot', async () => {
    const { db, reads, stored } = database([campus('a')]);
    const repo = new CampusesRepository(db);
    await repo.byId();
    stored.push(campus('b'));
    expect((await repo.list()).map((c) => c._id)).toEqual(['a', 'b']);
    expect((await repo.byId()).has('b')).toBe(true);
    expect(reads.lists).toBe(2);
  });
});
