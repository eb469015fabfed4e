import { Inject, Injectable } from '@nestjs/common';
import { DATA_EXPORT_SERVICES, LANGUAGES, type DataExportFile, type Language } from '@overlap/contracts';
import { inRootSpan, LOGGER, Mailer, ScheduledJob } from '@overlap/platform';
import type pino from 'pino';
import { identityConfig } from '../config';
import { UserContactService } from '../users/user-contact.service';
import { DataExportPartsClient } from './data-export-parts.client';
import { exportReadyMail } from './data-export-ready.mail';
import { DataExportsRepository, type DataExportRow } from './data-exports.repository';
import { archiveEntries, zipArchive } from './export-archive.rules';
import { IdentityPartService } from './identity-part.service';

const TICK_MS = 2_000;
/** A service that did not answer is asked again after this long, until the export's bound. */
const ASK_AGAIN_MS = 3_000;
const EXPIRY_EVERY_TICKS = 15;
const DAY_MS = 24 * 60 * 60_000;
const WORKERS = 4;

/**
 * Puts exports together (ADR 048): claims a running export (a lease, so one replica works on it),
 * asks every service that has not answered yet for its part, and once all have, writes the ZIP and
 * tells the student. A service still silent at the bound fails the export, naming it; the student
 * can retry. Every tick also deletes archives past their expiry.
 */
@Injectable()
export class DataExportAssemblerJob extends ScheduledJob<void> {
  private ticks = 0;
  private stopped = false;

  constructor(
    private readonly exports: DataExportsRepository,
    private readonly client: DataExportPartsClient,
    private readonly identityPart: IdentityPartService,
    private readonly contacts: UserContactService,
    private readonly mailer: Mailer,
    @Inject(LOGGER) private readonly logger: pino.Logger,
  ) {
    super({ name: 'data export round', everyMs: TICK_MS, logger });
  }

  override onApplicationShutdown(): Promise<void> {
    // Workers stop claiming at once; the export in hand is finished.
    this.stopped = true;
    return super.onApplicationShutdown();
  }

  /** Runs a round now (a new or retried export need not wait for the next tick). */
  wake(): void {
    this.kick();
  }

  protected async pass(): Promise<void> {
    if (++this.ticks % EXPIRY_EVERY_TICKS === 1) await this.expire();
    // A few exports at once, so one service that hangs until its timeout does not hold up every other student's.
    await Promise.all(Array.from({ length: WORKERS }, () => this.worker()));
  }

  private async worker(): Promise<void> {
    const leaseMs = identityConfig.dataExport.partTimeoutMs + 30_000;
    for (let row = await this.exports.claimDue(leaseMs); row && !this.stopped; row = await this.exports.claimDue(leaseMs)) {
      const claimed = row;
      // Each step is a trace of its own: the round that claims it belongs to none.
      await inRootSpan('data export step', { 'export.id': claimed.id }, () => this.work(claimed)).catch(async (err: unknown) => {
        this.logger.error({ err, exportId: claimed.id }, 'data export step failed');
        // An archive that cannot be built (a file nobody described) fails at the bound like a silent service, never loops on.
        if (this.pastBound(claimed)) await this.exports.fail(claimed.id, ['identity']);
        else await this.exports.release(claimed.id, ASK_AGAIN_MS);
      });
    }
  }

  private async expire(): Promise<void> {
    const expired = await this.exports.expireDue();
    if (expired) this.logger.info({ expired }, 'data export archives expired');
    await this.exports.forgetStaleParts(new Date(Date.now() - identityConfig.dataExport.archiveDays * DAY_MS));
  }

  private async work(row: DataExportRow): Promise<void> {
    const missing = DATA_EXPORT_SERVICES.filter((s) => !row.answeredServices.includes(s));
    const answers = await Promise.all(missing.map(async (service) => ({ service, result: await this.client.read(service, row.userId) })));
    const stillMissing: string[] = [];
    for (const { service, result } of answers) {
      if (result.ok) await this.exports.savePart(row.id, service, result.part.files);
      else {
        stillMissing.push(service);
        this.logger.warn({ exportId: row.id, service, status: result.status, err: result.error }, 'data export part not answered');
      }
    }
    if (stillMissing.length === 0) return this.assemble(row);
    if (this.pastBound(row)) {
      await this.exports.fail(row.id, stillMissing);
      this.logger.warn({ exportId: row.id, services: stillMissing }, 'data export failed: services did not answer in time');
      return;
    }
    await this.exports.release(row.id, ASK_AGAIN_MS);
  }

  private pastBound(row: DataExportRow): boolean {
    return Date.now() - row.attemptStartedAt.getTime() >= identityConfig.dataExport.answerBoundSeconds * 1000;
  }

  private async assemble(row: DataExportRow): Promise<void> {
    const parts: Map<string, DataExportFile[]> = await this.exports.parts(row.id);
    parts.set('identity', await this.identityPart.files(row.userId));
    const contact = await this.contacts.contact(row.userId);
    const language: Language = (LANGUAGES as readonly string[]).includes(contact.language) ? (contact.language as Language) : 'en';
    const now = new Date();
    const pictures = (await this.identityPart.pictures(row.userId)).map((p) => ({ folder: 'identity', ...p }));
    const archive = zipArchive(archiveEntries(parts, language, now, pictures), now);
    const expiresAt = new Date(now.getTime() + identityConfig.dataExport.archiveDays * DAY_MS);
    if (!(await this.exports.complete(row.id, archive, expiresAt))) return;
    this.logger.info({ exportId: row.id, bytes: archive.byteLength, ms: now.getTime() - row.attemptStartedAt.getTime() }, 'data export ready');
    // The page shows the link either way; the e-mail follows the student's e-mail choice, like every other mail.
    if (!contact.emailNotifications) return;
    try {
      await this.mailer.send(exportReadyMail(contact, expiresAt, identityConfig.appBaseUrl), { userId: row.userId });
      await this.exports.markMailed(row.id);
    } catch (err) {
      this.logger.warn({ err, exportId: row.id }, 'data export e-mail not sent');
    }
  }
}
