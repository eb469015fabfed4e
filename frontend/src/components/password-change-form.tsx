import { Button, Form } from 'antd';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useServerMessage } from '@/components/feedback/use-server-message';
import { FormField } from '@/components/form-field';
import { PasswordInput } from '@/components/password-input';
import { toast } from '@/components/toasts/toast-store';
import { fieldErrors, serverMessage } from '@/lib/api-error';
import { useChangePasswordMutation } from '@/lib/auth';
import { hasErrors, passwordChangeErrors, type Errors, type PasswordChange } from '@/utils/validation';

const EMPTY: PasswordChange = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Current, new and confirm-new password (docs/product/accounts.md). Every field has a
 * show/hide toggle; the privacy screen words an empty confirmation its own way.
 */
export function PasswordChangeForm({ screen }: { screen: 'settings' | 'privacy' }) {
  const { t } = useTranslation('common');
  const translateServer = useServerMessage();
  const [values, setValues] = useState<PasswordChange>(EMPTY);
  const [errors, setErrors] = useState<Errors<keyof PasswordChange>>({});
  const [changePassword, { isLoading }] = useChangePasswordMutation();

  const change = (field: keyof PasswordChange) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    setErrors((errs) => ({ ...errs, [field]: undefined }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = passwordChangeErrors(values, screen);
    setErrors(Object.fromEntries(Object.entries(found).map(([k, v]) => [k, t(v)])));
    if (hasErrors(found)) return;
    const result = await changePassword({ currentPassword: values.currentPassword, newPassword: values.newPassword });
    if ('error' in result) {
      const perField = fieldErrors(result.error);
      setErrors(Object.fromEntries(Object.entries(perField).map(([k, v]) => [k, translateServer(v)])));
      const message = serverMessage(result.error);
      const fallback = screen === 'privacy' ? t('common:errors.privacyPassword') : t('common:errors.passwordChange');
      toast({ variant: 'error', title: t('common:toasts.error'), description: message ? translateServer(message) : fallback });
      return;
    }
    setValues(EMPTY);
    toast({ variant: 'success', title: t('common:password.changedTitle'), description: t('common:password.changedText') });
  };

  const id = (field: string) => `${screen}-${field}`;
  return (
    <Form layout="vertical" component="div">
      <form onSubmit={submit} noValidate aria-label={t('common:password.title')}>
        <FormField id={id('current-password')} label={t('common:password.current')} error={errors.currentPassword} required>
          {(p) => <PasswordInput {...p} autoComplete="current-password" value={values.currentPassword} onChange={change('currentPassword')} />}
        </FormField>
        <FormField id={id('new-password')} label={t('common:password.new')} error={errors.newPassword} hint={t('common:password.hint')} required>
          {(p) => <PasswordInput {...p} autoComplete="new-password" value={values.newPassword} onChange={change('newPassword')} />}
        </FormField>
        <FormField id={id('confirm-password')} label={t('common:password.confirm')} error={errors.confirmPassword} required>
          {(p) => <PasswordInput {...p} autoComplete="new-password" value={values.confirmPassword} onChange={change('confirmPassword')} />}
        </FormField>
        <Button type="primary" htmlType="submit" loading={isLoading}>
          {t('common:password.submit')}
        </Button>
      </form>
    </Form>
  );
}
