import type { Collection } from 'mongodb';
import { findByIds } from './find-by-ids';

interface Doc {
  _id: string;
  n: number;
}

function collection(docs: Doc[]) {
  const filters: unknown[] = [];
  const fake = {
    findOne: async (filter: { _id: string }) => (filters.push(filter), docs.find((d) => d._id === filter._id) ?? null),
    find: () => {
      throw new Error('findByIds must not read with find()');
    },
  };
  return { col: fake as unknown as Collection<Doc>, filters };
}

describe('findByIds', () => {
  it('reads each distinct id by its own _id equality and leaves out the missing ones', async () => {
    const { col, filters } = collection([
      { _id: 'a', n: 1 },
      { _id: 'b', n: 2 },
    ]);
    const found = await findByIds(col, ['a', 'missing', 'b', 'a']);
    expect(found.map((d) => d._id).sort()).toEqual(['a', 'b']);
    expect(filters).toEqual([{ _id: 'a' }, { _id: 'missing' }, { _id: 'b' }]);
  });

  it('reads nothing for no ids', async () => {
    const { col, filters } = collection([]);
    await expect(findByIds(col, [])).resolves.toEqual([]);
    expect(filters).toEqual([]);
  });
});
