import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useServerMessage } from '@/components/feedback/use-server-message';
import { errorCode, serverMessage } from '@/lib/api-error';
import { useSession } from '@/lib/auth';
import { SUBSCRIPTION_UPDATED_EVENT } from '@/lib/subscription';
import { useCreateCheckoutSessionMutation, useCreatePortalSessionMutation, type Plan } from '../api/pricing-api';
import { CONFLICT_CODE, PAYMENTS_UNAVAILABLE_CODE, checkoutAddress } from '../utils/billing-errors';
import { leavePage } from '../utils/leave-page';

export interface PricingAlert {
  type: 'error' | 'warning';
  text: string;
}

/** Where the hosted checkout sends the student back. */
export const checkoutReturnUrls = (origin: string) => ({
  successUrl: `${origin}/?subscription=success`,
  cancelUrl: `${origin}/pricing?subscription=cancelled`,
});

/**
 * Checkout and the customer portal (docs/product/premium.md) with its alerts.
 * Visitors are sent to /auth; the portal opens in a new tab, checkout replaces the page.
 */
export function usePricingActions() {
  const { t } = useTranslation(['pricing', 'common']);
  const navigate = useNavigate();
  const translateServer = useServerMessage(['pricing:server']);
  const { user } = useSession();
  const [checkout] = useCreateCheckoutSessionMutation();
  const [portal, portalState] = useCreatePortalSessionMutation();
  const [pendingPlanId, setPendingPlanId] = useState<string | undefined>(undefined);
  const [alert, setAlert] = useState<PricingAlert | undefined>(undefined);

  const openPortal = async () => {
    setAlert(undefined);
    const result = await portal({ returnUrl: `${window.location.origin}/pricing` });
    const address = 'error' in result ? undefined : checkoutAddress(result.data.url);
    if (!address?.ok) {
      setAlert({ type: 'error', text: t('pricing:errors.portal') });
      return;
    }
    leavePage.openTab(address.url);
  };

  const choose = async (plan: Plan, paymentsAvailable: boolean) => {
    if (!user) {
      navigate('/auth');
      return;
    }
    if (!paymentsAvailable) {
      setAlert({ type: 'warning', text: t('pricing:errors.devMode') });
      return;
    }
    setAlert(undefined);
    setPendingPlanId(plan.id);
    const result = await checkout({ priceId: plan.id, ...checkoutReturnUrls(window.location.origin) });
    setPendingPlanId(undefined);
    if ('error' in result) {
      const code = errorCode(result.error);
      const message = serverMessage(result.error);
      if (code === PAYMENTS_UNAVAILABLE_CODE) setAlert({ type: 'warning', text: t('pricing:errors.devMode') });
      // 'You are already subscribed to this plan!' or where to change plans instead.
      else if (code === CONFLICT_CODE && message) setAlert({ type: 'warning', text: translateServer(message) });
      else {
        setAlert({ type: 'error', text: t('pricing:errors.checkout', { message: message ? translateServer(message) : t('pricing:errors.checkoutFallback') }) });
      }
      return;
    }
    const address = checkoutAddress(result.data.url);
    if (!address) {
      setAlert({ type: 'warning', text: t('pricing:errors.devMode') });
      return;
    }
    if (!address.ok) {
      setAlert({ type: 'error', text: t('pricing:errors.payment', { message: address.reason }) });
      return;
    }
    leavePage.assign(address.url);
    // Dispatched after the redirect call, so listeners refetch the plan.
    window.dispatchEvent(new Event(SUBSCRIPTION_UPDATED_EVENT));
  };

  return { choose, openPortal, pendingPlanId, portalLoading: portalState.isLoading, alert, dismissAlert: () => setAlert(undefined) };
}
