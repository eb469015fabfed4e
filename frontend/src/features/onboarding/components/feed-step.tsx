import { CameraOutlined, CheckCircleFilled, EyeOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input } from 'antd';
import { useState, type FormEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DEFAULT_SYNC_INTERVAL, FEED_NAME_MAX } from '@overlap/contracts';
import { PageSpinner } from '@/components/feedback/page-spinner';
import { useServerMessage } from '@/components/feedback/use-server-message';
import { FormField } from '@/components/form-field';
import { toast } from '@/components/toasts/toast-store';
import { fieldErrors, serverMessage } from '@/lib/api-error';
import { useCurrentUser } from '@/lib/auth';
import { useCreateFeedMutation, usePreviewFeedMutation, type FeedPreview as Preview } from '../api/onboarding-api';
import { feedUrlError } from '../utils/feed-url';
import { FeedPreview } from './feed-preview';
import styles from '../onboarding.module.css';

/** Ingestion's English messages: the feed's own (feeds namespace) and the preview's retry wording. */
const SERVER_SECTIONS = ['feeds:server', 'feeds:validation', 'onboarding:server'];

interface Props {
  headingRef: RefObject<HTMLHeadingElement | null>;
  defaultName: string;
  saved: boolean;
  onSaved: () => void;
  onBack: () => void;
  onContinue: () => void;
  onSkip: () => void;
}

/**
 * Step 3: paste the link, see the first weeks (read by the server, stored nowhere), then save it
 * as an ordinary feed subscription — or take the screenshot import instead.
 */
export function FeedStep({ headingRef, defaultName, saved, onSaved, onBack, onContinue, onSkip }: Props) {
  const { t } = useTranslation(['onboarding', 'feeds', 'common']);
  const user = useCurrentUser();
  const translate = useServerMessage(SERVER_SECTIONS);
  const [url, setUrl] = useState('');
  const [name, setName] = useState(defaultName);
  const [urlError, setUrlError] = useState<string>();
  const [nameError, setNameError] = useState<string>();
  const [saveError, setSaveError] = useState<string>();
  const [preview, setPreview] = useState<{ url: string; answer: Preview }>();
  const [requestPreview, previewing] = usePreviewFeedMutation();
  const [createFeed, creating] = useCreateFeedMutation();
  const previewed = preview && preview.url === url.trim() ? preview.answer : undefined;

  const showPreview = async (e: FormEvent) => {
    e.preventDefault();
    const problem = feedUrlError(url);
    setUrlError(problem ? t(problem) : undefined);
    setSaveError(undefined);
    if (problem) return;
    const link = url.trim();
    const result = await requestPreview({ url: link });
    if ('error' in result) {
      const message = fieldErrors(result.error).url ?? serverMessage(result.error);
      setUrlError(message ? translate(message) : t('onboarding:feed.previewFailed'));
      setPreview(undefined);
      return;
    }
    setPreview({ url: link, answer: result.data });
  };

  const save = async () => {
    const trimmed = name.trim();
    const problem = !trimmed ? 'feeds:validation.nameRequired' : trimmed.length > FEED_NAME_MAX ? 'feeds:validation.nameTooLong' : undefined;
    setNameError(problem ? t(problem) : undefined);
    if (problem || !previewed) return;
    const result = await createFeed({ userId: user.id, name: trimmed, url: url.trim(), syncInterval: DEFAULT_SYNC_INTERVAL });
    if ('error' in result) {
      const fields = fieldErrors(result.error);
      if (fields.url) setUrlError(translate(fields.url));
      if (fields.name) setNameError(translate(fields.name));
      const message = serverMessage(result.error);
      if (!fields.url && !fields.name) setSaveError(message ? translate(message) : t('onboarding:feed.saveFailed'));
      return;
    }
    toast({ variant: 'success', title: t('onboarding:feed.savedTitle'), description: t('onboarding:feed.savedText') });
    onSaved();
  };

  const heading = (
    <h2 id="onboarding-step-title" ref={headingRef} tabIndex={-1} className={styles.stepTitle}>
      {t('onboarding:feed.title')}
    </h2>
  );

  if (saved)
    return (
      <section aria-labelledby="onboarding-step-title">
        {heading}
        <div className={styles.saved} role="status">
          <CheckCircleFilled aria-hidden className={styles.savedIcon} />
          <div>
            <strong>{t('onboarding:feed.savedTitle')}</strong>
            <p>{t('onboarding:feed.savedText')}</p>
          </div>
        </div>
        <div className={styles.actions}>
          <Button type="primary" onClick={onContinue}>
            {t('onboarding:actions.continue')}
          </Button>
        </div>
      </section>
    );

  return (
    <section aria-labelledby="onboarding-step-title">
      {heading}
      <p className="muted">{t('onboarding:feed.lead')}</p>
      <Form layout="vertical" component="div">
        <form onSubmit={(e) => void showPreview(e)} noValidate className={styles.linkForm}>
          <FormField
            id="onboarding-url"
            className={styles.linkField}
            label={t('onboarding:feed.url')}
            error={urlError}
            hint={t('onboarding:feed.urlHint')}
            required
          >
            {(p) => (
              <Input
                {...p}
                type="url"
                inputMode="url"
                value={url}
                onChange={(e) => {
                  setUrl(e.target.value);
                  setUrlError(undefined);
                  setSaveError(undefined);
                }}
                placeholder="https://cloud.timeedit.net/…/ri.ics"
                autoComplete="off"
                spellCheck={false}
              />
            )}
          </FormField>
          <Button
            htmlType="submit"
            className={styles.linkSubmit}
            icon={<EyeOutlined aria-hidden />}
            loading={previewing.isLoading}
            type={previewed ? 'default' : 'primary'}
          >
            {t('onboarding:feed.preview')}
          </Button>
        </form>
        {previewing.isLoading ? <PageSpinner label={t('onboarding:preview.loading')} /> : null}
        {!previewing.isLoading && preview && !previewed ? <Alert className="form-alert" type="info" showIcon title={t('onboarding:feed.changed')} /> : null}
        {!previewing.isLoading && previewed ? (
          <>
            <FeedPreview preview={previewed} />
            <FormField id="onboarding-name" label={t('onboarding:feed.name')} error={nameError} required>
              {(p) => (
                <Input
                  {...p}
                  value={name}
                  onChange={(e) => {
                    setName(e.target.value);
                    setNameError(undefined);
                  }}
                  maxLength={120}
                  autoComplete="off"
                />
              )}
            </FormField>
            {saveError ? <Alert className="form-alert" type="error" showIcon title={saveError} /> : null}
            <Button type="primary" onClick={() => void save()} loading={creating.isLoading}>
              {t('onboarding:feed.save')}
            </Button>
          </>
        ) : null}
      </Form>
      <aside className={styles.alternative} aria-labelledby="onboarding-screenshot-title">
        <CameraOutlined aria-hidden className={styles.alternativeIcon} />
        <div>
          <h3 id="onboarding-screenshot-title" className={styles.subtitle}>
            {t('onboarding:feed.screenshotTitle')}
          </h3>
          <p className="muted">{t('onboarding:feed.screenshotText')}</p>
          <Link to="/ai-schedule">{t('onboarding:feed.screenshot')}</Link>
        </div>
      </aside>
      <div className={styles.actions}>
        <Button onClick={onBack}>{t('onboarding:actions.back')}</Button>
        <Button type="link" onClick={onSkip}>
          {t('onboarding:actions.skipStep')}
        </Button>
      </div>
    </section>
  );
}
