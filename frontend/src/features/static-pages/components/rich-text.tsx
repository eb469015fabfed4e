import type { ReactElement } from 'react';
import { Trans } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Link } from 'react-router-dom';
import { SOCIAL_URL, SUPPORT_EMAIL, supportMailto } from '@/config/contact';

// Tags translators may use inside static-page texts, e.g. "Open <pricing>Pricing</pricing>".
// Keeping the addresses here means a translation can never point a link somewhere else.
const INLINE_TAGS: Record<string, ReactElement> = {
  strong: <strong />,
  email: <a href={supportMailto()} />,
  urgent: <a href={supportMailto('URGENT: ')} />,
  social: <a href={SOCIAL_URL} rel="noopener" />,
  home: <Link to="/" />,
  auth: <Link to="/auth" />,
  about: <Link to="/about" />,
  careers: <Link to="/careers" />,
  faq: <Link to="/faq" />,
  help: <Link to="/help" />,
  contact: <Link to="/contact" />,
  terms: <Link to="/terms" />,
  privacy: <Link to="/privacy" />,
  cookies: <Link to="/cookies" />,
  pricing: <Link to="/pricing" />,
  upload: <Link to="/upload" />,
  groups: <Link to="/study-groups" />,
  settings: <Link to="/profile/settings" />,
  privacySettings: <Link to="/profile/privacy" />,
};

interface RichTextProps {
  t: TFunction;
  i18nKey: string;
  values?: Record<string, unknown>;
  /** Extra tags for this one string, e.g. <time> around a date. */
  tags?: Record<string, ReactElement>;
}

/** One translated string with inline links and emphasis; {{email}} is always the support address. */
export function RichText({ t, i18nKey, values, tags }: RichTextProps) {
  return <Trans t={t} i18nKey={i18nKey} components={tags ? { ...INLINE_TAGS, ...tags } : INLINE_TAGS} values={{ email: SUPPORT_EMAIL, ...values }} />;
}
