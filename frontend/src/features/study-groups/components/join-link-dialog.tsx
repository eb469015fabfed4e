import { CopyOutlined, LinkOutlined } from '@ant-design/icons';
import { Alert, Button, Input, Modal, Select } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/toasts/toast-store';
import { formatDate } from '@/lib/format';
import { useInvitationsRequirePremium } from '@/lib/invitation-policy';
import type { StudyGroup } from '../api/study-groups-api';
import { shareableUrl, useCreateJoinLinkMutation, useGetJoinLinksQuery, useRevokeJoinLinkMutation, type CreatedJoinLink } from '../api/join-links-api';
import joinLinks from '../join-links.module.css';
import styles from '../study-groups.module.css';

/** ADR 031: a week unless the member picks another length (groups takes 1 to 30 days). */
export const JOIN_LINK_DAY_CHOICES = [1, 7, 14, 30] as const;
const DEFAULT_DAYS = 7;

interface Props {
  group: StudyGroup;
  onClose: () => void;
}

/**
 * Share a join link (ADR 031): make a link, copy it (shown once: only its hash is stored), and
 * see and turn off the group's live links, whoever made them.
 */
export function JoinLinkDialog({ group, onClose }: Props) {
  const { t, i18n } = useTranslation(['joinLinks', 'common']);
  const ids = { days: useId(), link: useId() };
  const [days, setDays] = useState<number>(DEFAULT_DAYS);
  const [created, setCreated] = useState<CreatedJoinLink | undefined>(undefined);
  const links = useGetJoinLinksQuery(group.id, { refetchOnMountOrArgChange: true });
  const [create, creating] = useCreateJoinLinkMutation();
  const [revoke, revoking] = useRevokeJoinLinkMutation();
  const [revokingId, setRevokingId] = useState<string | undefined>(undefined);
  const requirePremium = useInvitationsRequirePremium();
  const date = (iso: string) => formatDate(iso, i18n.language, { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });

  const makeLink = async () => {
    const result = await create({ groupId: group.id, createJoinLinkDto: { expiresInDays: days } });
    if ('error' in result) {
      toast({ variant: 'error', title: t('common:toasts.error'), description: t('joinLinks:share.failed') });
      return;
    }
    setCreated(result.data);
    void links.refetch();
  };

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ variant: 'success', title: t('joinLinks:share.copied') });
    } catch {
      toast({ variant: 'error', title: t('common:toasts.error'), description: t('joinLinks:share.copyFailed') });
    }
  };

  const turnOff = async (linkId: string) => {
    setRevokingId(linkId);
    const result = await revoke({ groupId: group.id, linkId });
    setRevokingId(undefined);
    if ('error' in result) {
      toast({ variant: 'error', title: t('common:toasts.error'), description: t('joinLinks:share.revokeFailed') });
      return;
    }
    if (created?.id === linkId) setCreated(undefined);
    toast({ variant: 'info', title: t('joinLinks:share.revokedTitle'), description: t('joinLinks:share.revokedText') });
    void links.refetch();
  };

  const url = created ? shareableUrl(created) : undefined;

  return (
    <Modal open title={t('joinLinks:share.title')} onCancel={onClose} footer={<Button onClick={onClose}>{t('common:actions.close')}</Button>} destroyOnHidden>
      <p className={joinLinks.jlNote}>{t('joinLinks:share.lead', { group: group.name })}</p>
      {requirePremium ? <Alert type="info" showIcon className={joinLinks.jlNote} title={t('joinLinks:share.premiumNote')} /> : null}

      {url ? (
        <div>
          <label htmlFor={ids.link}>
            <strong>{t('joinLinks:share.newLink')}</strong>
          </label>
          <div className={joinLinks.jlNewLink}>
            <Input
              id={ids.link}
              className={joinLinks.jlLinkInput}
              readOnly
              value={url}
              aria-label={t('joinLinks:share.newLinkLabel', { group: group.name })}
              onFocus={(e) => e.target.select()}
            />
            <Button type="primary" icon={<CopyOutlined aria-hidden />} onClick={() => void copy(url)}>
              {t('joinLinks:share.copy')}
            </Button>
          </div>
          <p className="muted small">{t('joinLinks:share.onceNote')}</p>
        </div>
      ) : null}

      <div className={joinLinks.jlCreate}>
        <label htmlFor={ids.days}>
          <span>{t('joinLinks:share.expiry')}</span>
          <Select
            id={ids.days}
            value={days}
            onChange={setDays}
            style={{ minWidth: 120 }}
            options={JOIN_LINK_DAY_CHOICES.map((d) => ({ value: d, label: t('joinLinks:share.days', { count: d }) }))}
          />
        </label>
        <Button icon={<LinkOutlined aria-hidden />} type={url ? 'default' : 'primary'} loading={creating.isLoading} onClick={() => void makeLink()}>
          {t('joinLinks:share.create')}
        </Button>
      </div>

      <h3 className={joinLinks.jlSubtitle}>{t('joinLinks:share.active')}</h3>
      {links.isLoading ? (
        <p className="muted small">{t('joinLinks:share.loading')}</p>
      ) : links.error && !links.data ? (
        <p className={styles.sgErrorText}>{t('joinLinks:share.loadError')}</p>
      ) : links.data?.length ? (
        <ul className={joinLinks.jlLinks}>
          {links.data.map((link) => {
            const name = link.createdByName;
            const expires = date(link.expiresAt);
            return (
              <li key={link.id}>
                <span>
                  <span>{name ? t('joinLinks:share.madeBy', { name }) : t('joinLinks:share.madeBySomeone')}</span>
                  <span className="muted small">{t('joinLinks:share.expires', { date: expires })}</span>
                </span>
                <Button
                  danger
                  size="small"
                  loading={revoking.isLoading && revokingId === link.id}
                  aria-label={t('joinLinks:share.revokeLabel', { date: expires })}
                  onClick={() => void turnOff(link.id)}
                >
                  {t('joinLinks:share.revoke')}
                </Button>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="muted small">{t('joinLinks:share.none')}</p>
      )}
    </Modal>
  );
}
