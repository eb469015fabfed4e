import { hostname } from 'node:os';
import type { Consumer, Kafka } from 'kafkajs';
import type pino from 'pino';
import { decodeEnvelope } from '../kafka/envelope';
import { ConsumerWatch } from './consumer-watch';
import type { EventRoutes } from './event-routes';

/**
 * A consumer group id that belongs to this process alone: the service, the host (the pod's name
 * in Kubernetes) and the process id, so replicas on one machine do not share it either.
 */
export function broadcastGroupId(service: string, instance = `${hostname()}.${process.pid}`): string {
  return `${service}.broadcast.${instance}`;
}

/** The group does not exist: a start that failed before joining left nothing to delete. */
const neverFormed = (err: unknown): boolean =>
  (err as { groups?: { error?: { type?: string } }[] }).groups?.every((group) => group.error?.type === 'GROUP_ID_NOT_FOUND') ?? false;

/**
 * Runs a service's `{ broadcast: true }` handlers in this replica's own consumer group, so every
 * replica sees every event. It starts at the latest offset — or `replayMs` back, for state a new
 * replica must know, such as revoked sessions — and never commits one (a restarted
 * replica has nothing to catch up on: its connections went with the old process), applies no
 * processed-events store, and logs and skips a handler's failure instead of holding the
 * partition: what it feeds is best effort and its receivers resynchronise by other means.
 */
export class BroadcastConsumer {
  private consumer: Consumer | undefined;
  /** The last offset of the read-back span still to be read, by `topic:partition`. */
  private readonly backlog = new Map<string, bigint>();
  private caughtUp = false;
  readonly watch: ConsumerWatch;

  constructor(
    private readonly kafka: Kafka,
    readonly groupId: string,
    private readonly routes: EventRoutes,
    private readonly logger: pino.Logger,
    /** Start this far in the past instead of at the latest offset (state a new replica must learn). */
    private readonly replayMs = 0,
  ) {
    this.watch = new ConsumerWatch(groupId);
  }

  async start(): Promise<void> {
    const consumer = this.kafka.consumer({ groupId: this.groupId, allowAutoTopicCreation: false });
    this.consumer = consumer;
    this.watch.attach(consumer);
    await consumer.connect();
    await consumer.subscribe({ topics: this.routes.topics(), fromBeginning: false });
    await consumer.run({
      autoCommit: false,
      eachMessage: async ({ message, topic, partition }) => {
        if (message.value) await this.handle(topic, message.value);
        this.read(`${topic}:${partition}`, BigInt(message.offset));
      },
    });
    if (this.replayMs > 0) await this.seekBack(consumer);
    this.caughtUp ||= this.backlog.size === 0;
  }

  /** True once the read-back span has been read (at once without one): what the replica knows is complete. */
  get isCaughtUp(): boolean {
    return this.caughtUp;
  }

  private read(partitionKey: string, offset: bigint) {
    const last = this.backlog.get(partitionKey);
    if (last === undefined || offset < last) return;
    this.backlog.delete(partitionKey);
    this.caughtUp ||= this.backlog.size === 0;
  }

  /**
   * Moves every partition back to the first offset written within `replayMs` (kafkajs applies it
   * on assignment) and notes where the span ends, so `isCaughtUp` can tell when it has been read.
   */
  private async seekBack(consumer: Consumer): Promise<void> {
    const admin = this.kafka.admin();
    await admin.connect();
    try {
      for (const topic of this.routes.topics()) {
        const ends = new Map((await admin.fetchTopicOffsets(topic)).map((p) => [p.partition, BigInt(p.high)]));
        for (const { partition, offset } of await admin.fetchTopicOffsetsByTimestamp(topic, Date.now() - this.replayMs)) {
          const end = ends.get(partition) ?? 0n;
          if (end > BigInt(offset)) this.backlog.set(`${topic}:${partition}`, end - 1n);
          consumer.seek({ topic, partition, offset });
        }
      }
    } finally {
      await admin.disconnect();
    }
  }

  /** Leaves the group and deletes it: it holds no offsets and no other process will ever join it. */
  async stop(): Promise<void> {
    if (!this.consumer) return;
    await this.consumer.disconnect();
    this.consumer = undefined;
    const admin = this.kafka.admin();
    try {
      await admin.connect();
      await admin.deleteGroups([this.groupId]);
    } catch (err) {
      if (!neverFormed(err)) this.logger.warn({ err, groupId: this.groupId }, 'broadcast consumer group not deleted');
    } finally {
      await admin.disconnect().catch(() => undefined);
    }
  }

  /** Runs the handler of one message; false when nobody here handles it or it failed. */
  async handle(topic: string, value: Uint8Array): Promise<boolean> {
    try {
      const envelope = decodeEnvelope(value);
      const handler = this.routes.find(topic, envelope.eventType);
      if (!handler) return false;
      await handler(envelope, undefined);
      return true;
    } catch (err) {
      this.logger.error({ err, topic }, 'broadcast event handler failed');
      return false;
    }
  }
}
