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
import { DataSource } from 'typeorm';
import type { UserEntity } from '../users/user.entity';
import { UsersRepository } from '../users/users.repository';
import { UploadsRepository } from './uploads.repository';

const SLOT_TTL_MS = 15 * 60_000;
const UPLOAD_PATH = '/api/objects/uploads/';
const AVATAR_PATH = '/api/objects/avatars/';

@Injectable()
export class AvatarsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly uploads: UploadsRepository,
    private readonly users: UsersRepository,
  ) {}

  async createSlot(userId: string): Promise<string> {
    return `${UPLOAD_PATH}${await this.uploads.insertSlot(userId, new Date(Date.now() + SLOT_TTL_MS))}`;
  }

  async receive(userId: string, id: string, body: Readable, declaredLength?: number) {
    const slot = await this.uploads.find(id);
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
    await this.uploads.complete(id, { data, contentType });
    return { id, size: data.length, contentType };
  }

  async setProfilePicture(userId: string, address: string): Promise<UserEntity> {
    const id = this.slotIdFrom(address);
    return this.dataSource.transaction(async (manager) => {
      const slot = await this.uploads.findCompleted(id, manager);
      if (!slot) throw badRequest('Upload the picture before setting it');
      if (slot.userId !== userId) throw forbidden();
      const user = await this.users.getById(userId, manager);
      const previous = user.profilePicture?.startsWith(AVATAR_PATH) ? user.profilePicture.slice(AVATAR_PATH.length) : undefined;
      user.profilePicture = `${AVATAR_PATH}${id}`;
      user.updatedAt = new Date();
      await this.users.save(user, manager);
      if (previous && previous !== id) await this.uploads.delete(previous, userId, manager);
      return user;
    });
  }

  async read(id: string): Promise<{ contentType: string; data: Buffer }> {
    const row = await this.uploads.findImage(id);
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
