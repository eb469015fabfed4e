import { CameraOutlined } from '@ant-design/icons';
import { Button, Card } from 'antd';
import { useRef, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useServerMessage } from '@/components/feedback/use-server-message';
import { toast } from '@/components/toasts/toast-store';
import { UserAvatar } from '@/components/user-avatar';
import { serverMessage } from '@/lib/api-error';
import type { User } from '@/lib/auth';
import { formatMonthYear } from '@/lib/format';
import { displayName } from '@/utils/initials';
import { useUploadProfilePictureMutation } from '../api/profile-api';
import { pictureError } from '../utils/validate-profile';
import styles from '../profile.module.css';

/** Avatar with Change Picture, username and member-since (docs/product/accounts.md). */
export function AccountCard({ user }: { user: User }) {
  const { t, i18n } = useTranslation(['profile', 'common']);
  const translateServer = useServerMessage();
  const input = useRef<HTMLInputElement>(null);
  const [upload, { isLoading }] = useUploadProfilePictureMutation();

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    const invalid = pictureError(file);
    if (invalid) {
      toast({ variant: 'error', title: t('common:toasts.error'), description: t(invalid) });
      return;
    }
    const result = await upload(file);
    if ('error' in result) {
      const message = serverMessage(result.error);
      toast({ variant: 'error', title: t('common:toasts.error'), description: message ? translateServer(message) : t('common:errors.pictureUpdate') });
      return;
    }
    toast({ variant: 'success', title: t('profile:toast.pictureUpdated') });
  };

  return (
    <Card className="profile-card account-card" styles={{ body: { display: 'flex', flexDirection: 'column', gap: 12 } }}>
      <div className={styles.accountIdentity}>
        <UserAvatar user={user} size="lg" />
        <div>
          <h2 className="card-title">{displayName(user)}</h2>
          <p className="muted">@{user.username}</p>
        </div>
      </div>
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/gif,image/webp"
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden
        onChange={(e) => void onFile(e)}
      />
      <Button icon={<CameraOutlined aria-hidden />} onClick={() => input.current?.click()} loading={isLoading} block>
        {isLoading ? t('profile:picture.uploading') : t('profile:picture.change')}
      </Button>
      <p className="muted small">{t('profile:picture.hint')}</p>
      <dl className={styles.accountFacts}>
        <div>
          <dt>{t('profile:account.username')}</dt>
          <dd>{user.username}</dd>
        </div>
        <div>
          <dt>{t('profile:account.memberSince')}</dt>
          <dd>{formatMonthYear(user.createdAt, i18n.language)}</dd>
        </div>
      </dl>
    </Card>
  );
}
