import { Alert, Button, Form, Input, Modal, Radio } from 'antd';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field';
import { useServerMessage } from '@/components/feedback/use-server-message';
import { toast } from '@/components/toasts/toast-store';
import { serverMessage } from '@/lib/api-error';
import { presenceApi } from '@/lib/api-generated/presence';
import { useBookStudySessionMutation, useUpdateStudySessionMutation, type StudySession } from '@/lib/study-sessions';
import { formatClock, wallClockAt } from '@overlap/time';
import { formatDay } from '../utils/format-time';
import { defaultSession, lengthsFrom, startsIn, zonedIso } from '../utils/session-times';
import styles from '../study-groups.module.css';

/** The free time a session is booked from (a slot of the list or a free cell of the grid). */
export interface BookableSlot {
  date: string;
  startTime: string;
  endTime: string;
  /** Where the session starts by default ("HH:MM"; a grid cell's start); the slot's start when absent. */
  start?: string;
}

interface Props {
  group: { id: string; name: string };
  slot: BookableSlot;
  /** The zone the comparison's days and times are in (the student's). */
  zone: string;
  /** Set when the booker changes a stored session. */
  session?: StudySession;
  onClose: () => void;
}

type PlaceKind = 'campus' | 'online' | 'none';

const storedTimes = (s: StudySession, zone: string) => ({
  start: wallClockAt(new Date(s.start), zone).minutes,
  length: Math.round((Date.parse(s.end) - Date.parse(s.start)) / 60_000),
});
const FIELD_SPACING = { marginBottom: 14 };
const WEB_LINK = /^https?:\/\/[^\s]+$/;
// eslint-disable-next-line no-control-regex -- the server refuses control characters; so does the form
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * Booking (or changing) a study session from common free time (docs/product/groups-and-comparison.md):
 * a title, a start and a length inside the slot (the whole slot up to 2 hours by default), a campus
 * with a room or an online link, and a note. The booker is going.
 */
