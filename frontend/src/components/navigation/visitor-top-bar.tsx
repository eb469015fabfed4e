import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { Logo } from '@/components/brand/logo';
import { LightButton } from '@/components/light-button';
import styles from './top-bar.module.css';

/** Visitors see no navigation bar (docs/product/screens-and-navigation.md), only the way in: Pricing, Log in, Get Started. */
export function VisitorTopBar() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  return (
    <header className={styles.topBar}>
      <div className={styles.topBarInner}>
        <Logo />
        <div className={styles.topBarActions}>
          <Link to="/pricing" className={styles.topNavLink}>
            {t('common:visitor.pricing')}
          </Link>
          <Link to="/auth" className={styles.topNavLink}>
            {t('common:visitor.login')}
          </Link>
          <LightButton variant="primary" className={styles.getStarted} onClick={() => navigate('/auth?mode=signup')}>
            {t('common:visitor.getStarted')}
          </LightButton>
        </div>
      </div>
    </header>
  );
}
