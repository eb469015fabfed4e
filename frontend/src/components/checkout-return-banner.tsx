import { Alert } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { CHECKOUT_REFETCH_DELAY_MS, useSubscription, useSubscriptionUpdatedListener } from '@/lib/subscription';

/** The premium welcome shows for 5 s. */
export const PREMIUM_BANNER_MS = 5000;

/**
 * Return from checkout (docs/product/premium.md): `/?subscription=success` and
 * `/pricing?subscription=cancelled`. The parameter leaves the address at once; success refetches
 * the plan after 2 s and shows the premium welcome for 5 s, but only to a user who really is premium
 * (the address alone proves nothing); cancel says nothing was charged.
 */
export function CheckoutReturnBanner({ expect }: { expect: 'success' | 'cancelled' }) {
  const { t } = useTranslation('common');
  const [params, setParams] = useSearchParams();
  const { refetch, hasActiveSubscription } = useSubscription();
  const [shown, setShown] = useState<'success' | 'cancelled' | undefined>(undefined);
  useSubscriptionUpdatedListener(refetch);

  const param = params.get('subscription');
  useEffect(() => {
    if (param !== expect) return;
    setShown(expect);
    setParams(
      (p) => {
        p.delete('subscription');
        return p;
      },
      { replace: true },
    );
  }, [param, expect, setParams]);

  useEffect(() => {
    if (shown !== 'success') return;
    const refetchTimer = setTimeout(refetch, CHECKOUT_REFETCH_DELAY_MS);
    const hideTimer = setTimeout(() => setShown(undefined), PREMIUM_BANNER_MS);
    return () => {
      clearTimeout(refetchTimer);
      clearTimeout(hideTimer);
    };
  }, [shown, refetch]);

  if (shown === 'success' && hasActiveSubscription)
    return <Alert type="success" showIcon className="page-banner" title={t('common:checkout.success')} role="status" />;
  if (shown === 'cancelled')
    return (
      <Alert
        type="info"
        showIcon
        closable
        className="page-banner"
        title={t('common:checkout.cancelledTitle')}
        description={t('common:checkout.cancelledText')}
        role="status"
      />
    );
  return null;
}
