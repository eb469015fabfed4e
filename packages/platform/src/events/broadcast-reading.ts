import { Inject, Injectable } from '@nestjs/common';
import { ConsumerWatches } from './consumer-watches';
import { BROADCAST_GROUP } from './event-consumers.lifecycle';

/**
 * Whether this replica's broadcast consumer is reading, for state a replica keeps from broadcast
 * events (remembered reads dropped on a change event): such state may be trusted only within one
 * epoch of the consumer, and not at all while it is not consuming.
 */
@Injectable()
export class BroadcastReading {
  constructor(
    private readonly watches: ConsumerWatches,
    @Inject(BROADCAST_GROUP) private readonly group: string,
  ) {}

  /** See ConsumerWatch.epoch. */
  epoch(): number | undefined {
    return this.watches.epochOf(this.group);
  }
}
