import { metrics } from '@opentelemetry/api';
import { DomainError } from '@overlap/platform';

const checkouts = metrics.getMeter('billing').createCounter('billing.checkout.sessions', {
  description:
    'Checkout sessions asked for, by result: created, refused (the request was not valid: unknown plan, already subscribed) or failed (payments unavailable or the payment provider erred)',
});

/** Counts the outcome of one checkout request and passes its answer (or error) on. */
export async function countedCheckout<T>(work: () => Promise<T>): Promise<T> {
  try {
    const session = await work();
    checkouts.add(1, { result: 'created' });
    return session;
  } catch (err) {
    checkouts.add(1, { result: err instanceof DomainError && err.status < 500 ? 'refused' : 'failed' });
    throw err;
  }
}
