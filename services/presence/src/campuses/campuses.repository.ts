import { Inject, Injectable } from '@nestjs/common';
import { MONGO_DB } from '@overlap/platform';
import type { Collection, Db } from 'mongodb';
import { CAMPUS_SEEDS, CAMPUSES, type CampusDocument } from './campus.document';
import type { CampusFields } from './campus-input.dto';

/**
 * How long the hot paths (a presence report, a group's presence, the fan-out) use the campuses
 * they last read. Campuses change a few times a year, by an operator; a lookup each request cost
 * as much as the rest of the request on the MongoDB API (ADR 050).
 */
export const CAMPUS_SNAPSHOT_MS = 30_000;

/** The campuses (`campuses`), edited by operators with the CLI; the service only reads them. */
@Injectable()
export class CampusesRepository {
  private readonly campuses: Collection<CampusDocument>;
  private readonly seeds: Collection<{ _id: string; at: Date }>;
  private snapshot?: { at: number; byId: Map<string, CampusDocument> };
  private reading?: Promise<CampusDocument[]>;

  constructor(@Inject(MONGO_DB) db: Db) {
    this.campuses = db.collection<CampusDocument>(CAMPUSES);
    this.seeds = db.collection(CAMPUS_SEEDS);
  }

  /**
   * Every campus, read now (the campus list students pick from, the CLI); refreshes the snapshot,
   * dated when the read began so its age never counts from later than the data.
   */
  async list(now = Date.now()): Promise<CampusDocument[]> {
    this.reading ??= this.campuses
      .find()
      .sort({ university: 1, name: 1 })
      .toArray()
      .finally(() => (this.reading = undefined));
    const list = await this.reading;
    this.snapshot = { at: now, byId: new Map(list.map((c) => [c._id, c])) };
    return list;
  }

  /** The campuses by id, as read at most CAMPUS_SNAPSHOT_MS ago. */
  async byId(now = Date.now()): Promise<Map<string, CampusDocument>> {
    if (!this.snapshot || now - this.snapshot.at >= CAMPUS_SNAPSHOT_MS) await this.list(now);
    return this.snapshot!.byId;
  }

  /** One campus from the snapshot; an id it lacks is read now (a campus added since). */
  async find(id: string): Promise<CampusDocument | null> {
    return (await this.byId()).get(id) ?? (await this.campuses.findOne({ _id: id }));
  }

  /**
   * Adds each built-in campus that was never seeded before and returns how many; concurrent
   * replicas may both insert a campus: the upsert makes that one document.
   */
  async seed(campuses: readonly CampusDocument[]): Promise<number> {
    const done = new Set((await this.seeds.find().toArray()).map((s) => s._id));
    let added = 0;
    for (const campus of campuses.filter((c) => !done.has(c._id))) {
      const { _id, ...fields } = campus;
      const result = await this.campuses.updateOne({ _id }, { $setOnInsert: fields }, { upsert: true });
      added += result.upsertedCount;
      await this.seeds.updateOne({ _id }, { $setOnInsert: { at: new Date() } }, { upsert: true });
    }
    return added;
  }

  /** False when a campus with this id exists. */
  async add(campus: CampusDocument): Promise<boolean> {
    const { _id, ...fields } = campus;
    const result = await this.campuses.updateOne({ _id }, { $setOnInsert: fields }, { upsert: true });
    return result.upsertedCount === 1;
  }

  /** The changed campus, or null when there is none with this id. */
  update(id: string, changes: Partial<CampusFields>): Promise<CampusDocument | null> {
    return this.campuses.findOneAndUpdate({ _id: id }, { $set: changes }, { returnDocument: 'after' });
  }

  /** False when there was no campus with this id. */
  async remove(id: string): Promise<boolean> {
    return (await this.campuses.deleteOne({ _id: id })).deletedCount === 1;
  }
}
