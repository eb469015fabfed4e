import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import type { SubscriptionState } from '@/lib/subscription';
import styles from '../pricing.module.css';

/**
 * What cancelling means, said before the student leaves for the provider's portal (issue 30):
 * until when premium lasts and what is charged, what the free plan keeps, and where it happens.
 */
export function CancelExplanation({ subscription }: { subscription: SubscriptionState }) {
  const { t, i18n } = useTranslation('pricing');
  const plan = subscription.subscription;
  const trialEnd = subscription.isInTrial ? plan?.trialEnd : null;
  const periodEnd = plan?.currentPeriodEnd;
  const until = trialEnd
    ? t('pricing:cancelDialog.trial', { date: formatDate(trialEnd, i18n.language) })
    : periodEnd
      ? t('pricing:cancelDialog.paid', { date: formatDate(periodEnd, i18n.language) })
      : t('pricing:cancelDialog.paidNoDate');
  return (
    <div className={styles.cancelExplanation}>
      <p>{until}</p>
      <p>{t('pricing:cancelDialog.after')}</p>
      <p className="muted">{t('pricing:cancelDialog.where')}</p>
    </div>
  );
}
