import { Injectable } from '@nestjs/common';
import { conflict } from '@overlap/platform';
import { nextVersion } from './next-version.rules';
import { SnapshotStore } from './snapshot.events';
import { SyncLease } from './sync-lease.service';
import type { SourceDocument } from '../sources/source.document';
import { SourcesRepository } from '../sources/sources.repository';

const WAIT_FOR_SYNC_MS = 15_000;

/** Deletes a source of any kind and publishes SourceRemoved, so schedules drops its occurrences. */
@Injectable()
export class SourceRemoval {
  constructor(
    private readonly repo: SourcesRepository,
    private readonly snapshots: SnapshotStore,
    private readonly lease: SyncLease,
  ) {}

  async remove(source: SourceDocument): Promise<void> {
    // Under the source's lease: no sync may publish a newer version after the removal.
    const done = await this.lease.whileHolding(source._id, WAIT_FOR_SYNC_MS, async () => {
      const state = await this.repo.findState(source._id);
      // Removal first: if the deletes below never happen the source still exists and a later
      // sync publishes a newer version; the other order could lose the removal.
      await this.snapshots.saveRemoved(source, nextVersion(state?.version ?? 0));
      await this.repo.deleteSource(source._id);
    });
    if (!done) throw conflict('This calendar is being synced right now. Please try again in a moment.');
    await this.lease.forget(source._id);
  }
}
