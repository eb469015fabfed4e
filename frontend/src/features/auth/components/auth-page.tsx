import { ArrowLeftOutlined, CheckCircleFilled } from '@ant-design/icons';
import { Alert, Button, Card, Form, Input, Tabs } from 'antd';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useServerMessage } from '@/components/feedback/use-server-message';
import { FormField } from '@/components/form-field';
import { PasswordInput } from '@/components/password-input';
import { toast } from '@/components/toasts/toast-store';
import { fieldErrors, serverMessage } from '@/lib/api-error';
import { useForgotPasswordMutation, useLoginMutation, useSignupMutation } from '@/lib/auth';
import { RETURN_PARAM, safeReturnPath } from '@/lib/return-path';
import { hasErrors, type Errors } from '@/utils/validation';
import { EMPTY_AUTH_VALUES, validateAuth, type AuthField, type AuthMode, type AuthValues } from '../utils/auth-form';
import styles from '../auth.module.css';

const initialMode = (param: string | null): AuthMode => (param === 'signup' || param === 'forgot' ? param : 'signin');

/** /auth: Sign In and Sign Up tabs and the forgot-password mode (docs/product/accounts.md). */
export function AuthPage() {
  const { t } = useTranslation(['auth', 'common']);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const translateServer = useServerMessage();
  const [mode, setMode] = useState<AuthMode>(() => initialMode(params.get('mode')));
  const [values, setValues] = useState<AuthValues>(EMPTY_AUTH_VALUES);
  const [errors, setErrors] = useState<Errors<AuthField>>({});
  const [formError, setFormError] = useState<string | undefined>(undefined);
  const [sent, setSent] = useState(false);
  const [login, loginState] = useLoginMutation();
  const [signup, signupState] = useSignupMutation();
  const [forgot, forgotState] = useForgotPasswordMutation();
  // A visitor sent here from a signed-in address goes back to it (issue 18).
  const returnPath = safeReturnPath(params.get(RETURN_PARAM));
  const destination = returnPath ?? '/';

  // The page is for typing an e-mail address: the cursor starts there (not again on a tab switch,
  // which would pull a keyboard user out of the tab list).
  const openedIn = useRef(mode);
  useEffect(() => document.getElementById(`${openedIn.current}-email`)?.focus(), []);

  // antd makes the active tab panel a tab stop (tabindex 0). Ours start with a field, so a
  // keyboard user would stop on the whole form before reaching it: the panels leave the tab order.
  const tabs = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = tabs.current;
    if (!root) return;
    // antd sets it again when a panel is shown, so each change is undone as it happens.
    const untab = () => root.querySelectorAll('[role="tabpanel"][tabindex="0"]').forEach((panel) => panel.setAttribute('tabindex', '-1'));
    untab();
    const observer = new MutationObserver(untab);
    observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['tabindex'] });
    return () => observer.disconnect();
  }, [mode]);

  // Switching modes clears fields, errors and the "reset email sent" flag.
  const switchMode = (next: AuthMode) => {
    setMode(next);
    setValues(EMPTY_AUTH_VALUES);
    setErrors({});
    setFormError(undefined);
    setSent(false);
  };

  // An edited field loses its error at once.
  const change = (field: AuthField) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    setErrors((errs) => ({ ...errs, [field]: undefined }));
    setFormError(undefined);
  };

  const showServerErrors = (error: unknown, fallbackKey: string) => {
    const perField = fieldErrors(error);
    const mapped: Errors<AuthField> = {};
    for (const [field, message] of Object.entries(perField)) if (field in EMPTY_AUTH_VALUES) mapped[field as AuthField] = translateServer(message);
    setErrors(mapped);
    const message = serverMessage(error);
    const text = message ? translateServer(message) : t(fallbackKey);
    if (!hasErrors(mapped)) setFormError(text);
    return text;
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = validateAuth(mode, values);
    setErrors(Object.fromEntries(Object.entries(found).map(([k, v]) => [k, t(v)])));
    if (hasErrors(found)) return;
    setFormError(undefined);
    const email = values.email.trim();
    if (mode === 'signin') {
      const result = await login({ email, password: values.password });
      if ('error' in result) {
        const text = showServerErrors(result.error, 'common:errors.loginFailed');
        toast({ variant: 'error', title: t('auth:toast.loginFailed'), description: text });
        return;
      }
      toast({ variant: 'success', title: t('auth:toast.welcomeBack') });
      navigate(destination, { replace: true });
    } else if (mode === 'signup') {
      const result = await signup({
        email,
        password: values.password,
        firstName: values.firstName.trim() || undefined,
        lastName: values.lastName.trim() || undefined,
      });
      if ('error' in result) {
        const text = showServerErrors(result.error, 'common:errors.signupFailed');
        toast({ variant: 'error', title: t('auth:toast.signupFailed'), description: text });
        return;
      }
      toast({ variant: 'success', title: t('auth:toast.welcome') });
      // A new account starts with the onboarding, unless it was made on the way to a page (ADR 029).
      navigate(returnPath ?? '/welcome', { replace: true });
    } else {
      const result = await forgot({ email });
      if ('error' in result) {
        showServerErrors(result.error, 'common:errors.forgotFailed');
        return;
      }
      setSent(true);
    }
  };

  const busy = loginState.isLoading || signupState.isLoading || forgotState.isLoading;
  const err = (field: AuthField) => errors[field];

  const emailField = (
    <FormField id={`${mode}-email`} label={t('auth:fields.email')} error={err('email')} required>
      {(p) => <Input {...p} type="email" autoComplete="email" value={values.email} onChange={change('email')} />}
    </FormField>
  );

  const alert = formError ? <Alert type="error" showIcon title={formError} className="form-alert" /> : null;

  if (mode === 'forgot') {
    return (
      <div className={styles.authScreen}>
        <Card className={styles.authCard}>
          <Button
            type="link"
            icon={<ArrowLeftOutlined aria-hidden />}
            onClick={() => switchMode('signin')}
            className={styles.backLink}
            styles={{ root: { paddingInlineStart: 0 } }}
          >
            {t('auth:forgot.back')}
          </Button>
          <h1 className={styles.authTitle}>{t('auth:forgot.title')}</h1>
          <p className={styles.authLead}>{t('auth:forgot.lead')}</p>
          {sent ? (
            <div className={styles.successBox} role="status">
              <CheckCircleFilled aria-hidden className={styles.successBoxIcon} />
              <div>
                <strong>{t('auth:forgot.sentTitle')}</strong>
                <p>{t('auth:forgot.sentText')}</p>
              </div>
            </div>
          ) : (
            <Form layout="vertical" component="div">
              <form onSubmit={submit} noValidate>
                {alert}
                {emailField}
                <Button type="primary" htmlType="submit" block loading={busy}>
                  {t('auth:forgot.submit')}
                </Button>
              </form>
            </Form>
          )}
        </Card>
      </div>
    );
  }

  const passwordField = (autoComplete: string) => (
    <FormField id={`${mode}-password`} label={t('auth:fields.password')} error={err('password')} required>
      {(p) => <PasswordInput {...p} autoComplete={autoComplete} value={values.password} onChange={change('password')} />}
    </FormField>
  );

  const signInForm = (
    <form onSubmit={submit} noValidate>
      {alert}
      {emailField}
      {passwordField('current-password')}
      <div className={styles.authRow}>
        <Button type="link" onClick={() => switchMode('forgot')} styles={{ root: { padding: 0 } }}>
          {t('auth:signIn.forgot')}
        </Button>
      </div>
      <Button type="primary" htmlType="submit" block loading={busy}>
        {t('auth:signIn.submit')}
      </Button>
    </form>
  );

  const signUpForm = (
    <form onSubmit={submit} noValidate>
      {alert}
      <div className="name-row">
        <FormField id="signup-first-name" label={t('auth:fields.firstName')} error={err('firstName')}>
          {(p) => <Input {...p} autoComplete="given-name" value={values.firstName} onChange={change('firstName')} />}
        </FormField>
        <FormField id="signup-last-name" label={t('auth:fields.lastName')} error={err('lastName')}>
          {(p) => <Input {...p} autoComplete="family-name" value={values.lastName} onChange={change('lastName')} />}
        </FormField>
      </div>
      {emailField}
      {passwordField('new-password')}
      <FormField id="signup-confirm-password" label={t('auth:fields.confirmPassword')} error={err('confirmPassword')} required>
        {(p) => <PasswordInput {...p} autoComplete="new-password" value={values.confirmPassword} onChange={change('confirmPassword')} />}
      </FormField>
      <Button type="primary" htmlType="submit" block loading={busy}>
        {t('auth:signUp.submit')}
      </Button>
    </form>
  );

  return (
    <div className={styles.authScreen}>
      <Card className={styles.authCard}>
        <h1 className={styles.authTitle}>{mode === 'signin' ? t('auth:signIn.title') : t('auth:signUp.title')}</h1>
        <p className={styles.authLead}>{mode === 'signin' ? t('auth:signIn.lead') : t('auth:signUp.lead')}</p>
        <Form layout="vertical" component="div">
          <div ref={tabs}>
            <Tabs
              activeKey={mode}
              onChange={(key) => switchMode(key as AuthMode)}
              centered
              items={[
                { key: 'signin', label: t('auth:tabs.signIn'), children: mode === 'signin' ? signInForm : null },
                { key: 'signup', label: t('auth:tabs.signUp'), children: mode === 'signup' ? signUpForm : null },
              ]}
            />
          </div>
        </Form>
      </Card>
    </div>
  );
}
