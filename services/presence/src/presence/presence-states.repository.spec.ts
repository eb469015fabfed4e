import type { Db } from 'mongodb';
import type { PresenceStateDocument } from './presence-state.document';
import { PresenceStatesRepository } from './presence-states.repository';

const tick = () => new Promise((r) => setImmediate(r));

/**
 * A collection that applies a conditional update the way FerretDB 1.x does: it reads the
 * document, and a moment later writes back a whole new copy, without isolation between the two.
 */
function ferretLikeCollection(docs: Map<string, Record<string, unknown>>) {
  const matches = (doc: Record<string, unknown> | undefined, filter: Record<string, unknown>) =>
    !!doc && Object.entries(filter).every(([k, v]) => doc[k] === v);
  return {
    updateOne: async (filter: Record<string, unknown>, update: { $set: Record<string, unknown> }) => {
      const read = docs.get(filter._id as string);
      await tick();
      if (!matches(read, filter)) return { modifiedCount: 0 };
      docs.set(filter._id as string, { ...read, ...update.$set });
      return { modifiedCount: 1 };
    },
    deleteOne: async (filter: Record<string, unknown>) => {
      const read = docs.get(filter._id as string);
      await tick();
      if (matches(read, filter)) docs.delete(filter._id as string);
      return {};
    },
    insertOne: async (doc: Record<string, unknown>) => void docs.set(doc._id as string, doc),
    createIndex: async () => 'ok',
  };
}

describe('PresenceStatesRepository writes one user’s state one write at a time', () => {
  it('keeps a report saved while the relay marks the version before it published', async () => {
    const docs = new Map<string, Record<string, unknown>>([
      ['ann', { _id: 'ann', version: 1, status: 'unknown', sharing: true, unpublished: true, pending: 'sharing on' }],
    ]);
    const db = { collection: () => ferretLikeCollection(docs) } as unknown as Db;
    const repo = new PresenceStatesRepository(db);
    const report = { ...docs.get('ann'), version: 2, status: 'on_campus', unpublished: true, pending: 'on campus' } as unknown as PresenceStateDocument;
    // The relay acknowledges version 1 as the report of version 2 is saved: the report, written
    // after the relay's mark, keeps its version 2 (the mark leaves the version as it was).
    const [, saved] = await Promise.all([repo.markPublished({ _id: 'ann', version: 1, sharing: true }), repo.save(report, 1)]);
    expect(saved).toBe(true);
    expect(docs.get('ann')).toMatchObject({ version: 2, status: 'on_campus', unpublished: true });
  });

  it('a save first, then the relay’s stale mark, leaves the newer version unpublished for the next round', async () => {
    const docs = new Map<string, Record<string, unknown>>([['bob', { _id: 'bob', version: 1, status: 'unknown', sharing: true, unpublished: true }]]);
    const db = { collection: () => ferretLikeCollection(docs) } as unknown as Db;
    const repo = new PresenceStatesRepository(db);
    const report = { ...docs.get('bob'), version: 2, status: 'on_campus', unpublished: true } as unknown as PresenceStateDocument;
    const [saved] = await Promise.all([repo.save(report, 1), repo.markPublished({ _id: 'bob', version: 1, sharing: true })]);
    expect(saved).toBe(true);
    expect(docs.get('bob')).toMatchObject({ version: 2, status: 'on_campus', unpublished: true });
  });

  it('a failed write does not stop the next one', async () => {
    const docs = new Map<string, Record<string, unknown>>();
    const broken = { ...ferretLikeCollection(docs), insertOne: async () => Promise.reject(new Error('store down')) };
    const repo = new PresenceStatesRepository({ collection: () => broken } as unknown as Db);
    const state = { _id: 'cyd', version: 1, sharing: true } as unknown as PresenceStateDocument;
    await expect(repo.save(state, undefined)).rejects.toThrow('store down');
    await expect(repo.touch('cyd', 1, new Date())).resolves.toBe(false);
  });
});
