import { DeleteOutlined } from '@ant-design/icons';
import { Alert, Button, Checkbox, Form, Input, Modal, Popconfirm, Switch } from 'antd';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field';
import { useServerMessage } from '@/components/feedback/use-server-message';
import { toast } from '@/components/toasts/toast-store';
import { serverMessage } from '@/lib/api-error';
import { useCreateOwnEventMutation, useDeleteOwnEventMutation, useUpdateOwnEventMutation } from '../api/own-events-api';
import {
  OWN_EVENT_NOTE_MAX,
  OWN_EVENT_PLACE_MAX,
  OWN_EVENT_TITLE_MAX,
  ownEventDto,
  ownEventProblem,
  type OwnEventForm,
  type OwnEventProblem,
} from '../utils/own-event-form';
import styles from '../own-events.module.css';

interface Props {
  /** The form to start from: a new event's day and times, or a stored event's values. */
  initial: OwnEventForm;
  /** Set when editing a stored event. */
  eventId?: string;
  onClose: () => void;
}

// The dialog's fields a little closer than antd's 24 px.
const FIELD_SPACING = { marginBottom: 14 };

const FIELD_OF: Record<OwnEventProblem, keyof OwnEventForm> = {
  titleRequired: 'title',
  titleControl: 'title',
  placeControl: 'location',
  time: 'date',
  endBeforeStart: 'end',
  tooLong: 'end',
  untilBeforeStart: 'until',
};

/**
 * Adding or changing an own event (docs/product/calendar.md): a title, a day with a start and an end,
 * every week or once, an optional place and note, and whether the student's groups see the title
 * (off: they see only "busy"). Moving an event is changing its day or times here.
 */
