import { randomUUID } from 'node:crypto';
import { Kafka, logLevel, type Consumer, type KafkaMessage } from 'kafkajs';

const brokers = (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(',');

/**
 * Reads a topic from the beginning with a throw-away consumer group and collects messages,
 * so tests can assert on what a service really published.
 */
export class KafkaProbe {
  readonly messages: KafkaMessage[] = [];
  private consumer: Consumer | undefined;

  constructor(private readonly topic: string) {}

  async start(): Promise<void> {
    const kafka = new Kafka({ clientId: 'test-probe', brokers, logLevel: logLevel.NOTHING });
    this.consumer = kafka.consumer({ groupId: `test-probe-${randomUUID()}` });
    await this.consumer.connect();
    await this.consumer.subscribe({ topic: this.topic, fromBeginning: true });
    let joined: () => void;
    const ready = new Promise<void>((r) => (joined = r));
    this.consumer.on(this.consumer.events.GROUP_JOIN, () => joined());
    await this.consumer.run({ eachMessage: async ({ message }) => void this.messages.push(message) });
    await ready;
  }

  async waitFor(predicate: (m: KafkaMessage) => boolean, timeoutMs = 20_000): Promise<KafkaMessage[]> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const found = this.messages.filter(predicate);
      if (found.length) return found;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`no matching message on ${this.topic} within ${timeoutMs} ms (saw ${this.messages.length})`);
  }

  async stop(): Promise<void> {
    await this.consumer?.disconnect();
  }
}
