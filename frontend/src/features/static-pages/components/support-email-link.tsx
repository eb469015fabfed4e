import { Typography } from 'antd';
import { SUPPORT_EMAIL, supportMailto } from '@/config/contact';

/** The support address as a visible mailto link, so it can also be copied; underlined because it sits in text. */
export function SupportEmailLink({ subject, strong }: { subject?: string; strong?: boolean }) {
  return (
    <Typography.Link href={supportMailto(subject)} strong={strong} style={{ textDecoration: 'underline' }}>
      {SUPPORT_EMAIL}
    </Typography.Link>
  );
}
