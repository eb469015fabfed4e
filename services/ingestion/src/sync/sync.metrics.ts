import { metrics } from '@opentelemetry/api';
import type { SourceKind } from '../sources/source.document';

/** How a sync ended: the metric's result label, and what the sync service answers. */
export type SyncOutcome = 'published' | 'unchanged' | 'failed' | 'gone';

const syncDuration = metrics.getMeter('ingestion').createHistogram('ingestion.feed_sync.duration', {
  description: 'Source syncs (scheduled and asked for), by source kind and result (published, unchanged, failed, gone); its count is the number of syncs',
  unit: 's',
  advice: { explicitBucketBoundaries: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20, 30, 60] },
});

export function recordSync(kind: SourceKind | 'unknown', result: SyncOutcome, startedAt: Date): void {
  syncDuration.record((Date.now() - startedAt.getTime()) / 1000, { kind, result });
}
