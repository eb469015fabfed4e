import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { Logo } from '@/components/brand/logo';
import { LightButton } from '@/components/light-button';
import './top-bar.css';

/** Visitors see no navigation bar (docs/product/screens-and-navigation.md), only the way in: Pricing, Log in, Get Started. */
export function VisitorTopBar() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  return (
    <header className="top-bar">
      <div className="top-bar-inner">
        <Logo />
        <div className="top-bar-actions">
          <Link to="/pricing" className="top-nav-link">
            {t('common:visitor.pricing')}
          </Link>
          <Link to="/auth" className="top-nav-link">
            {t('common:visitor.login')}
          </Link>
          <LightButton variant="primary" onClick={() => navigate('/auth?mode=signup')}>
            {t('common:visitor.getStarted')}
          </LightButton>
        </div>
      </div>
    </header>
  );
}
