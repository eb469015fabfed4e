import { Inject, Injectable } from '@nestjs/common';
import { decodeOrSkip, EventHandler, LOGGER } from '@overlap/platform';
import { IngestionEventTypes, SourceOccurrencesReplacedSchema, SourceRemovedSchema, Topics, type EventEnvelope } from '@overlap/proto';
import type pino from 'pino';
import type { EntityManager } from 'typeorm';
import { ScheduleChange, ScheduleEvents } from '../changes/schedule.events';
import { occurrenceRows, replaceWindow, sourceKeyProblem, sourceText } from './occurrence-rows.rules';
import { SourcesRepository } from './sources.repository';
import { decideVersion } from './source-version.rules';

/**
 * ingestion.schedules.v1: a source's occurrences replaced, or the source removed. Malformed events
 * are logged and acknowledged (see decodeOrSkip).
 */
@Injectable()
export class SourceEventsHandler {
  constructor(
    @Inject(LOGGER) private readonly logger: pino.Logger,
    private readonly changes: ScheduleEvents,
    private readonly sources: SourcesRepository,
  ) {}

  @EventHandler(Topics.ingestionSchedules, IngestionEventTypes.sourceOccurrencesReplaced)
  async replaced(envelope: EventEnvelope, m: EntityManager) {
    const event = decodeOrSkip(this.logger, envelope, SourceOccurrencesReplacedSchema);
    if (!event) return;
    const log = await this.admit(envelope, m, event, 'replace');
    if (!log) return;
    const { userId, sourceId, version } = event;
    const { rows, rejections } = occurrenceRows(event);
    if (rejections.length) log.warn({ rejected: rejections.length, examples: rejections.slice(0, 5) }, 'occurrences rejected');
    const window = replaceWindow(event);
    const { removed, written } = await this.sources.replace(
      m,
      { userId, sourceId, kind: sourceText.kind(event.sourceKind), name: sourceText.name(event.sourceName), version },
      window,
      rows,
    );
    // A sync that changed nothing tells nobody: open calendars would only fetch the same week again.
    if (removed || written) await this.changes.changed(m, userId, ScheduleChange.SOURCE_SYNCED);
    log.info({ stored: rows.length, written, removed, windowed: Boolean(window) }, 'source occurrences replaced');
  }

  @EventHandler(Topics.ingestionSchedules, IngestionEventTypes.sourceRemoved)
  async removed(envelope: EventEnvelope, m: EntityManager) {
    const event = decodeOrSkip(this.logger, envelope, SourceRemovedSchema);
    if (!event) return;
    const log = await this.admit(envelope, m, event, 'removal');
    if (!log) return;
    const count = await this.sources.remove(m, event.userId, event.sourceId, event.version);
    if (count) await this.changes.changed(m, event.userId, ScheduleChange.SOURCE_REMOVED);
    log.info({ removed: count }, 'source removed');
  }

  /**
   * What both events must pass before they change anything: valid keys, a user not deleted, and a
   * version newer than the stored one (locked, so a concurrent event waits). The event's logger
   * when it applies; undefined, logged, when it is skipped.
   */
  private async admit(
    envelope: EventEnvelope,
    m: EntityManager,
    { userId, sourceId, version }: { userId: string; sourceId: string; version: bigint },
    what: 'replace' | 'removal',
  ): Promise<pino.Logger | undefined> {
    const log = this.logger.child({ eventId: envelope.eventId, userId, sourceId, version: version.toString() });
    const problem = sourceKeyProblem(userId, sourceId);
    if (problem) return void log.error({ problem }, 'invalid source event skipped');
    if (await this.sources.isDeletedUser(m, userId)) return void log.info(`${what} for a deleted user ignored`);
    const stored = await this.sources.lockVersion(m, userId, sourceId);
    if (decideVersion(version, stored) === 'stale') return void log.info({ storedVersion: stored?.toString() }, `stale ${what} ignored`);
    return log;
  }
}
