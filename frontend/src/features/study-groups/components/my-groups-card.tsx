import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { isUnavailable } from '@/lib/api-error';
import { useCurrentUser } from '@/lib/auth';
import { initials } from '@/utils/initials';
import { useGetUserGroupsQuery } from '../api/study-groups-api';
import { memberName } from '../utils/member-name';
import { MemberAvatar, MoreAvatars } from './member-avatar';
import styles from '../study-groups.module.css';

/** The sidebar shows the first 3 members of a group, then '+N'. */
export const SIDEBAR_AVATARS = 3;

/**
 * "My Study Groups" for the calendar sidebar (docs/product/groups-and-comparison.md): each group with up to three member
 * avatars, '+N' and the member count, leading to its comparison; 'No study groups yet' otherwise.
 */
export function MyGroupsCard() {
  const { t } = useTranslation('groups');
  const user = useCurrentUser();
  const { data, error, isLoading } = useGetUserGroupsQuery(user.id);

  let body;
  if (isLoading) body = <p className="muted small">{t('groups:loading')}</p>;
  else if (isUnavailable(error)) body = <p className="muted small">{t('groups:sidebar.settingUp')}</p>;
  else if (error) body = <p className="muted small">{t('groups:loadError')}</p>;
  else if (!data?.length) body = <p className="muted small">{t('groups:empty.title')}</p>;
  else
    body = (
      <ul className={styles.sgSideGroups}>
        {data.map((group) => {
          const shown = group.members.slice(0, SIDEBAR_AVATARS);
          const more = group.members.length - shown.length;
          return (
            <li key={group.id}>
              <Link to={`/study-groups?group=${encodeURIComponent(group.id)}`} className={styles.sgSideGroup}>
                <span className="sg-avatar-row">
                  {shown.map((m) => (
                    <MemberAvatar key={m.id} initials={initials(m.user)} color={m.color} size="xs" name={memberName(m)} />
                  ))}
                  {more > 0 ? <MoreAvatars count={more} size="xs" /> : null}
                </span>
                <span className={styles.sgSideGroupText}>
                  <span className={styles.sgSideGroupName}>{group.name}</span>
                  <span className="muted small">{t('groups:members', { count: group.memberCount ?? group.members.length })}</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    );

  return (
    <section className="sidebar-card sg-side-card" aria-labelledby="my-study-groups-title">
      <h2 id="my-study-groups-title">{t('groups:sidebar.title')}</h2>
      {body}
      <Link to="/study-groups" className={styles.sgSideAll}>
        {t('groups:sidebar.all')}
      </Link>
    </section>
  );
}
