import { randomInt } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { isValidCode, normalizeCode } from './promo-code';

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

/** Inserts the codes in one transaction; an existing code stops the whole batch. */
export async function createPromoCodes(db: DataSource, codes: NewPromoCode[]): Promise<void> {
  const checked = codes.map((c) => checkNewCode(c));
  await db.transaction(async (manager) => {
    for (const c of checked) {
      const rows: unknown[] = await manager.query(
        'INSERT INTO promo_codes (code, days, max_redemptions, expires_at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING code',
        [c.code, c.days, c.maxRedemptions, c.expiresAt],
      );
      if (rows.length === 0) throw new Error(`promo code ${c.code} already exists`);
    }
  });
}
