import type { ReactElement } from 'react';
import { Trans } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Link } from 'react-router-dom';
import { SOCIAL_URL, SUPPORT_EMAIL, supportMailto } from '@/config/contact';

// Tags translators may use inside static-page texts, e.g. "Open <pricing>Pricing</pricing>".
// Keeping the addresses here means a translation can never point a link somewhere else. Links in
// running text are underlined (styles.css .text-link), not told apart by colour alone.
const INLINE_TAGS: Record<string, ReactElement> = {
  strong: <strong />,
  email: <a className="text-link" href={supportMailto()} />,
  urgent: <a className="text-link" href={supportMailto('URGENT: ')} />,
  social: <a className="text-link" href={SOCIAL_URL} rel="noopener" />,
  home: <Link className="text-link" to="/" />,
  auth: <Link className="text-link" to="/auth" />,
  about: <Link className="text-link" to="/about" />,
  careers: <Link className="text-link" to="/careers" />,
  faq: <Link className="text-link" to="/faq" />,
  help: <Link className="text-link" to="/help" />,
  contact: <Link className="text-link" to="/contact" />,
  terms: <Link className="text-link" to="/terms" />,
  privacy: <Link className="text-link" to="/privacy" />,
  cookies: <Link className="text-link" to="/cookies" />,
  pricing: <Link className="text-link" to="/pricing" />,
  upload: <Link className="text-link" to="/upload" />,
  groups: <Link className="text-link" to="/study-groups" />,
  settings: <Link className="text-link" to="/profile/settings" />,
  privacySettings: <Link className="text-link" to="/profile/privacy" />,
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
