import { ensureTopics } from '../topics/ensure-topics';
import { createKafka } from '../kafka/kafka-client';
import { topicPlan } from '../topics/topic-plan';
import { createLogger } from '../logging/logger';

/**
 * `node /app/packages/platform/dist/bin/create-topics.js` (the chart's topic job, in any service's
 * image) or `npm run topics` (the local stack's start): creates every topic of proto's Topics and
 * each consumer group's dead-letter topic with the partitions and retention of the environment,
 * and sets them on existing topics; safe to run again (ADR 034). Reads KAFKA_BROKERS like the
 * services.
 */
async function main() {
  const kafka = createKafka('topic-setup', createLogger('topic-setup'));
  const admin = kafka.admin();
  await admin.connect();
  try {
    for (const { topic, action, partitions } of await ensureTopics(admin, topicPlan())) {
      console.log(`${topic}\t${action}\t${partitions} partition(s)`);
    }
  } finally {
    await admin.disconnect();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
