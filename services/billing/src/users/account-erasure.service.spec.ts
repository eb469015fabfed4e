import type pino from 'pino';
import Stripe from 'stripe';
import type { EntityManager } from 'typeorm';
import type { EntitlementsRepository } from '../entitlements/entitlements.repository';
import { AccountErasureService } from './account-erasure.service';
import type { DeletedUsersRepository } from './deleted-users.repository';

const USER = '5b0a3c1e-1c1f-4a53-9f0e-6a8f1d2c3b4a';

function setup(opts: { customer?: string; stripe?: boolean; fail?: Error } = {}) {
  const steps: string[] = [];
  const del = jest.fn(async (id: string) => {
    steps.push(`stripe del ${id}`);
    if (opts.fail) throw opts.fail;
    return { id, deleted: true };
  });
  const stripe = { customers: { del } } as unknown as Stripe;
  const manager = {
    query: async (sql: string) => (sql.startsWith('SELECT customer_id') && opts.customer ? [{ customer_id: opts.customer }] : []),
  } as unknown as EntityManager;
  const entitlements = { removeUser: async () => void steps.push('rows removed') } as unknown as EntitlementsRepository;
  const deletedUsers = { remember: async () => void steps.push('remembered') } as unknown as DeletedUsersRepository;
  const errors: unknown[] = [];
  const logger = { error: (o: unknown) => void errors.push(o) } as unknown as pino.Logger;
  const service = new AccountErasureService(opts.stripe === false ? null : stripe, entitlements, deletedUsers, logger);
  return { erase: () => service.erase(manager, USER), steps, del, errors };
}

const stripeError = (statusCode: number) =>
  Stripe.errors.StripeError.generate({ type: 'invalid_request_error', message: 'No such customer', statusCode } as never);

describe("a deleted account's billing data", () => {
  it('goes with its Stripe customer, deleted first so a failure leaves the customer id to try again', async () => {
    const { erase, steps } = setup({ customer: 'cus_42' });
    await erase();
    expect(steps).toEqual(['stripe del cus_42', 'remembered', 'rows removed']);
  });

  it('asks Stripe nothing when the account never had a customer', async () => {
    const { erase, steps, del } = setup();
    await erase();
    expect(del).not.toHaveBeenCalled();
    expect(steps).toEqual(['remembered', 'rows removed']);
  });

  it('counts a customer Stripe no longer has (404) as deleted', async () => {
    const { erase, steps } = setup({ customer: 'cus_42', fail: stripeError(404) });
    await erase();
    expect(steps).toEqual(['stripe del cus_42', 'remembered', 'rows removed']);
  });

  it('fails on any other Stripe error, removing nothing, so the event is handled again', async () => {
    const { erase, steps } = setup({ customer: 'cus_42', fail: stripeError(500) });
    await expect(erase()).rejects.toBeInstanceOf(Stripe.errors.StripeError);
    expect(steps).toEqual(['stripe del cus_42']);
  });

  it('without a Stripe key removes the rows and logs the customer id for the operator', async () => {
    const { erase, steps, errors } = setup({ customer: 'cus_42', stripe: false });
    await erase();
    expect(steps).toEqual(['remembered', 'rows removed']);
    expect(errors).toEqual([{ customerId: 'cus_42' }]);
  });
});
