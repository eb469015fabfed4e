import { metrics } from '@opentelemetry/api';
import type { LiveEventName } from './live-stream.service';

const meter = metrics.getMeter('presence');

const eventsSent = meter.createCounter('presence.live.events', { description: 'Events written to live streams, by event name' });
const fanoutDelay = meter.createHistogram('presence.live.fanout_delay', {
  description: 'From the presence change being stored to its event written to a co-member stream',
  unit: 's',
  advice: { explicitBucketBoundaries: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 5] },
});
const openStreams = meter.createObservableGauge('presence.live.streams', { description: 'Live streams open on this replica' });

/** The live stream's figures on the dashboards (infra/grafana) and for the HPA on connections. */
export const liveMetrics = {
  sent(event: LiveEventName, count = 1): void {
    if (count > 0) eventsSent.add(count, { event });
  },
  fanoutDelay(changedAt: Date, writtenAt = new Date()): void {
    fanoutDelay.record(Math.max(0, writtenAt.getTime() - changedAt.getTime()) / 1000);
  },
  observeOpenStreams(count: () => number): void {
    openStreams.addCallback((result) => result.observe(count()));
  },
};
