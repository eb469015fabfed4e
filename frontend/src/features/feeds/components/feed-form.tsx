import { Alert, Button, Form, Input, Select } from 'antd';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field';
import { DEFAULT_SYNC_INTERVAL, SYNC_INTERVALS } from '@overlap/contracts';
import { validateFeedForm, type FeedField, type FeedFormValues } from '../utils/feed-form';

export const EMPTY_FEED: FeedFormValues = { name: '', url: '', syncInterval: DEFAULT_SYNC_INTERVAL };

interface Props {
  /** Set when editing: the form starts from these values (the URL as the server shows it, masked). Read once, at mount. */
  initial?: FeedFormValues;
  editing: boolean;
  submitting: boolean;
  /** Already translated: the server's message or 'Failed to save subscription'. */
  saveError?: string;
  /** Per-field messages of a refused save, already translated. */
  serverFieldErrors?: Partial<Record<FeedField, string>>;
  onSubmit: (values: FeedFormValues) => void;
  onCancel: () => void;
}

/** Add or edit a feed — name, ICS link (http, https or webcal) and sync interval. */
// Closer than antd's 24 px, with or without a hint under the field.
const FIELD_SPACING = { marginBottom: 16 };

export function FeedForm({ initial, editing, submitting, saveError, serverFieldErrors, onSubmit, onCancel }: Props) {
  const { t } = useTranslation(['feeds', 'common']);
  const [values, setValues] = useState<FeedFormValues>(initial ?? EMPTY_FEED);
  const [errors, setErrors] = useState<Partial<Record<FeedField, string>>>({});
  const nameRef = useRef<HTMLInputElement>(null);

  // Mounted afresh for each feed to edit (the page keys it): start typing where the name is.
  useEffect(() => {
    if (editing) nameRef.current?.focus();
  }, [editing]);

  useEffect(() => {
    if (serverFieldErrors) setErrors((e) => ({ ...e, ...serverFieldErrors }));
  }, [serverFieldErrors]);

  const change = <F extends FeedField>(field: F, value: FeedFormValues[F]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = validateFeedForm(values);
    setErrors(Object.fromEntries(Object.entries(found).map(([k, v]) => [k, t(v)])));
    if (Object.values(found).some(Boolean)) return;
    onSubmit({ name: values.name.trim(), url: values.url.trim(), syncInterval: values.syncInterval });
  };

  const title = editing ? t('feeds:form.editTitle') : t('feeds:form.addTitle');
  return (
    <Form layout="vertical" component="div">
      <form onSubmit={submit} noValidate aria-label={title} className="feed-form">
        <FormField id="feed-name" style={FIELD_SPACING} label={t('feeds:form.name')} error={errors.name} hint={t('feeds:form.nameHint')} required>
          {(p) => (
            <Input
              {...p}
              ref={(el) => {
                nameRef.current = el?.input ?? null;
              }}
              value={values.name}
              onChange={(e) => change('name', e.target.value)}
              placeholder={t('feeds:form.namePlaceholder')}
              maxLength={120}
              autoComplete="off"
            />
          )}
        </FormField>
        <FormField id="feed-url" style={FIELD_SPACING} label={t('feeds:form.url')} error={errors.url} hint={t('feeds:form.urlHint')} required>
          {(p) => (
            <Input
              {...p}
              type="url"
              inputMode="url"
              value={values.url}
              onChange={(e) => change('url', e.target.value)}
              placeholder="https://cloud.timeedit.net/…/ri.ics"
              autoComplete="off"
              spellCheck={false}
            />
          )}
        </FormField>
        <FormField id="feed-interval" style={FIELD_SPACING} label={t('feeds:form.interval')} error={errors.syncInterval}>
          {(p) => (
            <Select
              id={p.id}
              aria-invalid={p['aria-invalid']}
              aria-describedby={p['aria-describedby']}
              value={values.syncInterval}
              onChange={(value) => change('syncInterval', value)}
              options={SYNC_INTERVALS.map((minutes) => ({ value: minutes, label: t(`feeds:intervals.${minutes}`) }))}
            />
          )}
        </FormField>
        {saveError ? <Alert className="form-alert" type="error" showIcon title={saveError} /> : null}
        <div className="form-actions">
          {editing ? <Button onClick={onCancel}>{t('common:actions.cancel')}</Button> : null}
          <Button type="primary" htmlType="submit" loading={submitting}>
            {editing ? t('feeds:form.save') : t('feeds:form.add')}
          </Button>
        </div>
      </form>
    </Form>
  );
}
