import { CheckOutlined, CrownOutlined, SafetyOutlined, StopOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Collapse, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { CheckoutReturnBanner } from '@/components/checkout-return-banner';
import { PageSpinner } from '@/components/feedback/page-spinner';
import { ServiceUnavailable } from '@/components/feedback/service-unavailable';
import { useServerMessage } from '@/components/feedback/use-server-message';
import { toast } from '@/components/toasts/toast-store';
import { isUnavailable, serverMessage } from '@/lib/api-error';
import { useSession } from '@/lib/auth';
import { formatMoney } from '@/lib/format';
import { useSubscription } from '@/lib/subscription';
import { SUPPORT_EMAIL } from '@/config/contact';
import { useCreateCheckoutSessionMutation, useCreatePortalSessionMutation, useGetPlansQuery, type Plan } from '../api/pricing-api';
import { planButton, yearlySaving } from '../utils/plan-button';
import '../pricing.css';

const FEATURES = [
  'pricing:features.adFree',
  'pricing:features.groups',
  'pricing:features.support',
  'pricing:features.analytics',
  'pricing:features.presence',
] as const;
const BENEFITS = [
  { icon: StopOutlined, title: 'pricing:benefits.adFree.title', text: 'pricing:benefits.adFree.text' },
  { icon: ThunderboltOutlined, title: 'pricing:benefits.trial.title', text: 'pricing:benefits.trial.text' },
  { icon: SafetyOutlined, title: 'pricing:benefits.cancel.title', text: 'pricing:benefits.cancel.text' },
] as const;
const FAQ = ['trial', 'cancel', 'switch', 'promo', 'payment'] as const;

/** /pricing for everyone (SPEC.md §2.13); plans come from billing. */
export function PricingPage() {
  const { t, i18n } = useTranslation(['pricing', 'common']);
  const navigate = useNavigate();
  const translateServer = useServerMessage();
  const { user } = useSession();
  const subscription = useSubscription();
  const plans = useGetPlansQuery();
  const [checkout, checkoutState] = useCreateCheckoutSessionMutation();
  const [portal, portalState] = useCreatePortalSessionMutation();
  const [pending, setPending] = useState<string | undefined>(undefined);

  const sorted = [...(plans.data ?? [])].sort((a, b) => (a.interval === 'month' ? -1 : b.interval === 'month' ? 1 : 0));
  const monthly = sorted.find((p) => p.interval === 'month');
  const yearly = sorted.find((p) => p.interval === 'year');
  const saving = yearlySaving(monthly?.amount, yearly?.amount);

  const openPortal = async () => {
    const result = await portal({ returnUrl: `${window.location.origin}/pricing` });
    if ('error' in result || !result.data.url) {
      toast({ variant: 'error', title: t('common:toasts.error'), description: t('pricing:errors.portal') });
      return;
    }
    window.open(result.data.url, '_blank', 'noopener');
  };

  const choose = async (plan: Plan) => {
    if (!user) {
      navigate('/auth');
      return;
    }
    setPending(plan.id);
    const origin = window.location.origin;
    const result = await checkout({ priceId: plan.id, successUrl: `${origin}/?subscription=success`, cancelUrl: `${origin}/pricing?subscription=cancelled` });
    setPending(undefined);
    if ('error' in result) {
      const message = serverMessage(result.error);
      toast({
        variant: 'error',
        title: t('common:toasts.error'),
        description: t('pricing:errors.checkout', { message: message ? translateServer(message) : t('pricing:errors.checkoutFallback') }),
      });
      return;
    }
    if (result.data.url) window.location.assign(result.data.url);
    else toast({ variant: 'error', title: t('common:toasts.error'), description: t('pricing:errors.devMode') });
  };

  const button = (plan: Plan) => {
    const state = planButton(plan.interval, subscription);
    switch (state.kind) {
      case 'current':
        return (
          <Button block disabled>
            {t('pricing:buttons.current')}
          </Button>
        );
      case 'upgrade-yearly':
        return (
          <Button block type="primary" loading={pending === plan.id && checkoutState.isLoading} onClick={() => void choose(plan)}>
            {t('pricing:buttons.upgradeYearly')}
          </Button>
        );
      case 'not-available':
        return (
          <Button block disabled>
            {t('pricing:buttons.notAvailable')}
          </Button>
        );
      case 'contact-support':
        return (
          <Button block href={`mailto:${SUPPORT_EMAIL}`}>
            {t('pricing:buttons.contactSupport')}
          </Button>
        );
      default:
        return (
          <Button block type="primary" loading={pending === plan.id && checkoutState.isLoading} onClick={() => void choose(plan)}>
            {t('pricing:buttons.startTrial')}
          </Button>
        );
    }
  };

  let planList;
  if (plans.isLoading) planList = <PageSpinner label={t('pricing:loading')} />;
  else if (isUnavailable(plans.error))
    planList = <ServiceUnavailable error={plans.error} title={t('pricing:unavailableTitle')} onRetry={() => void plans.refetch()} />;
  else if (plans.error || !sorted.length)
    planList = <Alert type="warning" showIcon title={t('pricing:unavailableTitle')} description={t('pricing:unavailableText')} />;
  else
    planList = (
      <ul className="plan-grid">
        {sorted.map((plan) => (
          <li key={plan.id}>
            <Card className={plan.interval === 'year' ? 'plan-card plan-popular' : 'plan-card'}>
              {plan.interval === 'year' ? <Tag color="purple">{t('pricing:mostPopular')}</Tag> : null}
              <h2 className="card-title">{plan.interval === 'year' ? t('pricing:yearly') : t('pricing:monthly')}</h2>
              {plan.description ? <p className="muted">{plan.description}</p> : null}
              <p className="plan-price">
                <strong>{formatMoney(plan.amount, plan.currency, i18n.language)}</strong>
                <span className="muted"> / {plan.interval === 'year' ? t('pricing:perYear') : t('pricing:perMonth')}</span>
              </p>
              {plan.interval === 'year' && saving !== undefined ? (
                <p className="plan-saving">{t('pricing:saving', { amount: formatMoney(saving, plan.currency, i18n.language) })}</p>
              ) : null}
              <ul className="plan-features">
                {FEATURES.map((f) => (
                  <li key={f}>
                    <CheckOutlined aria-hidden /> {t(f)}
                  </li>
                ))}
              </ul>
              {button(plan)}
              {planButton(plan.interval, subscription).kind === 'current' || planButton(plan.interval, subscription).kind === 'upgrade-yearly' ? (
                <Button block type="link" onClick={() => void openPortal()} loading={portalState.isLoading}>
                  {planButton(plan.interval, subscription).kind === 'current' ? t('pricing:buttons.manage') : t('pricing:buttons.manageCurrent')}
                </Button>
              ) : null}
            </Card>
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
      {subscription.hasActiveSubscription ? (
        <Alert
          type="success"
          showIcon
          className="page-banner"
          title={subscription.isInTrial ? t('pricing:current.trial', { count: subscription.daysLeftInTrial }) : t('pricing:current.active')}
          action={
            <Button onClick={() => void openPortal()} loading={portalState.isLoading}>
              {t('pricing:buttons.cancel')}
            </Button>
          }
        />
      ) : null}
      {planList}
      <ul className="benefit-grid">
        {BENEFITS.map(({ icon: Icon, title, text }) => (
          <li key={title}>
            <Icon aria-hidden className="feature-icon" />
            <h2 className="card-title">{t(title)}</h2>
            <p className="muted">{t(text)}</p>
          </li>
        ))}
      </ul>
      <section className="pricing-faq" aria-labelledby="pricing-faq-title">
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
