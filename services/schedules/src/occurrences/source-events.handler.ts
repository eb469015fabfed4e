import { Inject, Injectable } from '@nestjs/common';
import { decodeOrSkip, EventHandler, LOGGER } from '@overlap/platform';
import { IngestionEventTypes, SourceOccurrencesReplacedSchema, SourceRemovedSchema, Topics, type EventEnvelope } from '@overlap/proto';
import type pino from 'pino';
import type { EntityManager } from 'typeorm';
import { occurrenceRows, replaceWindow, sourceKeyProblem, sourceText } from './occurrence-rows';
import { sourceWrites } from './source-writes';
import { decideVersion } from './source-version';

/**
 * ingestion.schedules.v1: a source's occurrences replaced, or the source removed. Malformed events
 * are logged and acknowledged (see decodeOrSkip).
 */
@Injectable()
export class SourceEventsHandler {
  constructor(@Inject(LOGGER) private readonly logger: pino.Logger) {}

  @EventHandler(Topics.ingestionSchedules, IngestionEventTypes.sourceOccurrencesReplaced)
  async replaced(envelope: EventEnvelope, m: EntityManager) {
    const event = decodeOrSkip(this.logger, envelope, SourceOccurrencesReplacedSchema);
    if (!event) return;
    const { userId, sourceId, version } = event;
    const log = this.logger.child({ eventId: envelope.eventId, userId, sourceId, version: version.toString() });
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
  }

  @EventHandler(Topics.ingestionSchedules, IngestionEventTypes.sourceRemoved)
  async removed(envelope: EventEnvelope, m: EntityManager) {
    const event = decodeOrSkip(this.logger, envelope, SourceRemovedSchema);
    if (!event) return;
    const { userId, sourceId, version } = event;
    const log = this.logger.child({ eventId: envelope.eventId, userId, sourceId, version: version.toString() });
    const problem = sourceKeyProblem(userId, sourceId);
    if (problem) return log.error({ problem }, 'invalid source event skipped');
    if (await sourceWrites.isDeletedUser(m, userId)) return log.info('removal for a deleted user ignored');
    const stored = await sourceWrites.lockVersion(m, userId, sourceId);
    if (decideVersion(version, stored) === 'stale') return log.info({ storedVersion: stored?.toString() }, 'stale removal ignored');
    const count = await sourceWrites.remove(m, userId, sourceId, version);
    log.info({ removed: count }, 'source removed');
  }
}
