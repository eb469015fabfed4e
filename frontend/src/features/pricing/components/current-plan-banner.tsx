import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import type { SubscriptionState } from '@/lib/subscription';
import styles from '../pricing.module.css';

interface CurrentPlanBannerProps {
  subscription: SubscriptionState;
  portalLoading: boolean;
  onManage: () => void;
  /** Explains cancelling, then goes to the portal. */
  onCancel: () => void;
}

/**
 * Subscribers see their plan with Manage and Cancel Subscription (both in the
 * provider's portal). A cancelled plan says until when premium lasts (the FAQ's rules: docs/product/premium.md).
 */
// The banner's text and its buttons, for the phone layout (pricing.css).
const BANNER_PARTS = { section: styles.currentPlanSection, actions: styles.currentPlanActionSlot };

export function CurrentPlanBanner({ subscription, portalLoading, onManage, onCancel }: CurrentPlanBannerProps) {
  const { t, i18n } = useTranslation('pricing');
  if (!subscription.hasActiveSubscription) return null;
  const plan = subscription.subscription;
  // A promo grant has no card subscription behind it: nothing to manage or cancel in the portal.
  if (plan?.source === 'promo')
    return (
      <Alert
        type="success"
        showIcon
        className="page-banner current-plan-banner"
        classNames={BANNER_PARTS}
        role="status"
        title={t('pricing:current.active')}
        description={
          plan.promoEndsAt
            ? `${t('pricing:current.promoUntil', { date: formatDate(plan.promoEndsAt, i18n.language) })} ${t('pricing:current.promoContinue')}`
            : undefined
        }
      />
    );
  const end = plan?.currentPeriodEnd;
  const cancelling = Boolean(plan?.cancelAtPeriodEnd);
  const title = subscription.isInTrial ? t('pricing:current.trial', { count: subscription.daysLeftInTrial }) : t('pricing:current.active');
  let description: string | undefined;
  if (cancelling && end) description = t('pricing:current.endsOn', { date: formatDate(end, i18n.language) });
  else if (end) description = t('pricing:current.renewsOn', { date: formatDate(end, i18n.language) });
  return (
    <Alert
      type="success"
      showIcon
      className="page-banner current-plan-banner"
      classNames={BANNER_PARTS}
      title={title}
      role="status"
      description={description}
      action={
        <div className={styles.currentPlanActions}>
          <Button size="small" onClick={onManage} loading={portalLoading}>
            {t('pricing:buttons.manage')}
          </Button>
          {cancelling ? null : (
            <Button size="small" danger onClick={onCancel} disabled={portalLoading}>
              {t('pricing:buttons.cancel')}
            </Button>
          )}
        </div>
      }
    />
  );
}
