import { Alert, Button, Card, Form, Result } from 'antd';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PageSpinner } from '@/components/feedback/page-spinner';
import { useServerMessage } from '@/components/feedback/use-server-message';
import { FormField } from '@/components/form-field';
import { PasswordInput } from '@/components/password-input';
import { toast } from '@/components/toasts/toast-store';
import { serverMessage } from '@/lib/api-error';
import { useForgetSession, useResetPasswordMutation, useSession, useValidateResetTokenQuery } from '@/lib/auth';
import { confirmationError, hasErrors, passwordError } from '@/utils/validation';
import styles from '../auth.module.css';

type Field = 'newPassword' | 'confirmPassword';

/**
 * /reset-password?token=…: invalid link, form, success (docs/product/accounts.md). It works signed in
 * too (issue 18): the reset ends every session of the account, this browser's as well, so
 * afterwards the app forgets its user and Sign In Now leads to the sign-in form.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation(['auth', 'common']);
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [done, setDone] = useState(false);
  const validation = useValidateResetTokenQuery(token, { skip: !token || done });
  const { user } = useSession();
  const forgetSession = useForgetSession();

  const finish = () => {
    setDone(true);
    if (user) forgetSession();
  };

  if (done) return <ResetComplete />;
  if (!token) return <InvalidLink reason={t('common:validation.resetTokenMissing')} />;
  if (validation.isLoading) return <PageSpinner label={t('auth:reset.checking')} />;
  if (!validation.data?.valid) return <InvalidLink reason={validation.isError ? t('common:errors.resetFailed') : t('auth:reset.expired')} />;
  return <ResetForm token={token} onDone={finish} />;
}

function ResetForm({ token, onDone }: { token: string; onDone: () => void }) {
  const { t } = useTranslation(['auth', 'common']);
  const translateServer = useServerMessage();
  const [values, setValues] = useState({ newPassword: '', confirmPassword: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | undefined>(undefined);
  const [reset, { isLoading }] = useResetPasswordMutation();

  const change = (field: Field) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    setErrors((errs) => ({ ...errs, [field]: undefined }));
    setFormError(undefined);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = { newPassword: passwordError(values.newPassword), confirmPassword: confirmationError(values.newPassword, values.confirmPassword) };
    setErrors({ newPassword: found.newPassword && t(found.newPassword), confirmPassword: found.confirmPassword && t(found.confirmPassword) });
    if (hasErrors(found)) return;
    const result = await reset({ token, newPassword: values.newPassword });
    if ('error' in result) {
      const message = serverMessage(result.error);
      setFormError(message ? translateServer(message) : t('common:errors.resetFailed'));
      toast({ variant: 'error', title: t('auth:toast.resetFailedTitle'), description: t('auth:toast.resetFailedText') });
      return;
    }
    toast({ variant: 'success', title: t('auth:toast.resetSuccess') });
    onDone();
  };

  return (
    <div className={styles.authScreen}>
      <Card className={styles.authCard}>
        <h1 className={styles.authTitle}>{t('auth:reset.title')}</h1>
        <p className={styles.authLead}>{t('auth:reset.lead')}</p>
        <Form layout="vertical" component="div">
          <form onSubmit={submit} noValidate>
            {formError ? <Alert type="error" showIcon title={formError} className="form-alert" /> : null}
            <FormField id="reset-new-password" label={t('auth:reset.newPassword')} error={errors.newPassword} required>
              {(p) => <PasswordInput {...p} autoComplete="new-password" value={values.newPassword} onChange={change('newPassword')} />}
            </FormField>
            <FormField id="reset-confirm-password" label={t('auth:reset.confirmPassword')} error={errors.confirmPassword} required>
              {(p) => <PasswordInput {...p} autoComplete="new-password" value={values.confirmPassword} onChange={change('confirmPassword')} />}
            </FormField>
            <Button type="primary" htmlType="submit" block loading={isLoading}>
              {t('auth:reset.submit')}
            </Button>
          </form>
        </Form>
      </Card>
    </div>
  );
}

function InvalidLink({ reason }: { reason: string }) {
  const { t } = useTranslation(['auth']);
  const navigate = useNavigate();
  return (
    <div className={styles.authScreen}>
      <Card className={styles.authCard}>
        <Result
          status="warning"
          title={<h1 className="result-title">{t('auth:reset.invalidTitle')}</h1>}
          subTitle={reason}
          extra={
            <Button type="primary" onClick={() => navigate('/auth?mode=forgot')}>
              {t('auth:reset.requestNew')}
            </Button>
          }
        />
      </Card>
    </div>
  );
}

function ResetComplete() {
  const { t } = useTranslation(['auth']);
  const navigate = useNavigate();
  return (
    <div className={styles.authScreen}>
      <Card className={styles.authCard}>
        <Result
          status="success"
          title={<h1 className="result-title">{t('auth:reset.completeTitle')}</h1>}
          subTitle={t('auth:reset.completeText')}
          extra={
            <Button type="primary" onClick={() => navigate('/auth')}>
              {t('auth:reset.signInNow')}
            </Button>
          }
        />
      </Card>
    </div>
  );
}
