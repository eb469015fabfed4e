import { deadLetterTopic, replayDeadLetters } from '../events/dead-letters';
import { createKafka } from '../kafka/kafka-client';
import { createLogger } from '../logging/logger';

/**
 * `node packages/platform/dist/bin/replay-dead-letters.js <consumer group>` (or
 * `npm run dead-letters:replay -- <group>` in the repository): after a fix is deployed, sends the
 * group's parked events back to their topics once (docs/operations/dead-letters.md). Reads
 * KAFKA_BROKERS like the services, so it runs in any service's image.
 */
async function main() {
  const groupId = process.argv[2];
  if (!groupId || process.argv.length > 3) {
    console.error('usage: replay-dead-letters <consumer group>   e.g. replay-dead-letters groups');
    process.exit(2);
  }
  const kafka = createKafka('dead-letter-replay', createLogger('dead-letter-replay'));
  const replayed = await replayDeadLetters(kafka, groupId);
  console.log(`${replayed} dead letter(s) of ${groupId} replayed from ${deadLetterTopic(groupId)}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