export function OwnEventDialog({ initial, eventId, onClose }: Props) {
  const { t } = useTranslation(['ownEvents', 'common']);
  const translate = useServerMessage(['ownEvents:server']);
  const [form, setForm] = useState(initial);
  const [problem, setProblem] = useState<OwnEventProblem>();
  const [serverError, setServerError] = useState<string>();
  const [create, creating] = useCreateOwnEventMutation();
  const [update, updating] = useUpdateOwnEventMutation();
  const [remove, removing] = useDeleteOwnEventMutation();
  const busy = creating.isLoading || updating.isLoading || removing.isLoading;
  const id = useId();
  const ids = {
    title: `${id}-title`,
    date: `${id}-date`,
    start: `${id}-start`,
    end: `${id}-end`,
    until: `${id}-until`,
    location: `${id}-place`,
    note: `${id}-note`,
  };
  const set = <K extends keyof OwnEventForm>(key: K, value: OwnEventForm[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setProblem(undefined);
    setServerError(undefined);
  };
  const errorOf = (field: keyof OwnEventForm) => (problem && FIELD_OF[problem] === field ? t(`ownEvents:problems.${problem}`) : undefined);

  const submit = async (e?: FormEvent) => {
    e?.preventDefault();
    if (busy) return;
    const found = ownEventProblem(form);
    if (found) {
      setProblem(found);
      document.getElementById(ids[FIELD_OF[found] as keyof typeof ids] ?? ids.title)?.focus();
      return;
    }
    const body = ownEventDto(form);
    const result = eventId ? await update({ eventId, ownEventDto: body }) : await create(body);
    if ('error' in result) {
      const message = serverMessage(result.error);
      setServerError(message ? translate(message) : t('ownEvents:failed'));
      return;
    }
    toast({ variant: 'success', title: t(eventId ? 'ownEvents:saved' : 'ownEvents:added', { title: body.title }) });
    onClose();
  };

  const deleteEvent = async () => {
    if (!eventId || busy) return;
    const result = await remove(eventId);
    if ('error' in result) {
      setServerError(t('ownEvents:deleteFailed'));
      return;
    }
    toast({ variant: 'success', title: t('ownEvents:deleted', { title: form.title.trim() }) });
    onClose();
  };

  return (
    <Modal
      open
      title={t(eventId ? 'ownEvents:editTitle' : 'ownEvents:newTitle')}
      onCancel={onClose}
      width={540}
      destroyOnHidden
      footer={[
        eventId ? (
          <Popconfirm
            key="delete"
            title={t('ownEvents:deleteConfirm', { title: form.title.trim() || initial.title })}
            okText={t('ownEvents:delete')}
            okButtonProps={{ danger: true }}
            cancelText={t('common:actions.cancel')}
            onConfirm={() => deleteEvent()}
          >
            <Button danger icon={<DeleteOutlined aria-hidden />} loading={removing.isLoading}>
              {t('ownEvents:delete')}
            </Button>
          </Popconfirm>
        ) : null,
        <Button key="cancel" onClick={onClose}>
          {t('common:actions.cancel')}
        </Button>,
        <Button key="save" type="primary" htmlType="submit" form={`${id}-form`} loading={creating.isLoading || updating.isLoading}>
          {t(eventId ? 'ownEvents:save' : 'ownEvents:add')}
        </Button>,
      ]}
    >
      <Form component={false} layout="vertical">
        <form id={`${id}-form`} onSubmit={(e) => void submit(e)} noValidate>
          {serverError ? <Alert type="error" showIcon title={serverError} className={styles.ownEventError} /> : null}
          <FormField id={ids.title} style={FIELD_SPACING} label={t('ownEvents:fields.title')} error={errorOf('title')} required>
            {(control) => (
              <Input
                {...control}
                value={form.title}
                onChange={(e) => set('title', e.target.value)}
                maxLength={OWN_EVENT_TITLE_MAX}
                placeholder={t('ownEvents:fields.titlePlaceholder')}
                autoFocus
                aria-required
              />
            )}
          </FormField>
          <div className={styles.ownEventWhen}>
            <FormField id={ids.date} style={FIELD_SPACING} label={t('ownEvents:fields.date')} error={errorOf('date')} required className={styles.ownEventDate}>
              {(control) => <Input {...control} type="date" value={form.date} onChange={(e) => set('date', e.target.value)} aria-required />}
            </FormField>
            <FormField id={ids.start} style={FIELD_SPACING} label={t('ownEvents:fields.start')} required>
              {(control) => <Input {...control} type="time" step={300} value={form.start} onChange={(e) => set('start', e.target.value)} aria-required />}
            </FormField>
            <FormField id={ids.end} style={FIELD_SPACING} label={t('ownEvents:fields.end')} error={errorOf('end')} required>
              {(control) => <Input {...control} type="time" step={300} value={form.end} onChange={(e) => set('end', e.target.value)} aria-required />}
            </FormField>
          </div>
          <Checkbox checked={form.weekly} onChange={(e) => set('weekly', e.target.checked)} className={styles.ownEventWeekly}>
            {t('ownEvents:fields.weekly')}
          </Checkbox>
          {form.weekly ? (
            <FormField id={ids.until} style={FIELD_SPACING} label={t('ownEvents:fields.until')} hint={t('ownEvents:fields.untilHint')} error={errorOf('until')}>
              {(control) => <Input {...control} type="date" value={form.until} min={form.date} onChange={(e) => set('until', e.target.value)} />}
            </FormField>
          ) : null}
          <FormField id={ids.location} style={FIELD_SPACING} label={t('ownEvents:fields.place')} error={errorOf('location')}>
            {(control) => (
              <Input
                {...control}
                value={form.location}
                onChange={(e) => set('location', e.target.value)}
                maxLength={OWN_EVENT_PLACE_MAX}
                placeholder={t('ownEvents:fields.placePlaceholder')}
              />
            )}
          </FormField>
          <FormField id={ids.note} style={FIELD_SPACING} label={t('ownEvents:fields.note')}>
            {(control) => (
              <Input.TextArea
                {...control}
                value={form.note}
                onChange={(e) => set('note', e.target.value)}
                maxLength={OWN_EVENT_NOTE_MAX}
                autoSize={{ minRows: 2, maxRows: 5 }}
              />
            )}
          </FormField>
          <div className={styles.ownEventShare}>
            <Switch id={`${id}-share`} checked={form.showTitle} onChange={(checked) => set('showTitle', checked)} aria-describedby={`${id}-share-hint`} />
            <div>
              <label htmlFor={`${id}-share`}>{t('ownEvents:fields.showTitle')}</label>
              <p id={`${id}-share-hint`} className="muted small">
                {form.showTitle ? t('ownEvents:fields.showTitleOn') : t('ownEvents:fields.showTitleOff')}
              </p>
            </div>
          </div>
        </form>
      </Form>
    </Modal>
  );
}
