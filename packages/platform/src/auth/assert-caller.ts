import { forbidden } from '../errors/domain-error';
import type { AuthenticatedUser } from './tokens';

/** Every userId in a path or query must be the caller's own (docs/product/privacy.md). */
export function assertSelf(caller: AuthenticatedUser, userId: string | undefined): void {
  if (userId !== undefined && userId !== caller.userId && userId !== 'me') throw forbidden();
}
