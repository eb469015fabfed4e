import { ToneTag } from '@/components/tone-tag';
import { useTranslation } from 'react-i18next';
import { useSubscription } from '@/lib/subscription';
import { cx } from '@/lib/class-names';
import styles from './top-bar.module.css';

/** Monthly, Yearly or Premium Plan for subscribers, plus the days left of a trial (docs/product/premium.md). */
export function PlanBadge({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  const { hasActiveSubscription, subscription, isInTrial, daysLeftInTrial } = useSubscription();
  if (!hasActiveSubscription) return null;
  const plan =
    subscription?.planType === 'month' ? t('common:plan.monthly') : subscription?.planType === 'year' ? t('common:plan.yearly') : t('common:plan.premium');
  return (
    <span className={cx(styles.planBadges, className)}>
      <ToneTag tone="purple">{plan}</ToneTag>
      {isInTrial ? <ToneTag tone="gold">{t('common:plan.daysLeft', { count: daysLeftInTrial })}</ToneTag> : null}
    </span>
  );
}
