import { randomInt } from 'node:crypto';
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

export interface NewPromoCode {
  code: string;
  days: number;
  maxRedemptions: number;
  expiresAt: Date;
}

// No 0/O or 1/I: codes are read off posters and typed by hand.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Checks an operator's input before anything is written; answers the normalised code. */
export function checkNewCode(input: NewPromoCode, now = new Date()): NewPromoCode {
  const code = normalizeCode(input.code);
  if (!isValidCode(code)) throw new Error(`"${input.code}" is not a valid code: 3-40 letters, digits, - or _`);
  if (!Number.isInteger(input.days) || input.days < 1) throw new Error('--days must be a whole number of at least 1');
  if (!Number.isInteger(input.maxRedemptions) || input.maxRedemptions < 1) throw new Error('--max must be a whole number of at least 1');
  if (Number.isNaN(input.expiresAt.getTime()) || input.expiresAt <= now) throw new Error('--expires must be a date in the future');
  return { ...input, code };
}

/** `count` codes PREFIX-XXXXXX, e.g. one per campus ambassador. */
export function batchCodes(prefix: string, count: number): string[] {
  const codes = new Set<string>();
  while (codes.size < count) codes.add(`${normalizeCode(prefix)}-${Array.from({ length: 6 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')}`);
  return [...codes];
}
