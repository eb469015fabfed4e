import { Alert, Button, Card, Form, Input } from 'antd';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '@/components/feedback/page-spinner';
import { useServerMessage } from '@/components/feedback/use-server-message';
import { FormField } from '@/components/form-field';
import { toast } from '@/components/toasts/toast-store';
import { fieldErrors, serverMessage } from '@/lib/api-error';
import { useGetUserQuery, type User } from '@/lib/auth';
import { BIO_MAX, hasErrors, type Errors } from '@/utils/validation';
import { useUpdateProfileMutation } from '../api/profile-api';
import { validateProfile, type ProfileField, type ProfileValues } from '../utils/validate-profile';
import { AccountCard } from './account-card';
import styles from '../profile.module.css';

const valuesOf = (user: User): ProfileValues => ({ firstName: user.firstName, lastName: user.lastName, email: user.email, bio: user.bio ?? '' });

/** /profile (docs/product/accounts.md): picture, account info, and the personal information form. */
export function ProfilePage() {
  const { t } = useTranslation(['profile', 'common']);
  // Opening the profile reads the account again, so it shows what the server holds now.
  const { data: user, isFetching, isError, refetch } = useGetUserQuery(undefined, { refetchOnMountOrArgChange: true });
  const settled = useRef(false);
  if (!isFetching) settled.current = true;

  if (!settled.current && isFetching) return <PageSpinner label={t('profile:loading')} />;
  if (isError || !user)
    return (
      <div className="page">
        <Alert
          type="error"
          showIcon
          title={t('common:errors.profileLoad')}
          action={<Button onClick={() => void refetch()}>{t('common:actions.retry')}</Button>}
        />
      </div>
    );

  return (
    <div className="page">
      <header className="page-header">
        <h1>{t('profile:title')}</h1>
        <p>{t('profile:lead')}</p>
      </header>
      <div className={styles.profileGrid}>
        <AccountCard user={user} />
        <PersonalInformation user={user} />
      </div>
    </div>
  );
}

function PersonalInformation({ user }: { user: User }) {
  const { t } = useTranslation(['profile', 'common']);
  const translateServer = useServerMessage();
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState<ProfileValues>(() => valuesOf(user));
  const [errors, setErrors] = useState<Errors<ProfileField>>({});
  const [update, { isLoading }] = useUpdateProfileMutation();

  // While not editing, the form mirrors the stored account.
  useEffect(() => {
    if (!editing) setValues(valuesOf(user));
  }, [user, editing]);

  const change = (field: ProfileField) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    setErrors((errs) => ({ ...errs, [field]: undefined }));
  };

  const cancel = () => {
    setValues(valuesOf(user));
    setErrors({});
    setEditing(false);
  };

  const save = async (e: FormEvent) => {
    e.preventDefault();
    const found = validateProfile(values);
    setErrors(Object.fromEntries(Object.entries(found).map(([k, v]) => [k, t(v)])));
    if (hasErrors(found)) return;
    const result = await update({ firstName: values.firstName.trim(), lastName: values.lastName.trim(), email: values.email.trim(), bio: values.bio });
    if ('error' in result) {
      const perField = fieldErrors(result.error);
      setErrors(Object.fromEntries(Object.entries(perField).map(([k, v]) => [k, translateServer(v)])));
      const message = serverMessage(result.error);
      toast({ variant: 'error', title: t('common:toasts.error'), description: message ? translateServer(message) : t('common:errors.profileUpdate') });
      return;
    }
    toast({ variant: 'success', title: t('profile:toast.updated') });
    setEditing(false);
  };

  const readOnly = !editing;
  return (
    <Card title={<h2 className="card-title">{t('profile:personal.title')}</h2>} className="profile-card">
      <Form layout="vertical" component="div">
        <form onSubmit={save} noValidate aria-label={t('profile:personal.title')}>
          <div className="name-row">
            <FormField id="profile-first-name" label={t('profile:personal.firstName')} error={errors.firstName} required>
              {(p) => <Input {...p} readOnly={readOnly} value={values.firstName} onChange={change('firstName')} autoComplete="given-name" />}
            </FormField>
            <FormField id="profile-last-name" label={t('profile:personal.lastName')} error={errors.lastName} required>
              {(p) => <Input {...p} readOnly={readOnly} value={values.lastName} onChange={change('lastName')} autoComplete="family-name" />}
            </FormField>
          </div>
          <FormField id="profile-email" label={t('profile:personal.email')} error={errors.email} required>
            {(p) => <Input {...p} type="email" readOnly={readOnly} value={values.email} onChange={change('email')} autoComplete="email" />}
          </FormField>
          <FormField id="profile-bio" label={t('profile:personal.bio')} error={errors.bio} hint={t('profile:personal.bioHint', { max: BIO_MAX })}>
            {(p) => (
              <Input.TextArea
                {...p}
                readOnly={readOnly}
                value={values.bio}
                onChange={change('bio')}
                rows={4}
                placeholder={t('profile:personal.bioPlaceholder')}
              />
            )}
          </FormField>
          <div className="form-actions">
            {editing ? (
              <>
                <Button onClick={cancel}>{t('common:actions.cancel')}</Button>
                <Button type="primary" htmlType="submit" loading={isLoading}>
                  {t('profile:personal.save')}
                </Button>
              </>
            ) : (
              <Button type="primary" onClick={() => setEditing(true)}>
                {t('profile:personal.edit')}
              </Button>
            )}
          </div>
        </form>
      </Form>
    </Card>
  );
}
