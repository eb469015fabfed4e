import { Inject, Injectable } from '@nestjs/common';
import { MONGO_DB } from '@overlap/platform';
import type { Collection, Db } from 'mongodb';
import { CAMPUS_SEEDS, CAMPUSES, type CampusDocument } from './campus.document';
import type { CampusFields } from './campus-input';

/** The campuses (`campuses`), edited by operators with the CLI; the service only reads them. */
@Injectable()
export class CampusesRepository {
  private readonly campuses: Collection<CampusDocument>;
  private readonly seeds: Collection<{ _id: string; at: Date }>;

  constructor(@Inject(MONGO_DB) db: Db) {
    this.campuses = db.collection<CampusDocument>(CAMPUSES);
    this.seeds = db.collection(CAMPUS_SEEDS);
  }

  list(): Promise<CampusDocument[]> {
    return this.campuses.find().sort({ university: 1, name: 1 }).toArray();
  }

  find(id: string): Promise<CampusDocument | null> {
    return this.campuses.findOne({ _id: id });
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
