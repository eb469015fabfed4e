import { Button, Input, Modal } from 'antd';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/toasts/toast-store';
import { useServerMessage } from '@/components/feedback/use-server-message';
import { serverMessage, statusOf } from '@/lib/api-error';
import { useAppDispatch } from '@/lib/store';
import { api } from '@/lib/api';
import { useCreateGroupMutation, type StudyGroup } from '../api/study-groups-api';
import styles from '../study-groups.module.css';

/** The groups are fetched again 100 ms after a creation. */
export const REFETCH_AFTER_CREATE_MS = 100;

interface Props {
  open: boolean;
  userId: string;
  onClose: () => void;
  onCreated?: (group: StudyGroup) => void;
}

/** Name (required, trimmed), description and course code (trimmed, sent only when filled). */
export function CreateGroupDialog({ open, userId, onClose, onCreated }: Props) {
  const { t } = useTranslation(['groups', 'common']);
  const dispatch = useAppDispatch();
  const translate = useServerMessage();
  const [create, { isLoading }] = useCreateGroupMutation();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [courseCode, setCourseCode] = useState('');
  const ids = { name: useId(), description: useId(), courseCode: useId() };

  const reset = () => {
    setName('');
    setDescription('');
    setCourseCode('');
  };

  const submit = async (e?: FormEvent) => {
    e?.preventDefault();
    if (isLoading) return;
    const trimmed = name.trim();
    if (!trimmed) {
      toast({ variant: 'error', title: t('groups:create.validationTitle'), description: t('groups:create.nameRequired') });
      return;
    }
    const result = await create({
      name: trimmed,
      ...(description.trim() ? { description: description.trim() } : {}),
      ...(courseCode.trim() ? { courseCode: courseCode.trim() } : {}),
      createdBy: userId,
    });
    if ('error' in result) {
      // '{status}: {message or status text}', else the generic text.
      const status = statusOf(result.error);
      const message = serverMessage(result.error);
      const description = typeof status === 'number' && message ? `${status}: ${translate(message)}` : t('groups:create.failed');
      toast({ variant: 'error', title: t('common:toasts.error'), description });
      return;
    }
    setTimeout(() => dispatch(api.util.invalidateTags(['Groups'])), REFETCH_AFTER_CREATE_MS);
    toast({ variant: 'success', title: t('groups:create.createdTitle'), description: t('groups:create.createdText', { name: result.data.name }) });
    reset();
    onClose();
    onCreated?.(result.data);
  };

  const cancel = () => {
    reset();
    onClose();
  };

  return (
    <Modal
      open={open}
      title={t('groups:create.title')}
      onCancel={cancel}
      width={425}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={cancel}>
          {t('common:actions.cancel')}
        </Button>,
        <Button key="create" type="primary" htmlType="submit" form="create-group-form" loading={isLoading} disabled={!name.trim() || isLoading}>
          {t('groups:create.submit')}
        </Button>,
      ]}
    >
      <form id="create-group-form" className={styles.sgForm} onSubmit={(e) => void submit(e)} noValidate>
        <div className={styles.sgField}>
          <label htmlFor={ids.name}>{t('groups:create.name')}</label>
          <Input
            id={ids.name}
            value={name}
            onChange={(e) => setName(e.target.value)}
            // Enter checks the name even while the button is disabled (a disabled default button blocks implicit submission).
            onPressEnter={(e) => {
              e.preventDefault();
              void submit();
            }}
            maxLength={100}
            placeholder={t('groups:create.namePlaceholder')}
            autoFocus
            aria-required
          />
        </div>
        <div className={styles.sgField}>
          <label htmlFor={ids.description}>
            {t('groups:create.description')} <span className="muted small">({t('groups:create.optional')})</span>
          </label>
          <Input.TextArea
            id={ids.description}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            maxLength={500}
            autoSize={{ minRows: 2, maxRows: 5 }}
            placeholder={t('groups:create.descriptionPlaceholder')}
          />
        </div>
        <div className={styles.sgField}>
          <label htmlFor={ids.courseCode}>
            {t('groups:create.courseCode')} <span className="muted small">({t('groups:create.optional')})</span>
          </label>
          <Input
            id={ids.courseCode}
            value={courseCode}
            onChange={(e) => setCourseCode(e.target.value)}
            maxLength={30}
            placeholder={t('groups:create.courseCodePlaceholder')}
          />
        </div>
      </form>
    </Modal>
  );
}
