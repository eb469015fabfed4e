import { useTranslation } from 'react-i18next';
import './spinners.css';

/** While a page's code or data loads inside a layout. */
export function PageSpinner({ label }: { label?: string }) {
  const { t } = useTranslation('common');
  return (
    <div className="page-spinner" role="status" aria-live="polite">
      <span className="spinner" aria-hidden />
      <span className={label ? 'page-spinner-label' : 'visually-hidden'}>{label ?? t('common:loading')}</span>
    </div>
  );
}
