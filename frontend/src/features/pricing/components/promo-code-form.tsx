import { GiftOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Input } from 'antd';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useServerMessage } from '@/components/feedback/use-server-message';
import { errorCode, serverMessage } from '@/lib/api-error';
import { useSession } from '@/lib/auth';
import { useRedeemPromoCodeMutation } from '../api/pricing-api';
import { PROMO_CODE_MAX } from '@overlap/contracts';
import { PROMO_ERROR_KEYS } from '../utils/billing-errors';
import styles from '../pricing.module.css';

type Outcome = { type: 'success' | 'error'; text: string };

/** Redeem a promo code for premium without a card (docs/product/premium.md); visitors sign in first. */
export function PromoCodeForm() {
  const { t } = useTranslation(['pricing', 'common']);
  const navigate = useNavigate();
  const translateServer = useServerMessage();
  const { user } = useSession();
  const [redeem, { isLoading }] = useRedeemPromoCodeMutation();
  const [code, setCode] = useState('');
  const [outcome, setOutcome] = useState<Outcome | undefined>(undefined);
  const trimmed = code.trim();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!user) {
      navigate('/auth');
      return;
    }
    if (!trimmed) {
      setOutcome({ type: 'error', text: t('pricing:promo.errors.required') });
      return;
    }
    // No code is this long: the same words as for any unknown code, without asking billing.
    if (trimmed.length > PROMO_CODE_MAX) {
      setOutcome({ type: 'error', text: t('pricing:promo.errors.notFound') });
      return;
    }
    setOutcome(undefined);
    const result = await redeem({ code: trimmed });
    if (!('error' in result)) {
      setCode('');
      setOutcome({ type: 'success', text: t('pricing:promo.success') });
      return;
    }
    const key = PROMO_ERROR_KEYS[errorCode(result.error) ?? ''];
    const message = serverMessage(result.error);
    setOutcome({ type: 'error', text: key ? t(key) : message ? translateServer(message) : t('pricing:promo.errors.failed') });
  };

  return (
    <Card className={`${styles.promoCard} settings-card`}>
      <h2 className="card-title">
        <GiftOutlined aria-hidden /> {t('pricing:promo.title')}
      </h2>
      <p className="muted">{t('pricing:promo.text')}</p>
      <form className={styles.promoForm} onSubmit={(e) => void submit(e)} noValidate>
        <label htmlFor="promo-code" className="visually-hidden">
          {t('pricing:promo.label')}
        </label>
        <Input
          id="promo-code"
          classNames={{ input: styles.promoInput }}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          placeholder={t('pricing:promo.placeholder')}
          autoComplete="off"
          maxLength={64}
          status={outcome?.type === 'error' ? 'error' : undefined}
          aria-describedby={outcome ? 'promo-outcome' : undefined}
        />
        <Button type="primary" htmlType="submit" loading={isLoading}>
          {t('pricing:promo.button')}
        </Button>
      </form>
      {outcome ? <Alert id="promo-outcome" type={outcome.type} showIcon title={outcome.text} role={outcome.type === 'error' ? 'alert' : 'status'} /> : null}
    </Card>
  );
}
