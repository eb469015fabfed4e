import { ToolOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '@/lib/api-error';
import { useServerMessage } from './use-server-message';

interface Props {
  /** The 503 answer of the gateway for a service that is not deployed yet. */
  error: unknown;
  title?: ReactNode;
  onRetry?: () => void;
}

/** A friendly empty state for a part of the product whose service is still being set up. */
export function ServiceUnavailable({ error, title, onRetry }: Props) {
  const { t } = useTranslation('common');
  const translate = useServerMessage();
  const message = serverMessage(error);
  return (
    <Result
      // The brand colour for a friendly empty state, not antd's info blue.
      icon={<ToolOutlined aria-hidden style={{ color: 'var(--link)' }} />}
      title={<h2 className="result-title">{title ?? t('common:unavailable.title')}</h2>}
      subTitle={message ? translate(message) : t('common:unavailable.text')}
      extra={
        onRetry ? (
          <Button onClick={onRetry} key="retry">
            {t('common:actions.retry')}
          </Button>
        ) : undefined
      }
    />
  );
}
