import { CloseCircleFilled } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import './error-fallback.css';

interface Props {
  error: Error;
  onReset: () => void;
  variant: 'app' | 'page';
}

/**
 * The error screen (docs/product/screens-and-navigation.md), with the technical details folded away. Plain markup and a native
 * disclosure keep it out of the way of the first paint: every visitor downloads it.
 */
export function ErrorFallback({ error, onReset, variant }: Props) {
  const { t } = useTranslation('common');
  return (
    <div className={variant === 'app' ? 'error-fallback error-fallback-app' : 'error-fallback'} role="alert">
      <div className="error-fallback-box">
        <CloseCircleFilled aria-hidden className="error-fallback-icon" />
        <h1 className="result-title">{t('common:errorBoundary.title')}</h1>
        <p className="muted">{t('common:errorBoundary.text')}</p>
        <div className="error-fallback-actions">
          <Button type="primary" onClick={() => window.location.reload()}>
            {t('common:errorBoundary.reload')}
          </Button>
          <Button onClick={onReset}>{t('common:errorBoundary.tryAgain')}</Button>
        </div>
        <details className="error-details">
          <summary>{t('common:errorBoundary.details')}</summary>
          <pre>{error.message || String(error)}</pre>
        </details>
      </div>
    </div>
  );
}
