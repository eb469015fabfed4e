import type { DataSource } from 'typeorm';
import { checkNewCode, type NewPromoCode } from './promo-code.rules';

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
