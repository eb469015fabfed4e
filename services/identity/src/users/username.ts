import { randomInt } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { UserEntity } from './user.entity';

/** Sign-up has no username field: derive one from the e-mail, unique with a short suffix. */
export async function uniqueUsername(manager: EntityManager, email: string): Promise<string> {
  const base =
    (email.split('@')[0] ?? 'student')
      .toLowerCase()
      .replace(/[^a-z0-9._-]/g, '')
      .slice(0, 24) || 'student';
  if (!(await manager.exists(UserEntity, { where: { username: base } }))) return base;
  for (;;) {
    const candidate = `${base}${randomInt(1000, 100000)}`;
    if (!(await manager.exists(UserEntity, { where: { username: candidate } }))) return candidate;
  }
}
