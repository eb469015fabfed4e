import { DomainError } from '@overlap/platform';
import { checkNewCode, batchCodes } from './promo-code.rules';
import { isValidCode, normalizeCode, PromoMessages, refusal, type PromoCodeRow } from './promo-code.rules';

const now = new Date('2026-03-10T12:00:00Z');
const code = (over: Partial<PromoCodeRow> = {}): PromoCodeRow => ({
  code: 'CBS2026',
  days: 90,
  max_redemptions: 500,
  redeemed: 0,
  expires_at: new Date('2027-01-31T23:59:59Z'),
  ...over,
});
const refused = (c: PromoCodeRow | undefined, already = false) => refusal(c, already, now) as DomainError | undefined;

describe('promo code rules', () => {
  it('compare codes case-insensitively', () => {
    expect(normalizeCode(' cbs2026 ')).toBe('CBS2026');
    expect(isValidCode(normalizeCode('cbs-2026_a'))).toBe(true);
    expect(isValidCode('AB')).toBe(false);
    expect(isValidCode("CBS'; DROP")).toBe(false);
  });

  it('let a valid code through', () => {
    expect(refused(code())).toBeUndefined();
    expect(refused(code({ redeemed: 499 }))).toBeUndefined();
  });

  it('explain each refusal with its own message and status', () => {
    expect(refused(undefined)).toMatchObject({ status: 404, message: PromoMessages.unknown });
    expect(refused(code(), true)).toMatchObject({ status: 409, message: PromoMessages.alreadyRedeemed });
    expect(refused(code({ expires_at: now }))).toMatchObject({ status: 410, message: PromoMessages.expired });
    expect(refused(code({ redeemed: 500 }))).toMatchObject({ status: 410, message: PromoMessages.usedUp });
  });

  it('tell a student who already has the code so, even when it is used up or expired since', () => {
    expect(refused(code({ redeemed: 500, expires_at: now }), true)).toMatchObject({ status: 409 });
  });
});

describe('creating promo codes', () => {
  const input = { code: 'cbs2026', days: 90, maxRedemptions: 500, expiresAt: new Date('2027-01-31T23:59:59Z') };

  it('normalises the code and checks days, maximum and expiry', () => {
    expect(checkNewCode(input, now).code).toBe('CBS2026');
    expect(() => checkNewCode({ ...input, days: 0 }, now)).toThrow('--days');
    expect(() => checkNewCode({ ...input, maxRedemptions: 1.5 }, now)).toThrow('--max');
    expect(() => checkNewCode({ ...input, expiresAt: new Date('2026-01-01') }, now)).toThrow('--expires');
    expect(() => checkNewCode({ ...input, code: 'x' }, now)).toThrow('not a valid code');
  });

  it('makes distinct batch codes from a prefix', () => {
    const codes = batchCodes('amb', 50);
    expect(new Set(codes).size).toBe(50);
    for (const c of codes) expect(c).toMatch(/^AMB-[A-HJ-NP-Z2-9]{6}$/);
  });
});
