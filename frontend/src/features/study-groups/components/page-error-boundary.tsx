import { CloseCircleFilled } from '@ant-design/icons';
import { Button } from 'antd';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import '@/components/error-boundary/error-fallback.css';

function StudyGroupsPageError() {
  const { t } = useTranslation('groups');
  return (
    <div className="error-fallback" role="alert">
      <div className="error-fallback-box">
        <CloseCircleFilled aria-hidden className="error-fallback-icon" />
        <h1 className="result-title">{t('groups:pageError.title')}</h1>
        <p className="muted">{t('groups:pageError.text')}</p>
        <div className="error-fallback-actions">
          <Button type="primary" onClick={() => window.location.reload()}>
            {t('groups:pageError.reload')}
          </Button>
        </div>
      </div>
    </div>
  );
}

/** A crash inside the page shows 'Something went wrong / There was an error loading the study groups page.' with Reload Page. */
export class StudyGroupsErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Study groups page failed', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <StudyGroupsPageError /> : this.props.children;
  }
}
