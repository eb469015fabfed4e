import { CoffeeOutlined, GiftOutlined, RocketOutlined } from '@ant-design/icons';
import { Button, Card, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PageSpinner } from '@/components/feedback/page-spinner';
import { ToneTag } from '@/components/tone-tag';
import { useSubscription } from '@/lib/subscription';
import styles from '../daily-offers.module.css';

/** /daily-offers (docs/product/premium.md): coming soon for premium users, a teaser with one sample offer for everyone else. */
export function DailyOffersPage() {
  const { t } = useTranslation(['offers', 'common']);
  const navigate = useNavigate();
  const { hasActiveSubscription, isLoading } = useSubscription();

  if (isLoading) return <PageSpinner />;
  if (hasActiveSubscription)
    return (
      <div className="page">
        <header className="page-header">
          <h1>{t('offers:title')}</h1>
        </header>
        <Card className="coming-soon" styles={{ body: { textAlign: 'center' } }}>
          <RocketOutlined aria-hidden className="calendar-empty-icon" />
          <h2>{t('offers:comingSoon.title')}</h2>
          <p>{t('offers:comingSoon.text')}</p>
        </Card>
      </div>
    );

  return (
    <div className="page">
      <header className="page-header">
        <h1>{t('offers:title')}</h1>
        <p>{t('offers:lead')}</p>
      </header>
      <Card className="offer-card" styles={{ root: { border: '2px dashed var(--warning-line)' } }} aria-labelledby="sample-offer-title">
        <div className={styles.offerTags}>
          <ToneTag tone="gold">{t('offers:sample.sponsored')}</ToneTag>
          <Tag>{t('offers:sample.label')}</Tag>
        </div>
        <div className={styles.offerMain}>
          <CoffeeOutlined aria-hidden className={styles.offerIcon} />
          <div>
            <h2 id="sample-offer-title" className="card-title">
              {t('offers:sample.title')}
            </h2>
            <p className="muted">{t('offers:sample.partner')}</p>
            <p>{t('offers:sample.text')}</p>
            <p className="small muted">{t('offers:sample.terms')}</p>
          </div>
        </div>
      </Card>
      <Card className={`${styles.upsellCard} settings-card`} styles={{ body: { textAlign: 'center' } }}>
        <GiftOutlined aria-hidden className="feature-icon" />
        <h2 className="card-title">{t('offers:upsell.title')}</h2>
        <p>{t('offers:upsell.text')}</p>
        <Button type="primary" onClick={() => navigate('/pricing')}>
          {t('offers:upsell.button')}
        </Button>
      </Card>
    </div>
  );
}
