import { CheckOutlined, CloseOutlined, PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Input, Modal, Spin } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/toasts/toast-store';
import { useServerMessage } from '@/components/feedback/use-server-message';
import { UserAvatar } from '@/components/user-avatar';
import { serverMessage } from '@/lib/api-error';
import { displayName } from '@/utils/initials';
import { useInviteMembersMutation, type StudyGroup } from '../api/study-groups-api';
import { USER_SEARCH_CACHE_S, useSearchUsersQuery, type FoundUser } from '../api/user-search-api';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { addSelected, invitableUsers, invitationPayload, removeSelected, searchTerm, SEARCH_DEBOUNCE_MS } from '../utils/invite-rules';
import styles from '../study-groups.module.css';

interface Props {
  group: StudyGroup;
  open: boolean;
  onClose: () => void;
}

/**
 * Invite Members (docs/product/groups-and-comparison.md): search identity's users once the trimmed query has two
 * characters (debounced, cached for a minute), members and users already invited are not
 * offered, each user is selected once, an optional trimmed message, Cancel and Send.
 */
export function InviteDialog({ group, open, onClose }: Props) {
  const { t } = useTranslation(['groups', 'common']);
  const translate = useServerMessage();
  const ids = { search: useId(), message: useId(), results: useId(), selected: useId() };
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState<FoundUser[]>([]);
  const [message, setMessage] = useState('');
  const [invite, { isLoading: sending }] = useInviteMembersMutation();

  const term = useDebouncedValue(searchTerm(query), SEARCH_DEBOUNCE_MS);
  const typedTerm = searchTerm(query);
  const search = useSearchUsersQuery(term ?? '', { skip: !open || !term, refetchOnMountOrArgChange: USER_SEARCH_CACHE_S });
  const results = term && typedTerm === term && search.currentData ? invitableUsers(search.currentData, group) : undefined;

  const close = () => {
    setQuery('');
    setSelected([]);
    setMessage('');
    onClose();
  };

  const send = async () => {
    if (!selected.length) {
      toast({ variant: 'error', title: t('groups:invite.noUsersTitle'), description: t('groups:invite.noUsersText') });
      return;
    }
    const result = await invite({ groupId: group.id, batchInviteDto: invitationPayload(selected, message) });
    if ('error' in result) {
      const text = serverMessage(result.error);
      toast({ variant: 'error', title: t('common:toasts.error'), description: text ? translate(text) : t('groups:invite.failed') });
      return;
    }
    toast({ variant: 'success', title: t('groups:invite.sentTitle'), description: t('groups:invite.sentText', { count: result.data.sent }) });
    close();
  };

  let searchState;
  if (!typedTerm) searchState = <p className="muted small">{t('groups:invite.searchHint')}</p>;
  else if (!results && !search.isError) searchState = <Spin size="small" description={t('groups:invite.searching')} />;
  else if (search.isError && !results) searchState = <p className={styles.sgErrorText}>{t('groups:invite.searchFailed')}</p>;
  else if (!results?.length) searchState = <p className="muted small">{t('groups:invite.noResults')}</p>;

  return (
    <Modal
      open={open}
      title={t('groups:invite.title', { group: group.name })}
      onCancel={close}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={close}>
          {t('common:actions.cancel')}
        </Button>,
        <Button key="send" type="primary" loading={sending} onClick={() => void send()}>
          {t('groups:invite.send')}
        </Button>,
      ]}
    >
      <div className={styles.sgForm}>
        <div className={styles.sgField}>
          <label htmlFor={ids.search}>{t('groups:invite.search')}</label>
          <Input
            id={ids.search}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            prefix={<SearchOutlined aria-hidden />}
            placeholder={t('groups:invite.searchPlaceholder')}
            autoComplete="off"
            autoFocus
            aria-describedby={ids.results}
          />
        </div>
        <div id={ids.results} aria-live="polite" className={styles.sgSearchState}>
          {searchState}
        </div>
        {results?.length ? (
          <ul className={styles.sgUserList} aria-label={t('groups:invite.results')}>
            {results.map((user) => {
              const added = selected.some((u) => u.id === user.id);
              const name = displayName(user);
              return (
                <li key={user.id} className={styles.sgUserRow}>
                  <UserAvatar user={user} size="sm" />
                  <span className={styles.sgUserText}>
                    <strong>{name}</strong>
                    <span className="muted small">@{user.username}</span>
                  </span>
                  <Button
                    size="small"
                    icon={added ? <CheckOutlined aria-hidden /> : <PlusOutlined aria-hidden />}
                    disabled={added}
                    aria-label={added ? t('groups:invite.addedUser', { name }) : t('groups:invite.addUser', { name })}
                    onClick={() => setSelected((prev) => addSelected(prev, user))}
                  >
                    {added ? t('groups:invite.added') : t('groups:invite.add')}
                  </Button>
                </li>
              );
            })}
          </ul>
        ) : null}

        <section className={styles.sgSelected} aria-labelledby={ids.selected}>
          <h3 id={ids.selected} className={styles.sgSubtitle}>
            {t('groups:invite.selected', { count: selected.length })}
          </h3>
          {selected.length ? (
            <ul className={styles.sgUserList}>
              {selected.map((user) => {
                const name = displayName(user);
                return (
                  <li key={user.id} className={styles.sgUserRow}>
                    <UserAvatar user={user} size="sm" />
                    <span className={styles.sgUserText}>
                      <strong>{name}</strong>
                      <span className="muted small">@{user.username}</span>
                    </span>
                    <Button
                      size="small"
                      type="text"
                      icon={<CloseOutlined aria-hidden />}
                      aria-label={t('groups:invite.remove', { name })}
                      onClick={() => setSelected((prev) => removeSelected(prev, user.id))}
                    />
                  </li>
                );
              })}
            </ul>
          ) : (
            <p className="muted small">{t('groups:invite.noneSelected')}</p>
          )}
        </section>

        <div className={styles.sgField}>
          <label htmlFor={ids.message}>
            {t('groups:invite.message')} <span className="muted small">({t('groups:create.optional')})</span>
          </label>
          <Input.TextArea
            id={ids.message}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            maxLength={500}
            autoSize={{ minRows: 2, maxRows: 4 }}
            placeholder={t('groups:invite.messagePlaceholder')}
          />
        </div>
      </div>
    </Modal>
  );
}
