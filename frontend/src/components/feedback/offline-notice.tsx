import DisconnectOutlined from '@ant-design/icons-svg/es/asn/DisconnectOutlined';
import { Trans, useTranslation } from 'react-i18next';
import { LightIcon } from '@/components/icons/light-icon';
import { useOnline } from '@/lib/offline/use-online';
import styles from './offline-notice.module.css';

/**
 * Says so while the browser is offline (ADR 033): what the student sees is the schedule as it
 * was last loaded. The live region is always there, so its text is announced when it appears.
 */
export function OfflineNotice({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation('offline');
  const online = useOnline();
  return (
    <div className={styles.offlineNoticeSlot} role="status">
      {online ? null : (
        <p className={styles.offlineNotice} data-offline-notice>
          <LightIcon icon={DisconnectOutlined} className={styles.offlineNoticeIcon} aria-hidden />
          <span>
            {/* One sentence per language with its own spacing: Chinese puts none after 。 */}
            <Trans t={t} i18nKey={signedIn ? 'offline:signedIn' : 'offline:visitor'} components={{ strong: <strong /> }} />
          </span>
        </p>
      )}
    </div>
  );
}
