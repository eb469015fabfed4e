import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import './logo.css';

/** Two overlapping weeks: the product's mark, then its name. */
export function Logo() {
  const { t } = useTranslation('common');
  return (
    <Link to="/" className="brand" aria-label={t('common:brand.home')}>
      <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden focusable="false">
        <rect x="2" y="5" width="16" height="16" rx="4" className="brand-mark-back" />
        <rect x="10" y="9" width="16" height="16" rx="4" className="brand-mark-front" />
      </svg>
      <span className="brand-name">Overlap</span>
    </Link>
  );
}