export function BookSessionDialog({ group, slot, zone, session, onClose }: Props) {
  const { t, i18n } = useTranslation(['sessions', 'common']);
  const translate = useServerMessage(['sessions:server']);
  const id = useId();
  const campuses = presenceApi.useGetCampusesQuery();
  // A stored session starts where it is; a new one at the slot's start, the whole slot up to 2 hours.
  const initial = session ? storedTimes(session, zone) : defaultSession(slot);
  const [title, setTitle] = useState(session?.title ?? t('sessions:dialog.defaultTitle', { group: group.name }));
  const [start, setStart] = useState(initial.start);
  const [length, setLength] = useState(initial.length);
  const [kind, setKind] = useState<PlaceKind>(session ? (session.onlineUrl ? 'online' : session.campusId ? 'campus' : 'none') : 'campus');
  const [campusId, setCampusId] = useState(session?.campusId ?? '');
  const [room, setRoom] = useState(session?.room ?? '');
  const [link, setLink] = useState(session?.onlineUrl ?? '');
  const [note, setNote] = useState(session?.note ?? '');
  const [problem, setProblem] = useState<{ field: string; message: string }>();
  const [serverError, setServerError] = useState<string>();
  const [book, booking] = useBookStudySessionMutation();
  const [update, updating] = useUpdateStudySessionMutation();
  const busy = booking.isLoading || updating.isLoading;
  const starts = startsIn(slot, 15);
  const lengths = lengthsFrom(slot, start);
  const day = formatDay(slot.date, i18n.language, { weekday: 'long', day: 'numeric', month: 'long' });
  const errorOf = (field: string) => (problem?.field === field ? problem.message : undefined);

  const changeStart = (value: number) => {
    setStart(value);
    // Keep the length inside the slot.
    const longest = lengthsFrom(slot, value).at(-1) ?? 15;
    if (length > longest) setLength(longest);
  };

  const submit = async (e?: FormEvent) => {
    e?.preventDefault();
    if (busy) return;
    const found = !title.trim()
      ? { field: 'title', message: t('sessions:dialog.titleRequired') }
      : CONTROL.test(title)
        ? { field: 'title', message: t('sessions:server.titleControl') }
        : kind === 'campus' && !campusId
          ? { field: 'campus', message: t('sessions:dialog.campusRequired') }
          : kind === 'campus' && CONTROL.test(room)
            ? { field: 'room', message: t('sessions:server.placeControl') }
            : kind === 'online' && !WEB_LINK.test(link.trim())
              ? { field: 'link', message: t('sessions:dialog.linkInvalid') }
              : undefined;
    if (found) {
      setProblem(found);
      document.getElementById(`${id}-${found.field}`)?.focus();
      return;
    }
    const campus = campuses.data?.find((c) => c.id === campusId);
    const body = {
      title: title.trim(),
      day: slot.date,
      start: zonedIso(slot.date, start, zone),
      end: zonedIso(slot.date, start + length, zone),
      ...(kind === 'campus' ? { campusId, campusName: campus?.name ?? '', ...(room.trim() ? { room: room.trim() } : {}) } : {}),
      ...(kind === 'online' ? { onlineUrl: link.trim() } : {}),
      ...(note.trim() ? { note: note.trim() } : {}),
    };
    const result = session ? await update({ sessionId: session.id, studySessionDto: body }) : await book({ groupId: group.id, studySessionDto: body });
    if ('error' in result) {
      const message = serverMessage(result.error);
      setServerError(message ? translate(message) : t('sessions:dialog.failed'));
      return;
    }
    toast({ variant: 'success', title: t(session ? 'sessions:dialog.saved' : 'sessions:dialog.booked', { title: body.title }) });
    onClose();
  };

  const duration = (minutes: number) => `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;

  return (
    <Modal
      open
      title={t(session ? 'sessions:dialog.editTitle' : 'sessions:dialog.title')}
      onCancel={onClose}
      width={520}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('common:actions.cancel')}
        </Button>,
        <Button key="save" type="primary" htmlType="submit" form={`${id}-form`} loading={busy}>
          {t(session ? 'sessions:dialog.save' : 'sessions:dialog.book')}
        </Button>,
      ]}
    >
      <Form component={false} layout="vertical">
        <form id={`${id}-form`} className="book-session-form" onSubmit={(e) => void submit(e)} noValidate>
          <p className="muted small">{t('sessions:dialog.slot', { day, start: slot.startTime, end: slot.endTime })}</p>
          {serverError ? <Alert type="error" showIcon title={serverError} style={FIELD_SPACING} /> : null}
          <FormField id={`${id}-title`} style={FIELD_SPACING} label={t('sessions:dialog.fields.title')} error={errorOf('title')} required>
            {(control) => (
              <Input {...control} value={title} maxLength={100} onChange={(e) => (setTitle(e.target.value), setProblem(undefined))} aria-required />
            )}
          </FormField>
          <div className={styles.sgSessionWhen}>
            <FormField id={`${id}-start`} style={FIELD_SPACING} label={t('sessions:dialog.fields.start')} required>
              {(control) => (
                <select {...control} className={styles.sgSelect} value={start} onChange={(e) => changeStart(Number(e.target.value))}>
                  {starts.map((m) => (
                    <option key={m} value={m}>
                      {formatClock(m)}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <FormField id={`${id}-length`} style={FIELD_SPACING} label={t('sessions:dialog.fields.length')} required>
              {(control) => (
                <select {...control} className={styles.sgSelect} value={length} onChange={(e) => setLength(Number(e.target.value))}>
                  {lengths.map((m) => (
                    <option key={m} value={m}>
                      {duration(m)} ({formatClock(start)}–{formatClock(start + m)})
                    </option>
                  ))}
                </select>
              )}
            </FormField>
          </div>
          <fieldset className={styles.sgSessionPlace}>
            <legend>{t('sessions:dialog.fields.place')}</legend>
            <Radio.Group value={kind} onChange={(e) => (setKind(e.target.value as PlaceKind), setProblem(undefined))}>
              <Radio value="campus">{t('sessions:dialog.fields.campus')}</Radio>
              <Radio value="online">{t('sessions:dialog.fields.online')}</Radio>
              <Radio value="none">{t('sessions:dialog.fields.none')}</Radio>
            </Radio.Group>
          </fieldset>
          {kind === 'campus' ? (
            <div className={styles.sgSessionWhen}>
              <FormField id={`${id}-campus`} style={FIELD_SPACING} label={t('sessions:dialog.fields.campusName')} error={errorOf('campus')} required>
                {(control) => (
                  <select {...control} className={styles.sgSelect} value={campusId} onChange={(e) => (setCampusId(e.target.value), setProblem(undefined))}>
                    <option value="">{t('sessions:dialog.fields.chooseCampus')}</option>
                    {(campuses.data ?? []).map((c) => (
                      <option key={c.id} value={c.id}>
                        {c.name} · {c.university}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
              <FormField id={`${id}-room`} style={FIELD_SPACING} label={t('sessions:dialog.fields.room')} error={errorOf('room')}>
                {(control) => (
                  <Input
                    {...control}
                    value={room}
                    maxLength={100}
                    placeholder={t('sessions:dialog.fields.roomPlaceholder')}
                    onChange={(e) => setRoom(e.target.value)}
                  />
                )}
              </FormField>
            </div>
          ) : null}
          {kind === 'online' ? (
            <FormField id={`${id}-link`} style={FIELD_SPACING} label={t('sessions:dialog.fields.link')} error={errorOf('link')} required>
              {(control) => (
                <Input
                  {...control}
                  type="url"
                  value={link}
                  maxLength={500}
                  placeholder="https://"
                  onChange={(e) => (setLink(e.target.value), setProblem(undefined))}
                />
              )}
            </FormField>
          ) : null}
          <FormField id={`${id}-note`} style={FIELD_SPACING} label={t('sessions:dialog.fields.note')}>
            {(control) => (
              <Input.TextArea {...control} value={note} maxLength={1000} autoSize={{ minRows: 2, maxRows: 4 }} onChange={(e) => setNote(e.target.value)} />
            )}
          </FormField>
        </form>
      </Form>
    </Modal>
  );
}
