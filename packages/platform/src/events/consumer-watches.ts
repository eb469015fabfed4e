import { Injectable } from '@nestjs/common';
import { metrics } from '@opentelemetry/api';
import { HealthRegistry } from '../health/health-check';
import type { ConsumerWatch } from './consumer-watch';

const runningGauge = metrics.getMeter('platform').createObservableGauge('events.consumer.running', {
  description: 'Whether each consumer group of this process is joined and fetching (1) or crashed, stopped or stalled (0), by group',
});

/**
 * Every consumer of the process, reported as the `consumers` check of /health/ready and as a
 * gauge. Reported, never deciding readiness or liveness (ADR 038): a consumer is down whenever
 * Kafka is, and restarting or unreadying pods would not bring the broker back.
 */
@Injectable()
export class ConsumerWatches {
  private readonly watches: ConsumerWatch[] = [];

  constructor(registry: HealthRegistry) {
    registry.register({
      name: 'consumers',
      role: 'reported',
      check: async () => {
        const groups = this.watches.map((w) => w.status());
        const down = groups.filter((g) => !g.running);
        if (down.length) throw Object.assign(new Error(`not consuming: ${down.map((g) => `${g.group} (${g.state})`).join(', ')}`), { detail: { groups } });
        return { groups };
      },
    });
    runningGauge.addCallback((result) => {
      for (const w of this.watches) {
        const { group, running } = w.status();
        result.observe(running ? 1 : 0, { group });
      }
    });
  }

  add(watch: ConsumerWatch): void {
    this.watches.push(watch);
  }

  /** The epoch (ConsumerWatch.epoch) of the group's consumer; undefined when it is not consuming or unknown. */
  epochOf(group: string): number | undefined {
    return this.watches.find((w) => w.group === group)?.epoch();
  }
}
