import { Typography } from 'antd';
import { SUPPORT_EMAIL, supportMailto } from '@/config/contact';

/** The support address as a visible mailto link, so it can also be copied. */
export function SupportEmailLink({ subject, strong }: { subject?: string; strong?: boolean }) {
  return (
    <Typography.Link href={supportMailto(subject)} strong={strong}>
      {SUPPORT_EMAIL}
    </Typography.Link>
  );
}
