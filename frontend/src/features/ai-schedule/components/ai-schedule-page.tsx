import { CheckCircleOutlined, LinkOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Form, Input, Spin, Steps } from 'antd';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PageSpinner } from '@/components/feedback/page-spinner';
import { ServiceUnavailable } from '@/components/feedback/service-unavailable';
import { useServerMessage } from '@/components/feedback/use-server-message';
import { FormField } from '@/components/form-field';
import { toast } from '@/components/toasts/toast-store';
import { isUnavailable, serverMessage } from '@/lib/api-error';
import { useAnalyseScreenshotMutation, useGetParseStatusQuery, useSaveScreenshotMutation } from '../api/parse-api';
import { newRowKey, rangeError, reviewErrors, unsureCount, type ReviewRow } from '../utils/review-rows';
import { ImportsList } from './imports-list';
import { ReviewTable } from './review-table';
import { ScreenshotPicker } from './screenshot-picker';
import styles from '../ai-schedule.module.css';

const SERVER_SECTIONS = ['aiSchedule:server'];
/** How long the calendar keeps re-reading the week while the saved classes travel to it. */
const CALENDAR_CATCH_UP_MS = 20_000;

type Stage = 'pick' | 'reading' | 'review';
type Reader = 'vision' | 'on-device';
const LANGUAGES = ['en', 'da', 'de', 'es', 'fr', 'zh'] as const;

