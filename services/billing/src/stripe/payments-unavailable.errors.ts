import { DomainError } from '@overlap/platform';

/**
 * No STRIPE_SECRET_KEY: there is no payment provider. The code lets the pricing page show
 * 'Payment processing is not available in development mode.'
 */
export const PAYMENTS_UNAVAILABLE_CODE = 'payments_unavailable';
export const paymentsUnavailable = () => new DomainError(503, 'Payment processing is not available in development mode.', PAYMENTS_UNAVAILABLE_CODE);
