import { CrownOutlined, SafetyOutlined, StopOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { Alert, Collapse, Modal } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckoutReturnBanner } from '@/components/checkout-return-banner';
import { PageSpinner } from '@/components/feedback/page-spinner';
import { ServiceUnavailable } from '@/components/feedback/service-unavailable';
import { isUnavailable } from '@/lib/api-error';
import { useSubscription } from '@/lib/subscription';
import { useGetPricingQuery } from '../api/pricing-api';
import { usePricingActions } from '../hooks/use-pricing-actions';
import { planButton, yearlySaving } from '../utils/plan-button';
import { CancelExplanation } from './cancel-explanation';
import { CurrentPlanBanner } from './current-plan-banner';
import { PlanCard } from './plan-card';
import { PromoCodeForm } from './promo-code-form';
import styles from '../pricing.module.css';

const BENEFITS = [
  { icon: StopOutlined, title: 'pricing:benefits.adFree.title', text: 'pricing:benefits.adFree.text' },
  { icon: ThunderboltOutlined, title: 'pricing:benefits.trial.title', text: 'pricing:benefits.trial.text' },
  { icon: SafetyOutlined, title: 'pricing:benefits.cancel.title', text: 'pricing:benefits.cancel.text' },
] as const;
const FAQ = ['trial', 'cancel', 'switch', 'promo', 'payment'] as const;

/** /pricing for everyone (docs/product/premium.md); plans come from billing. */
export function PricingPage() {
  const { t } = useTranslation(['pricing', 'common']);
  const subscription = useSubscription();
  const plans = useGetPricingQuery();
  const paymentsAvailable = plans.data?.paymentsAvailable ?? false;
  const actions = usePricingActions();

  const sorted = [...(plans.data?.plans ?? [])].sort((a, b) => (a.interval === 'month' ? -1 : b.interval === 'month' ? 1 : 0));
  const saving = yearlySaving(sorted.find((p) => p.interval === 'month')?.amount, sorted.find((p) => p.interval === 'year')?.amount);
  const openPortal = () => void actions.openPortal();
  const [modal, modalHolder] = Modal.useModal();
  // Cancelling happens in the provider's portal: say first what it means, then go there.
  const confirmCancel = () =>
    void modal.confirm({
      title: t('pricing:cancelDialog.title'),
      content: <CancelExplanation subscription={subscription} />,
      okText: t('pricing:cancelDialog.ok'),
      okButtonProps: { danger: true },
      cancelText: t('pricing:cancelDialog.keep'),
      autoFocusButton: 'cancel',
      onOk: openPortal,
    });

  // Back from the portal (another tab): read the plan again, so a cancellation or plan change shows at once.
  const { refetch } = subscription;
  useEffect(() => {
    const onReturn = () => {
      if (document.visibilityState === 'visible') refetch();
    };
    window.addEventListener('focus', onReturn);
    document.addEventListener('visibilitychange', onReturn);
    return () => {
      window.removeEventListener('focus', onReturn);
      document.removeEventListener('visibilitychange', onReturn);
    };
  }, [refetch]);

  let planList;
  if (plans.isLoading) planList = <PageSpinner label={t('pricing:loading')} />;
  else if (isUnavailable(plans.error))
    planList = <ServiceUnavailable error={plans.error} title={t('pricing:unavailableTitle')} onRetry={() => void plans.refetch()} />;
  else if (plans.error || !sorted.length)
    planList = <Alert type="warning" showIcon title={t('pricing:unavailableTitle')} description={t('pricing:unavailableText')} />;
  else
    planList = (
      <ul className={styles.planGrid}>
        {sorted.map((plan) => (
          <li key={plan.id}>
            <PlanCard
              plan={plan}
              saving={saving}
              state={planButton(plan.interval, subscription)}
              checkoutPending={actions.pendingPlanId === plan.id}
              portalLoading={actions.portalLoading}
              onChoose={(p) => void actions.choose(p, paymentsAvailable)}
              onManage={openPortal}
              onCancel={confirmCancel}
            />
          </li>
        ))}
      </ul>
    );

  return (
    <div className="page page-wide">
      <CheckoutReturnBanner expect="cancelled" />
      <header className="page-header page-header-center">
        <CrownOutlined aria-hidden className="feature-icon" />
        <h1>{t('pricing:title')}</h1>
        <p>{t('pricing:lead')}</p>
      </header>
      {modalHolder}
      <CurrentPlanBanner subscription={subscription} portalLoading={actions.portalLoading} onManage={openPortal} onCancel={confirmCancel} />
      {actions.alert ? (
        <Alert type={actions.alert.type} showIcon closable onClose={actions.dismissAlert} className="page-banner" title={actions.alert.text} role="alert" />
      ) : null}
      {planList}
      <PromoCodeForm />
      <ul className={styles.benefitGrid}>
        {BENEFITS.map(({ icon: Icon, title, text }) => (
          <li key={title}>
            <Icon aria-hidden className="feature-icon" />
            <h2 className="card-title">{t(title)}</h2>
            <p className="muted">{t(text)}</p>
          </li>
        ))}
      </ul>
      <section className={styles.pricingFaq} aria-labelledby="pricing-faq-title">
        <h2 id="pricing-faq-title">{t('pricing:faq.title')}</h2>
        <Collapse
          accordion
          items={FAQ.map((key) => ({
            key,
            label: t(`pricing:faq.${key}.q`),
            children: <p>{t(`pricing:faq.${key}.a`)}</p>,
          }))}
        />
      </section>
    </div>
  );
}
