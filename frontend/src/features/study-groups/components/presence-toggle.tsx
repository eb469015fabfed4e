import { EnvironmentOutlined, ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Checkbox, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '@/components/feedback/page-spinner';
import { isUnavailable } from '@/lib/api-error';
import { useMinuteTick } from '@/lib/use-minute-tick';
import { usePresenceSharing } from '../hooks/use-presence-sharing';
import { useViewerZone } from '../hooks/use-viewer-zone';
import { formatDay } from '../utils/format-time';
import { statusLine } from '../utils/presence-line';
import { sharingEndLine } from '../utils/sharing-end';
import '../presence.css';
import styles from '../study-groups.module.css';

/** The presence toggle, with 'keep sharing' beside it and when sharing ends. */
export function PresenceToggle({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation(['presence', 'common']);
  const now = useMinuteTick();
  const zone = useViewerZone();
  const sharing = usePresenceSharing(userId);
  const { presence, campuses } = sharing;
  const [keepChoice, setKeepChoice] = useState(false);
  const data = presence.data;
  const keepSharing = sharing.sharing ? (data?.keepSharing ?? false) : keepChoice;

  let body;
  if (presence.isLoading) body = <PageSpinner label={t('presence:toggle.loading')} />;
  else if (presence.error && !data)
    body = (
      <Alert
        type={isUnavailable(presence.error) ? 'info' : 'error'}
        showIcon
        title={isUnavailable(presence.error) ? t('presence:errors.unavailable') : t('presence:errors.presence')}
        action={<Button onClick={() => void presence.refetch()}>{t('common:actions.retry')}</Button>}
      />
    );
  else {
    const end = data ? sharingEndLine(data.sharingEndsAt, data.keepSharing, now, zone) : undefined;
    const endValues =
      end?.key === 'presence:toggle.endsOn' || end?.key === 'presence:toggle.endsOnMidnight'
        ? { ...end.values, date: formatDay(end.values!.date!, i18n.language, { weekday: 'short', day: 'numeric', month: 'short' }) }
        : end?.values;
    const status = data ? statusLine(data, now, zone) : undefined;
    body = (
      <>
        <div className="pr-toggle-row">
          <Switch
            id="presence-switch"
            checked={sharing.sharing}
            loading={sharing.busy}
            disabled={campuses.isError}
            onChange={(on) => void (on ? sharing.turnOn(keepSharing) : sharing.turnOff())}
          />
          <label htmlFor="presence-switch" className="pr-toggle-label">
            {t('presence:toggle.switch')}
          </label>
        </div>
        <Checkbox
          checked={keepSharing}
          disabled={sharing.busy}
          onChange={(e) => (sharing.sharing ? void sharing.setKeepSharing(e.target.checked) : setKeepChoice(e.target.checked))}
        >
          {t('presence:toggle.keepSharing')}
        </Checkbox>
        {!keepSharing && !sharing.sharing ? <p className="muted small pr-hint">{t('presence:toggle.keepSharingHint')}</p> : null}
        {sharing.sharing && status && end ? (
          <div className="pr-own" role="status">
            <p className="pr-own-status">
              <span className={`pr-dot pr-dot-${data!.status}`} aria-hidden />
              {t('presence:toggle.you', { status: t(status.key, status.values ?? {}) })}
            </p>
            <p className="muted small">{t(end.key, endValues ?? {})}</p>
          </div>
        ) : (
          <p className="muted small">{t('presence:toggle.off')}</p>
        )}
        {sharing.locationError && sharing.sharing ? <Alert type="warning" showIcon title={t(sharing.locationError)} /> : null}
        {campuses.isError ? (
          <Alert
            type="error"
            showIcon
            title={t('presence:errors.campuses')}
            action={<Button onClick={() => void campuses.refetch()}>{t('common:actions.retry')}</Button>}
          />
        ) : null}
        <div className="pr-permission">
          <span className="muted small">{t('presence:toggle.permission', { status: t(`presence:permission.${sharing.permission}`) })}</span>
          <Button size="small" icon={<ReloadOutlined aria-hidden />} onClick={() => void sharing.refreshPermission()}>
            {t('presence:toggle.refresh')}
          </Button>
        </div>
      </>
    );
  }

  return (
    <section className={`${styles.sgPanel} pr-panel`} aria-labelledby="presence-title">
      <h2 id="presence-title" className="sg-panel-title">
        <EnvironmentOutlined aria-hidden /> {t('presence:toggle.title')}
      </h2>
      <p className="muted small">{t('presence:toggle.lead')}</p>
      {body}
    </section>
  );
}
