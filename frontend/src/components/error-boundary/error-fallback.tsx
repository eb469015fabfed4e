import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import { useTranslation } from 'react-i18next';
import { LightIcon } from '@/components/icons/light-icon';
import { LightButton } from '@/components/light-button';
import './error-fallback.css';

interface Props {
  error: Error;
  onReset: () => void;
  variant: 'app' | 'page';
}

/**
 * The error screen (docs/product/screens-and-navigation.md), with the technical details folded away. Plain markup, light buttons and a
 * native disclosure keep it out of the way of the first paint: every visitor downloads it.
 */
export function ErrorFallback({ error, onReset, variant }: Props) {
  const { t } = useTranslation('common');
  return (
    <div className={variant === 'app' ? 'error-fallback error-fallback-app' : 'error-fallback'} role="alert">
      <div className="error-fallback-box">
        <LightIcon icon={CloseCircleFilled} aria-hidden className="error-fallback-icon" />
        <h1 className="result-title">{t('common:errorBoundary.title')}</h1>
        <p className="muted">{t('common:errorBoundary.text')}</p>
        <div className="error-fallback-actions">
          <LightButton variant="primary" onClick={() => window.location.reload()}>
            {t('common:errorBoundary.reload')}
          </LightButton>
          <LightButton onClick={onReset}>{t('common:errorBoundary.tryAgain')}</LightButton>
        </div>
        <details className="error-details">
          <summary>{t('common:errorBoundary.details')}</summary>
          <pre>{error.message || String(error)}</pre>
        </details>
      </div>
    </div>
  );
}
