import { Button, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/components/toasts/toast-store';
import { serverMessage } from '@/lib/api-error';
import { useForgetSession } from '@/lib/auth';
import { useDeleteAccountMutation } from '../api/privacy-api';
import styles from '../privacy.module.css';

const REMOVED = [
  'privacy:danger.items.profile',
  'privacy:danger.items.schedules',
  'privacy:danger.items.groups',
  'privacy:danger.items.messages',
  'privacy:danger.items.notifications',
];

/** Delete Account behind a confirmation (docs/product/privacy.md); deleting signs the user out to the landing page. */
export function DangerZone() {
  const { t } = useTranslation(['privacy', 'common']);
  const [open, setOpen] = useState(false);
  const [remove, { isLoading }] = useDeleteAccountMutation();
  const forgetSession = useForgetSession();
  const navigate = useNavigate();

  const confirm = async () => {
    const result = await remove();
    if ('error' in result) {
      toast({ variant: 'error', title: t('common:toasts.error'), description: serverMessage(result.error) ?? t('common:errors.deleteAccount') });
      return;
    }
    setOpen(false);
    forgetSession();
    navigate('/', { replace: true });
    toast({ variant: 'success', title: t('privacy:toast.deletedTitle'), description: t('privacy:toast.deletedText') });
  };

  return (
    <div className={styles.dangerZone}>
      <div>
        <h3>{t('privacy:danger.deleteTitle')}</h3>
        <p className="muted">{t('privacy:danger.deleteText')}</p>
      </div>
      <Button danger type="primary" onClick={() => setOpen(true)}>
        {t('privacy:danger.deleteButton')}
      </Button>
      <Modal
        open={open}
        title={t('privacy:danger.confirmTitle')}
        onCancel={() => setOpen(false)}
        footer={[
          <Button key="cancel" onClick={() => setOpen(false)}>
            {t('common:actions.cancel')}
          </Button>,
          <Button key="delete" danger type="primary" loading={isLoading} onClick={() => void confirm()}>
            {t('privacy:danger.deleteButton')}
          </Button>,
        ]}
      >
        <p>{t('privacy:danger.confirmText')}</p>
        <ul className={styles.removedList}>
          {REMOVED.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
      </Modal>
    </div>
  );
}
