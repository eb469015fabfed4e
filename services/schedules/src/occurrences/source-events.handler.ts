import type { PostgresEventHandler as EventHandler } from '@overlap/platform';
import { SourceOccurrencesReplacedSchema, SourceRemovedSchema, type EventEnvelope } from '@overlap/proto';
import type pino from 'pino';
import type { EntityManager } from 'typeorm';
import { decodeOrSkip } from '../consumers/decode-or-skip';
import { occurrenceRows, replaceWindow, sourceKeyProblem, sourceText } from './occurrence-rows';
import { sourceWrites } from './source-writes';
import { decideVersion } from './source-version';

/**
 * ingestion.schedules.v1: a source's occurrences replaced, or the source removed. Malformed events
 * are logged and acknowledged (see decodeOrSkip).
 */
export function sourceEventHandlers(logger: pino.Logger): Record<'replaced' | 'removed', EventHandler> {
  const replaced = async (envelope: EventEnvelope, m: EntityManager) => {
    const event = decodeOrSkip(logger, envelope, SourceOccurrencesReplacedSchema);
    if (!event) return;
    const { userId, sourceId, version } = event;
    const log = logger.child({ eventId: envelope.eventId, userId, sourceId, version: version.toString() });
    const problem = sourceKeyProblem(userId, sourceId);
    if (problem) return log.error({ problem }, 'invalid source event skipped');
    if (await sourceWrites.isDeletedUser(m, userId)) return log.info('replace for a deleted user ignored');
    const stored = await sourceWrites.lockVersion(m, userId, sourceId);
    if (decideVersion(version, stored) === 'stale') return log.info({ storedVersion: stored?.toString() }, 'stale replace ignored');
    const { rows, rejections } = occurrenceRows(event);
    if (rejections.length) log.warn({ rejected: rejections.length, examples: rejections.slice(0, 5) }, 'occurrences rejected');
    const window = replaceWindow(event);
    const removed = await sourceWrites.replace(
      m,
      { userId, sourceId, kind: sourceText.kind(event.sourceKind), name: sourceText.name(event.sourceName), version },
      window,
      rows,
    );
    log.info({ stored: rows.length, removed, windowed: Boolean(window) }, 'source occurrences replaced');
  };

  const removed = async (envelope: EventEnvelope, m: EntityManager) => {
    const event = decodeOrSkip(logger, envelope, SourceRemovedSchema);
    if (!event) return;
    const { userId, sourceId, version } = event;
    const log = logger.child({ eventId: envelope.eventId, userId, sourceId, version: version.toString() });
    const problem = sourceKeyProblem(userId, sourceId);
    if (problem) return log.error({ problem }, 'invalid source event skipped');
    if (await sourceWrites.isDeletedUser(m, userId)) return log.info('removal for a deleted user ignored');
    const stored = await sourceWrites.lockVersion(m, userId, sourceId);
    if (decideVersion(version, stored) === 'stale') return log.info({ storedVersion: stored?.toString() }, 'stale removal ignored');
    const count = await sourceWrites.remove(m, userId, sourceId, version);
    log.info({ removed: count }, 'source removed');
  };

  return { replaced, removed };
}
