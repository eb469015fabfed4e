import { DeleteOutlined, PictureOutlined } from '@ant-design/icons';
import { Button, Card, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useServerMessage } from '@/components/feedback/use-server-message';
import { toast } from '@/components/toasts/toast-store';
import { serverMessage } from '@/lib/api-error';
import { formatDate } from '@/lib/format';
import { useDeleteImportMutation, useGetImportsQuery, type ScreenshotImport } from '../api/parse-api';
import styles from '../ai-schedule.module.css';

const dateOf = (day: string, language: string) =>
  formatDate(`${day}T00:00:00Z`, language, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** Timetables imported from screenshots, each removable (its classes leave the calendar with it). */
export function ImportsList() {
  const { t, i18n } = useTranslation(['aiSchedule', 'common']);
  const translate = useServerMessage();
  const { data } = useGetImportsQuery();
  const [deleteImport] = useDeleteImportMutation();
  const [modal, modalHolder] = Modal.useModal();
  if (!data?.imports.length) return null;

  const confirmDelete = (item: ScreenshotImport) =>
    void modal.confirm({
      title: t('aiSchedule:imports.deleteTitle', { name: item.name }),
      content: t('aiSchedule:imports.deleteText'),
      okText: t('aiSchedule:imports.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common:actions.cancel'),
      autoFocusButton: 'cancel',
      onOk: async () => {
        const result = await deleteImport(item.id);
        if ('error' in result) {
          const message = serverMessage(result.error);
          toast({ variant: 'error', title: t('aiSchedule:imports.deleteFailed'), description: message ? translate(message) : undefined });
        } else toast({ variant: 'success', title: t('aiSchedule:imports.deleted', { name: item.name }) });
      },
    });

  return (
    <Card className="imports" title={<h2 className="card-title">{t('aiSchedule:imports.title')}</h2>}>
      {modalHolder}
      <ul className={styles.importsList}>
        {data.imports.map((item) => (
          <li key={item.id}>
            <PictureOutlined aria-hidden className={styles.importsIcon} />
            <div className={styles.importsText}>
              <strong>{item.name}</strong>
              <span className="muted small">
                {t('aiSchedule:imports.summary', {
                  count: item.classCount,
                  from: dateOf(item.validFrom, i18n.language),
                  until: dateOf(item.validUntil, i18n.language),
                })}
              </span>
            </div>
            <Button
              danger
              icon={<DeleteOutlined aria-hidden />}
              onClick={() => confirmDelete(item)}
              aria-label={t('aiSchedule:imports.deleteNamed', { name: item.name })}
            >
              {t('aiSchedule:imports.delete')}
            </Button>
          </li>
        ))}
      </ul>
    </Card>
  );
}
