import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { openDataSource } from '@overlap/platform';
import { BillingSchema1764050000000 } from '../migrations/1764050000000-billing-schema';
import { batchCodes, type NewPromoCode } from './promo-code.rules';
import { createPromoCodes } from './promo-codes.repository';

const USAGE = `usage:
  npm run promo -w services/billing -- create --code CBS2026 --days 90 --max 500 --expires 2027-01-31
  npm run promo -w services/billing -- batch --prefix CBS --count 20 --days 90 --max 1 --expires 2027-01-31`;

/** The end of the given day (UTC): a code 'expiring 2027-01-31' still works that day. */
function expiry(value: string | undefined): Date {
  if (!value) throw new Error('--expires is required');
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T23:59:59.999Z`) : new Date(value);
}

const whole = (name: string, value: string | undefined) => {
  if (value === undefined || !/^\d+$/.test(value)) throw new Error(`--${name} must be a whole number`);
  return Number(value);
};

/** Operators' command line for promo codes (codes give premium for the period they specify). */
async function main(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  const { values } = parseArgs({
    args: rest,
    options: {
      code: { type: 'string' },
      prefix: { type: 'string' },
      count: { type: 'string' },
      days: { type: 'string' },
      max: { type: 'string' },
      expires: { type: 'string' },
    },
  });
  const base = { days: whole('days', values.days), maxRedemptions: whole('max', values.max), expiresAt: expiry(values.expires) };
  let codes: NewPromoCode[];
  if (command === 'create' && values.code) codes = [{ code: values.code, ...base }];
  else if (command === 'batch' && values.prefix) codes = batchCodes(values.prefix, whole('count', values.count)).map((code) => ({ code, ...base }));
  else throw new Error(USAGE);
  const db = await openDataSource({ service: 'billing', entities: [], migrations: [BillingSchema1764050000000] });
  try {
    await createPromoCodes(db, codes);
  } finally {
    await db.destroy();
  }
  for (const c of codes) console.log(`${c.code.toUpperCase()}\t${c.days} days\tmax ${c.maxRedemptions}\texpires ${c.expiresAt.toISOString()}`);
}

main(process.argv.slice(2)).catch((err: Error) => {
  console.error(err.message);
  process.exit(1);
});
