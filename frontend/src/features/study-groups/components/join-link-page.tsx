import { CrownOutlined, TeamOutlined } from '@ant-design/icons';
import { Button, Result, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { PageSpinner } from '@/components/feedback/page-spinner';
import { ServiceUnavailable } from '@/components/feedback/service-unavailable';
import { toast } from '@/components/toasts/toast-store';
import { errorCode, isUnavailable } from '@/lib/api-error';
import { SUBSCRIPTION_REQUIRED_CODE } from '@/lib/entitlements';
import { formatDate } from '@/lib/format';
import { JOIN_LINK_ERRORS, useJoinByLinkMutation, usePreviewJoinLinkQuery, type JoinLinkError, type JoinLinkPreview } from '../api/join-links-api';
import styles from '../join-links.module.css';

const GONE_TEXTS: Record<JoinLinkError, { title: string; text: string; status: '404' | 'warning' }> = {
  join_link_not_found: { title: 'joinLinks:page.notFoundTitle', text: 'joinLinks:page.notFoundText', status: '404' },
  join_link_expired: { title: 'joinLinks:page.expiredTitle', text: 'joinLinks:page.expiredText', status: 'warning' },
  join_link_revoked: { title: 'joinLinks:page.revokedTitle', text: 'joinLinks:page.revokedText', status: 'warning' },
};

const linkErrorOf = (error: unknown): JoinLinkError | undefined => {
  const code = errorCode(error);
  return (JOIN_LINK_ERRORS as readonly string[]).includes(code ?? '') ? (code as JoinLinkError) : undefined;
};

/**
 * /join/{token} (ADR 031): a shared link shows its group and a Join button. Visitors arrive here
 * after signing in (deep links); a link that does not open says why, never a blank page.
 */
export function JoinLinkPage() {
  const { t, i18n } = useTranslation(['joinLinks', 'common']);
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const preview = usePreviewJoinLinkQuery(token);
  const [join, joining] = useJoinByLinkMutation();
  // What the join answered when it changed the picture: the link died meanwhile, or premium is needed.
  const [refusal, setRefusal] = useState<JoinLinkError | 'premium' | undefined>(undefined);

  const openGroup = (groupId: string) => navigate(`/study-groups?${new URLSearchParams({ group: groupId })}`);

  const doJoin = async (data: JoinLinkPreview) => {
    const result = await join(token);
    if ('error' in result) {
      const code = errorCode(result.error);
      if (code === SUBSCRIPTION_REQUIRED_CODE) return setRefusal('premium');
      const gone = linkErrorOf(result.error);
      if (gone) return setRefusal(gone);
      toast({ variant: 'error', title: t('common:toasts.error'), description: t('joinLinks:page.failed') });
      return;
    }
    toast({ variant: 'success', title: t('joinLinks:page.joinedTitle', { group: data.group.name }), description: t('joinLinks:page.joinedText') });
    openGroup(result.data.groupId);
  };

  let body;
  const gone = refusal && refusal !== 'premium' ? refusal : linkErrorOf(preview.error);
  if (preview.isLoading) body = <PageSpinner label={t('joinLinks:page.loading')} />;
  else if (gone) {
    const texts = GONE_TEXTS[gone];
    body = (
      <Result
        status={texts.status}
        title={<h2 className="result-title">{t(texts.title)}</h2>}
        subTitle={t(texts.text)}
        extra={
          <Button type="primary" onClick={() => navigate('/study-groups')}>
            {t('joinLinks:page.toGroups')}
          </Button>
        }
      />
    );
  } else if (isUnavailable(preview.error))
    body = <ServiceUnavailable error={preview.error} title={t('joinLinks:page.errorTitle')} onRetry={() => void preview.refetch()} />;
  else if (preview.error || !preview.data)
    body = (
      <Result
        status="error"
        title={<h2 className="result-title">{t('joinLinks:page.errorTitle')}</h2>}
        subTitle={t('joinLinks:page.errorText')}
        extra={<Button onClick={() => void preview.refetch()}>{t('common:actions.retry')}</Button>}
      />
    );
  else {
    const data = preview.data;
    const needsPremium = refusal === 'premium' || !data.canJoin;
    body = (
      <section className={styles.jlCard} aria-labelledby="jl-group-name">
        <TeamOutlined aria-hidden className={styles.jlIcon} />
        <p className="muted">{t('joinLinks:page.invited')}</p>
        <h2 id="jl-group-name" className="jl-group-name">
          {data.group.name}
        </h2>
        {data.group.courseCode ? <Tag className={styles.jlCourse}>{data.group.courseCode}</Tag> : null}
        {data.group.description ? <p className={styles.jlDescription}>{data.group.description}</p> : null}
        <p className="muted small">
          {t('joinLinks:page.members', { count: data.group.memberCount })} ·{' '}
          {t('joinLinks:page.validUntil', { date: formatDate(data.expiresAt, i18n.language, { day: 'numeric', month: 'long', year: 'numeric' }) })}
        </p>
        {data.alreadyMember ? (
          <>
            <p>{t('joinLinks:page.alreadyMember')}</p>
            <Button type="primary" size="large" className={styles.jlAction} onClick={() => openGroup(data.group.id)}>
              {t('joinLinks:page.open')}
            </Button>
          </>
        ) : needsPremium ? (
          <>
            <p>{t('joinLinks:page.premiumText')}</p>
            <Button type="primary" size="large" className={styles.jlAction} icon={<CrownOutlined aria-hidden />} onClick={() => navigate('/pricing')}>
              {t('joinLinks:page.upgrade')}
            </Button>
          </>
        ) : (
          <Button type="primary" size="large" className={styles.jlAction} loading={joining.isLoading} onClick={() => void doJoin(data)}>
            {t('joinLinks:page.join')}
          </Button>
        )}
      </section>
    );
  }

  return (
    <div className={`${styles.jlPage} page`}>
      <header className="page-header">
        <h1>{t('joinLinks:page.title')}</h1>
      </header>
      {body}
    </div>
  );
}
