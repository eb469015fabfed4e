import { DisconnectOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useOnline } from '@/lib/offline/use-online';
import './offline-notice.css';

/**
 * Says so while the browser is offline (ADR 033): what the student sees is the schedule as it
 * was last loaded. The live region is always there, so its text is announced when it appears.
 */
export function OfflineNotice({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation('offline');
  const online = useOnline();
  return (
    <div className="offline-notice-slot" role="status">
      {online ? null : (
        <p className="offline-notice">
          <DisconnectOutlined className="offline-notice-icon" aria-hidden />
          <span>
            <strong>{t('offline:title')}</strong> {signedIn ? t('offline:signedIn') : t('offline:visitor')}
          </span>
        </p>
      )}
    </div>
  );
}