/** /ai-schedule: a timetable screenshot read by a vision model, reviewed and corrected, saved as weekly classes. */
export function AiSchedulePage() {
  const { t, i18n } = useTranslation(['aiSchedule', 'common']);
  const navigate = useNavigate();
  const translate = useServerMessage(SERVER_SECTIONS);
  const status = useGetParseStatusQuery();
  const [analyse] = useAnalyseScreenshotMutation();
  const [saveScreenshot, saving] = useSaveScreenshotMutation();
  const [stage, setStage] = useState<Stage>('pick');
  const [preview, setPreview] = useState<string>();
  const [rows, setRows] = useState<ReviewRow[]>([]);
  const [found, setFound] = useState(0);
  const [file, setFile] = useState<File>();
  const [reader, setReader] = useState<Reader>();
  const [analyseError, setAnalyseError] = useState<string>();
  const [saveError, setSaveError] = useState<string>();
  const [name, setName] = useState('');
  const [from, setFrom] = useState('');
  const [until, setUntil] = useState('');
  const [triedSave, setTriedSave] = useState(false);
  const errors = useMemo(() => reviewErrors(rows), [rows]);
  const range = rangeError(from, until);
  // Nothing is saved while a highlighted field is neither corrected nor confirmed.
  const unsure = unsureCount(rows);

  // The picture stays beside the table while reviewing; its object URL is freed when replaced.
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  // The timetable is most likely in the student's own language; the server reads English too.
  const language = LANGUAGES.find((l) => i18n.language?.startsWith(l));

  const read = async (picked: File, asked?: Reader) => {
    setAnalyseError(undefined);
    setSaveError(undefined);
    setTriedSave(false);
    if (picked !== file) {
      setFile(picked);
      setPreview(URL.createObjectURL(picked));
    }
    setStage('reading');
    const result = await analyse({ body: picked, ...(asked ? { reader: asked } : {}), ...(language ? { lang: language } : {}) });
    if ('error' in result) {
      const message = serverMessage(result.error);
      setAnalyseError(message ? translate(message) : t('aiSchedule:errors.readFailed'));
      setStage('pick');
      return;
    }
    setRows(result.data.events.map(({ confidence, ...e }) => ({ ...e, key: newRowKey(), ...(confidence ? { confidence } : {}) })));
    setFound(result.data.events.length);
    setReader(result.data.reader);
    // The week the screenshot's dates show is offered as the start, unless the student already chose one.
    if (result.data.weekOf) setFrom((chosen) => chosen || result.data.weekOf!);
    setStage('review');
  };

  const startOver = () => {
    setStage('pick');
    setRows([]);
    setPreview(undefined);
    setFile(undefined);
    setReader(undefined);
    setSaveError(undefined);
    setTriedSave(false);
  };

  const save = async (e: FormEvent) => {
    e.preventDefault();
    setTriedSave(true);
    setSaveError(undefined);
    if (!rows.length) {
      setSaveError(t('aiSchedule:errors.noRows'));
      return;
    }
    if (errors.size || range || unsure) return;
    const result = await saveScreenshot({
      events: rows.map(({ weekday, start, end, title, location, type }) => ({ weekday, start, end, title: title.trim(), location: location.trim(), type })),
      ...(name.trim() ? { name: name.trim() } : {}),
      ...(from ? { startDate: from } : {}),
      ...(until ? { endDate: until } : {}),
    });
    if ('error' in result) {
      const message = serverMessage(result.error);
      setSaveError(message ? translate(message) : t('aiSchedule:errors.saveFailed'));
      return;
    }
    toast({ variant: 'success', title: t('aiSchedule:saved.title'), description: t('aiSchedule:saved.text', { count: result.data.classCount }) });
    navigate('/', { state: { refreshUntil: Date.now() + CALENDAR_CATCH_UP_MS } });
  };

  const other: Reader | undefined =
    reader === 'vision' && status.data?.onDevice ? 'on-device' : reader === 'on-device' && status.data?.vision ? 'vision' : undefined;
  const current = stage === 'pick' ? 0 : stage === 'reading' ? 1 : 2;
  const steps = (
    <Steps
      className={styles.importSteps}
      current={current}
      size="small"
      items={[
        { title: t('aiSchedule:steps.upload.title'), content: t('aiSchedule:steps.upload.text') },
        { title: t('aiSchedule:steps.read.title'), content: t('aiSchedule:steps.read.text'), status: stage === 'reading' ? 'process' : undefined },
        { title: t('aiSchedule:steps.review.title'), content: t('aiSchedule:steps.review.text') },
        { title: t('aiSchedule:steps.save.title'), content: t('aiSchedule:steps.save.text') },
      ]}
    />
  );

  const feedOffer = (
    <Card className="feed-offer">
      <h2 className="card-title">
        <LinkOutlined aria-hidden /> {t('aiSchedule:feedTitle')}
      </h2>
      <p className="muted">{t('aiSchedule:feedText')}</p>
      <Button onClick={() => navigate('/upload')}>{t('aiSchedule:feedButton')}</Button>
    </Card>
  );

  let body;
  if (status.isLoading) body = <PageSpinner />;
  else if (isUnavailable(status.error))
    body = <ServiceUnavailable error={status.error} title={t('aiSchedule:unavailableTitle')} onRetry={() => void status.refetch()} />;
  else if (status.data && !status.data.configured)
    body = (
      <Alert
        type="warning"
        showIcon
        className="not-configured"
        title={t('aiSchedule:notConfigured.title')}
        description={t('aiSchedule:notConfigured.text')}
        action={
          <Button type="primary" onClick={() => navigate('/upload')}>
            {t('aiSchedule:feedButton')}
          </Button>
        }
      />
    );
  else if (status.error)
    body = (
      <Alert
        type="error"
        showIcon
        title={t('aiSchedule:errors.statusFailed')}
        action={<Button onClick={() => void status.refetch()}>{t('common:actions.retry')}</Button>}
      />
    );
  else if (stage === 'review')
    body = (
      <Card>
        <Alert
          className={styles.foundAlert}
          type={found ? 'success' : 'info'}
          showIcon
          icon={found ? <CheckCircleOutlined aria-hidden /> : undefined}
          title={t(reader === 'on-device' ? 'aiSchedule:foundOnDevice' : 'aiSchedule:found', { count: found })}
          description={
            <>
              <span className="reader-used">{t(reader === 'on-device' ? 'aiSchedule:reader.onDevice' : 'aiSchedule:reader.vision')}</span>{' '}
              {found ? t('aiSchedule:review.lead') : t('aiSchedule:review.noneFound')}
              {unsure ? <span className={styles.unsureLead}> {t('aiSchedule:review.unsureLead', { count: unsure })}</span> : null}
              {other && file ? (
                // Below the text, not beside it: a phone keeps the message its whole width.
                <Button className={styles.tryOther} size="small" onClick={() => void read(file, other)} disabled={saving.isLoading}>
                  {t(other === 'vision' ? 'aiSchedule:reader.tryVision' : 'aiSchedule:reader.tryOnDevice')}
                </Button>
              ) : null}
            </>
          }
        />
        <div className={styles.reviewLayout}>
          {preview ? (
            <figure className={styles.reviewPreview}>
              <img src={preview} alt={t('aiSchedule:review.previewAlt')} />
            </figure>
          ) : null}
          <Form layout="vertical" component="div" className={styles.reviewForm}>
            <form onSubmit={(e) => void save(e)} noValidate aria-label={t('aiSchedule:review.formLabel')}>
              <ReviewTable rows={rows} onChange={setRows} errors={errors} showErrors={triedSave} disabled={saving.isLoading} />
              {triedSave && errors.size ? <Alert className="form-alert" type="error" showIcon title={t('aiSchedule:errors.fixRows')} /> : null}
              <div className={styles.reviewOptions}>
                <FormField id="import-name" label={t('aiSchedule:options.name')} hint={t('aiSchedule:options.nameHint')}>
                  {(p) => (
                    <Input
                      {...p}
                      value={name}
                      maxLength={100}
                      onChange={(e) => setName(e.target.value)}
                      placeholder={t('aiSchedule:options.namePlaceholder')}
                    />
                  )}
                </FormField>
                <FormField id="import-from" label={t('aiSchedule:options.from')} hint={t('aiSchedule:options.fromHint')}>
                  {(p) => <Input {...p} type="date" value={from} onChange={(e) => setFrom(e.target.value)} />}
                </FormField>
                <FormField
                  id="import-until"
                  label={t('aiSchedule:options.until')}
                  error={triedSave && range ? t(range) : undefined}
                  hint={t('aiSchedule:options.untilHint')}
                >
                  {(p) => <Input {...p} type="date" value={until} onChange={(e) => setUntil(e.target.value)} />}
                </FormField>
              </div>
              {saveError ? <Alert className="form-alert" type="error" showIcon title={saveError} /> : null}
              <div className="form-actions">
                <Button onClick={startOver} disabled={saving.isLoading}>
                  {t('aiSchedule:review.startOver')}
                </Button>
                <Button
                  type="primary"
                  htmlType="submit"
                  loading={saving.isLoading}
                  disabled={unsure > 0}
                  aria-describedby={unsure ? 'save-blocked' : undefined}
                >
                  {t('aiSchedule:review.save', { count: rows.length })}
                </Button>
              </div>
              {unsure ? (
                <p id="save-blocked" className="save-blocked" role="status">
                  {t('aiSchedule:review.saveBlocked', { count: unsure })}
                </p>
              ) : null}
            </form>
          </Form>
        </div>
      </Card>
    );
  else
    body = (
      <Card>
        {stage === 'reading' ? (
          <div className="reading" role="status" aria-live="polite">
            {preview ? <img src={preview} alt="" className={styles.readingThumb} /> : null}
            <Spin />
            <p>
              <strong>{t('aiSchedule:reading.title')}</strong>
              <br />
              <span className="muted">{t('aiSchedule:reading.text')}</span>
            </p>
          </div>
        ) : (
          <>
            <ScreenshotPicker onPick={(file) => void read(file)} />
            {analyseError ? (
              <Alert className={styles.analyseError} type="error" showIcon title={t('aiSchedule:errors.readTitle')} description={analyseError} />
            ) : null}
          </>
        )}
      </Card>
    );

  return (
    <div className="page page-wide ai-schedule-page">
      <header className="page-header">
        <h1>{t('aiSchedule:title')}</h1>
        <p>{t('aiSchedule:lead')}</p>
      </header>
      {status.data?.configured ? steps : null}
      {body}
      <ImportsList />
      {feedOffer}
    </div>
  );
}
