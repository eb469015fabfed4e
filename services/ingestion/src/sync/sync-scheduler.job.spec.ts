import pino from 'pino';
import type { SourcesRepository } from '../sources/sources.repository';
import type { SourceDocument } from '../sources/source.document';
import type { SourceSyncService, SyncResult } from './source-sync.service';
import type { SyncLease } from './sync-lease.service';
import { SyncScheduler } from './sync-scheduler.job';

/** A lease held by whoever takes it first, and a sync that takes `ms`. */
function scheduler(ms: number) {
  let held = false;
  let syncs = 0;
  const lease = {
    owner: 'replica-1',
    acquire: async () => (held ? undefined : ((held = true), { lease: { id: 'l1', key: 's1', n: 0, owner: 'replica-1' }, state: undefined })),
    release: async () => void (held = false),
  } as unknown as SyncLease;
  const syncer = {
    sync: async () => {
      syncs++;
      await new Promise((r) => setTimeout(r, ms));
      return { outcome: 'synced' } as unknown as SyncResult;
    },
  } as unknown as SourceSyncService;
  const s = new SyncScheduler({} as SourcesRepository, lease, syncer, pino({ level: 'silent' }));
  return { s, syncs: () => syncs, hold: () => (held = true) };
}

const source = { _id: 's1' } as SourceDocument;

describe('SyncScheduler.syncNow', () => {
  it('waits for the sync this replica is already running of the source, instead of answering busy', async () => {
    const { s, syncs } = scheduler(30);
    const [first, second] = await Promise.all([s.syncNow(source, { waitMs: 1_000 }), s.syncNow(source, { waitMs: 1_000 })]);
    expect(first).toEqual({ state: 'synced', result: { outcome: 'synced' } });
    expect(second).toEqual({ state: 'synced', result: { outcome: 'synced' } });
    expect(syncs()).toBe(1);
  });

  it('answers busy when another replica holds the lease', async () => {
    const { s, hold, syncs } = scheduler(30);
    hold();
    await expect(s.syncNow(source, { waitMs: 1_000 })).resolves.toEqual({ state: 'busy' });
    expect(syncs()).toBe(0);
  });
});
