import { conflict, DomainError, notFound } from '@overlap/platform';

export { PROMO_CODE_MAX } from '@overlap/contracts';
const CODE_SHAPE = /^[A-Z0-9][A-Z0-9_-]{2,39}$/;

/** Codes are compared case-insensitively: stored and looked up in upper case. */
export const normalizeCode = (code: string): string => code.trim().toUpperCase();
export const isValidCode = (code: string): boolean => CODE_SHAPE.test(code);

export const PromoMessages = {
  unknown: 'Promo code not found. Please check the code and try again.',
  expired: 'This promo code has expired.',
  usedUp: 'This promo code has reached its maximum number of redemptions.',
  alreadyRedeemed: 'You have already redeemed this promo code.',
} as const;

export interface PromoCodeRow {
  code: string;
  days: number;
  max_redemptions: number;
  redeemed: number;
  expires_at: Date;
}

/** Why a code cannot be redeemed now by this user, or undefined when it can. */
export function refusal(code: PromoCodeRow | undefined, alreadyRedeemed: boolean, now: Date): DomainError | undefined {
  if (!code) return notFound(PromoMessages.unknown);
  if (alreadyRedeemed) return conflict(PromoMessages.alreadyRedeemed);
  if (code.expires_at <= now) return new DomainError(410, PromoMessages.expired, 'promo_expired');
  if (code.redeemed >= code.max_redemptions) return new DomainError(410, PromoMessages.usedUp, 'promo_used_up');
  return undefined;
}
