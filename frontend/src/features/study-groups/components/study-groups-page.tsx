import { TeamOutlined } from '@ant-design/icons';
import { Alert, Avatar, Button, Card, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { AdBanner } from '@/components/ad-banner';
import { CheckoutReturnBanner } from '@/components/checkout-return-banner';
import { PageSpinner } from '@/components/feedback/page-spinner';
import { ServiceUnavailable } from '@/components/feedback/service-unavailable';
import { UserAvatar } from '@/components/user-avatar';
import { isUnavailable } from '@/lib/api-error';
import { useCurrentUser } from '@/lib/auth';
import { useGetUserGroupsQuery } from '../api/study-groups-api';

/** /study-groups and /groups (SPEC.md §2.7): the frame; creating, inviting and comparing come with issue 5. */
export function StudyGroupsPage() {
  const { t } = useTranslation(['groups', 'common']);
  const user = useCurrentUser();
  const { data, isLoading, error, refetch } = useGetUserGroupsQuery(user.id);

  let body;
  if (isLoading) body = <PageSpinner label={t('groups:loading')} />;
  else if (isUnavailable(error)) body = <ServiceUnavailable error={error} title={t('groups:unavailableTitle')} onRetry={() => void refetch()} />;
  else if (error || !data)
    body = <Alert type="error" showIcon title={t('groups:loadError')} action={<Button onClick={() => void refetch()}>{t('common:actions.retry')}</Button>} />;
  else if (!data.length)
    body = (
      <div className="calendar-empty">
        <TeamOutlined aria-hidden className="calendar-empty-icon" />
        <h2>{t('groups:empty.title')}</h2>
        <p>{t('groups:empty.text')}</p>
      </div>
    );
  else
    body = (
      <ul className="group-grid">
        {data.map((group) => (
          <li key={group.id}>
            <Card title={<h2 className="card-title">{group.name}</h2>} extra={group.courseCode ? <Tag>{group.courseCode}</Tag> : null}>
              {group.description ? <p>{group.description}</p> : null}
              <div className="group-members">
                <Avatar.Group max={{ count: 4 }}>
                  {group.members.map((m) => (
                    <UserAvatar key={m.id} user={m.user ?? {}} size="sm" />
                  ))}
                </Avatar.Group>
                <span className="muted small">{t('groups:members', { count: group.members.length })}</span>
              </div>
            </Card>
          </li>
        ))}
      </ul>
    );

  return (
    <div className="page page-wide">
      <CheckoutReturnBanner expect="success" />
      <header className="page-header">
        <h1>{t('groups:title')}</h1>
        <p>{t('groups:tagline')}</p>
      </header>
      <AdBanner />
      {body}
    </div>
  );
}
