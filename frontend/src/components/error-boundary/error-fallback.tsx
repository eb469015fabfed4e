import { Button, Collapse, Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

interface Props {
  error: Error;
  onReset: () => void;
  variant: 'app' | 'page';
}

/** SPEC.md §2.16, with the technical details folded away. */
export function ErrorFallback({ error, onReset, variant }: Props) {
  const { t } = useTranslation('common');
  return (
    <main className={variant === 'app' ? 'error-fallback error-fallback-app' : 'error-fallback'}>
      <Result
        status="error"
        title={<h1 className="result-title">{t('common:errorBoundary.title')}</h1>}
        subTitle={t('common:errorBoundary.text')}
        extra={[
          <Button key="reload" type="primary" onClick={() => window.location.reload()}>
            {t('common:errorBoundary.reload')}
          </Button>,
          <Button key="retry" onClick={onReset}>
            {t('common:errorBoundary.tryAgain')}
          </Button>,
        ]}
      >
        <Collapse
          ghost
          items={[
            {
              key: 'details',
              label: t('common:errorBoundary.details'),
              children: (
                <Typography.Paragraph>
                  <pre className="error-details">{error.message || String(error)}</pre>
                </Typography.Paragraph>
              ),
            },
          ]}
        />
      </Result>
    </main>
  );
}
