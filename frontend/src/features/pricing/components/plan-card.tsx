import { CheckOutlined } from '@ant-design/icons';
import { Button, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { ToneTag } from '@/components/tone-tag';
import { supportMailto } from '@/config/contact';
import type { Plan } from '../api/pricing-api';
import { formatPrice, type PlanButton } from '../utils/plan-button';
import { premiumFeatures } from '../utils/premium-features';
import { useInvitationsRequirePremium } from '@/lib/invitation-policy';
import styles from '../pricing.module.css';

interface PlanCardProps {
  plan: Plan;
  /** Minor units saved against twelve monthly payments; shown on the yearly card. */
  saving: number | undefined;
  state: PlanButton;
  checkoutPending: boolean;
  portalLoading: boolean;
  onChoose: (plan: Plan) => void;
  onManage: () => void;
  /** Explains cancelling, then goes to the portal. */
  onCancel: () => void;
}

/** One plan with its price and the buttons the current plan gives it (docs/product/premium.md). */
export function PlanCard({ plan, saving, state, checkoutPending, portalLoading, onChoose, onManage, onCancel }: PlanCardProps) {
  const { t } = useTranslation('pricing');
  const features = premiumFeatures(useInvitationsRequirePremium());
  const yearly = plan.interval === 'year';
  const title = yearly ? t('pricing:yearly') : t('pricing:monthly');
  return (
    <Card
      className="plan-card"
      // The body fills the card, so both cards' buttons line up at their feet; the popular plan is framed.
      styles={{ root: yearly ? { border: '2px solid var(--primary)' } : undefined, body: { flex: 1, display: 'flex', flexDirection: 'column', gap: 12 } }}
      aria-label={title}
    >
      {yearly ? (
        <ToneTag tone="purple" className={styles.planTag}>
          {t('pricing:mostPopular')}
        </ToneTag>
      ) : null}
      <h2 className="card-title">{title}</h2>
      <p className={styles.planPrice}>
        <strong>{formatPrice(plan.amount, plan.currency)}</strong>
        <span className="muted"> / {yearly ? t('pricing:perYear') : t('pricing:perMonth')}</span>
      </p>
      {yearly && saving !== undefined ? <p className={styles.planSaving}>{t('pricing:saving', { amount: formatPrice(saving, plan.currency) })}</p> : null}
      <ul className={styles.planFeatures}>
        {features.map((f) => (
          <li key={f.id}>
            <CheckOutlined aria-hidden className={styles.planFeatureIcon} /> {t(f.text)}
          </li>
        ))}
      </ul>
      <p className={`${styles.planFreeNote} muted`}>{t('pricing:features.freeStaysFree')}</p>
      {/* At the card's foot, so both cards' buttons line up whatever is above them. */}
      <div className={styles.planFoot}>
        <PlanActions
          plan={plan}
          state={state}
          checkoutPending={checkoutPending}
          portalLoading={portalLoading}
          onChoose={onChoose}
          onManage={onManage}
          onCancel={onCancel}
        />
      </div>
    </Card>
  );
}

function PlanActions({ plan, state, checkoutPending, portalLoading, onChoose, onManage, onCancel }: Omit<PlanCardProps, 'saving'>) {
  const { t } = useTranslation('pricing');
  switch (state.kind) {
    case 'current':
      return (
        <div className={styles.planActions}>
          <Button block disabled>
            {t('pricing:buttons.current')}
          </Button>
          <Button block onClick={onManage} loading={portalLoading}>
            {t('pricing:buttons.manage')}
          </Button>
          <Button block danger type="text" onClick={onCancel} disabled={portalLoading}>
            {t('pricing:buttons.cancel')}
          </Button>
        </div>
      );
    case 'upgrade-yearly':
      // Switching plans happens in the provider's portal: prorated, with credit (the FAQ's rules).
      return (
        <div className={styles.planActions}>
          <Button block type="primary" onClick={onManage} loading={portalLoading}>
            {t('pricing:buttons.upgradeYearly')}
          </Button>
          <Button block type="link" onClick={onManage} disabled={portalLoading}>
            {t('pricing:buttons.manageCurrent')}
          </Button>
        </div>
      );
    case 'not-available':
      return (
        <Button block disabled>
          {t('pricing:buttons.notAvailable')}
        </Button>
      );
    case 'contact-support':
      return (
        <Button block href={supportMailto(t('pricing:supportSubject'))}>
          {t('pricing:buttons.contactSupport')}
        </Button>
      );
    case 'start-trial-beside-promo':
      return (
        <div className={styles.planActions}>
          <Button block type="primary" loading={checkoutPending} onClick={() => onChoose(plan)}>
            {t('pricing:buttons.startTrialNow')}
          </Button>
          <p className={`${styles.planNote} muted`}>{t('pricing:besidePromo')}</p>
        </div>
      );
    default:
      return (
        <Button block type="primary" loading={checkoutPending} onClick={() => onChoose(plan)}>
          {t('pricing:buttons.startTrial')}
        </Button>
      );
  }
}
