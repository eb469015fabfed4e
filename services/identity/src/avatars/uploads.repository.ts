import { Injectable } from '@nestjs/common';
import { DataSource, IsNull, Not, type EntityManager } from 'typeorm';
import { UploadEntity } from './upload.entity';

/** Reads and writes of `uploads`: the slots handed out and the pictures' bytes. */
@Injectable()
export class UploadsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** A new empty slot; its id. */
  async insertSlot(userId: string, expiresAt: Date): Promise<string> {
    const result = await this.dataSource.manager.insert(UploadEntity, { userId, expiresAt });
    return result.identifiers[0]!.id as string;
  }

  /** The slot without its bytes. */
  find(id: string): Promise<UploadEntity | null> {
    return this.dataSource.manager.findOneBy(UploadEntity, { id });
  }

  async complete(id: string, image: { data: Buffer; contentType: string }): Promise<void> {
    await this.dataSource.manager.update(
      UploadEntity,
      { id },
      { data: image.data, size: image.data.length, contentType: image.contentType, completedAt: new Date() },
    );
  }

  findCompleted(id: string, manager: EntityManager): Promise<UploadEntity | null> {
    return manager.findOneBy(UploadEntity, { id, completedAt: Not(IsNull()) });
  }

  async delete(id: string, userId: string, manager: EntityManager): Promise<void> {
    await manager.delete(UploadEntity, { id, userId });
  }

  /** A completed upload with its bytes, which are otherwise never selected. */
  findImage(id: string): Promise<UploadEntity | null> {
    return this.dataSource.manager
      .createQueryBuilder(UploadEntity, 'u')
      .addSelect('u.data')
      .where('u.id = :id AND u.completed_at IS NOT NULL', { id })
      .getOne();
  }
}
