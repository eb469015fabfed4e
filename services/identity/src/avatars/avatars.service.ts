import { Injectable } from '@nestjs/common';
import type { Readable } from 'node:stream';
import {
  badRequest,
  conflict,
  detectImageType,
  forbidden,
  MAX_PICTURE_BYTES,
  NOT_AN_IMAGE,
  notFound,
  payloadTooLarge,
  PICTURE_TOO_LARGE,
  readLimited,
  TooLargeError,
} from '@overlap/platform';
import { DataSource, Not, IsNull } from 'typeorm';
import { UserEntity } from '../users/user.entity';
import { UploadEntity } from './upload.entity';

const SLOT_TTL_MS = 15 * 60_000;
const UPLOAD_PATH = '/api/objects/uploads/';
const AVATAR_PATH = '/api/objects/avatars/';

@Injectable()
export class AvatarsService {
  constructor(private readonly dataSource: DataSource) {}

  async createSlot(userId: string): Promise<string> {
    const result = await this.dataSource.manager.insert(UploadEntity, { userId, expiresAt: new Date(Date.now() + SLOT_TTL_MS) });
    return `${UPLOAD_PATH}${result.identifiers[0]!.id as string}`;
  }

  async receive(userId: string, id: string, body: Readable, declaredLength?: number) {
    const slot = await this.dataSource.manager.findOneBy(UploadEntity, { id });
    if (!slot) throw notFound('Upload not found');
    if (slot.userId !== userId) throw forbidden();
    if (slot.completedAt) throw conflict('This upload address was already used');
    if (slot.expiresAt <= new Date()) throw notFound('Upload address expired; request a new one');
    let data: Buffer;
    try {
      data = await readLimited(body, MAX_PICTURE_BYTES, declaredLength);
    } catch (err) {
      if (err instanceof TooLargeError) throw payloadTooLarge(PICTURE_TOO_LARGE);
      throw err;
    }
    if (!data.length) throw badRequest('The file is empty');
    const contentType = detectImageType(data);
    if (!contentType) throw badRequest(NOT_AN_IMAGE);
    await this.dataSource.manager.update(UploadEntity, { id }, { data, size: data.length, contentType, completedAt: new Date() });
    return { id, size: data.length, contentType };
  }

  async setProfilePicture(userId: string, address: string): Promise<UserEntity> {
    const id = this.slotIdFrom(address);
    return this.dataSource.transaction(async (manager) => {
      const slot = await manager.findOneBy(UploadEntity, { id, completedAt: Not(IsNull()) });
      if (!slot) throw badRequest('Upload the picture before setting it');
      if (slot.userId !== userId) throw forbidden();
      const user = await manager.findOneByOrFail(UserEntity, { id: userId });
      const previous = user.profilePicture?.startsWith(AVATAR_PATH) ? user.profilePicture.slice(AVATAR_PATH.length) : undefined;
      user.profilePicture = `${AVATAR_PATH}${id}`;
      user.updatedAt = new Date();
      await manager.save(UserEntity, user);
      if (previous && previous !== id) await manager.delete(UploadEntity, { id: previous, userId });
      return user;
    });
  }

  async read(id: string): Promise<{ contentType: string; data: Buffer }> {
    const row = await this.dataSource.manager
      .createQueryBuilder(UploadEntity, 'u')
      .addSelect('u.data')
      .where('u.id = :id AND u.completed_at IS NOT NULL', { id })
      .getOne();
    if (!row?.data || !row.contentType) throw notFound('Picture not found');
    return { contentType: row.contentType, data: row.data };
  }

  private slotIdFrom(address: string): string {
    const path = address.replace(/^https?:\/\/[^/]+/, '').split('?')[0] ?? '';
    const id = path.startsWith(UPLOAD_PATH) ? path.slice(UPLOAD_PATH.length) : path.startsWith(AVATAR_PATH) ? path.slice(AVATAR_PATH.length) : '';
    if (!/^[0-9a-f-]{36}$/i.test(id)) throw badRequest('Upload address is not valid', 'profilePictureURL');
    return id;
  }
}
