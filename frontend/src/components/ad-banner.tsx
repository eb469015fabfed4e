import { CloseOutlined, CrownOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSubscription } from '@/lib/subscription';
import styles from './ad-banner.module.css';

const DISMISSED_KEY = 'adBannerDismissed';

const wasDismissed = () => {
  try {
    return sessionStorage.getItem(DISMISSED_KEY) === 'true';
  } catch {
    return false;
  }
};

/** Hidden for ad-free users, or once dismissed in this browser session. */
export function AdBanner() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const { isAdFree, isLoading } = useSubscription();
  const [dismissed, setDismissed] = useState(wasDismissed);
  if (isAdFree || isLoading || dismissed) return null;
  const dismiss = () => {
    setDismissed(true);
    try {
      sessionStorage.setItem(DISMISSED_KEY, 'true');
    } catch {
      // Storage disabled: hidden until the next page load.
    }
  };
  return (
    <aside className="ad-banner" aria-label={t('common:ad.label')}>
      <CrownOutlined aria-hidden className={styles.adBannerIcon} />
      <div className={styles.adBannerText}>
        <strong>{t('common:ad.title')}</strong>
        <span>{t('common:ad.text')}</span>
      </div>
      <Button type="primary" className={styles.adBannerAction} onClick={() => navigate('/pricing')}>
        {t('common:ad.button')}
      </Button>
      <Button type="text" className={styles.adBannerDismiss} icon={<CloseOutlined />} aria-label={t('common:ad.dismiss')} onClick={dismiss} />
    </aside>
  );
}
