import BulbOutlined from '@ant-design/icons/BulbOutlined';
import CreditCardOutlined from '@ant-design/icons/CreditCardOutlined';
import NotificationOutlined from '@ant-design/icons/NotificationOutlined';
import ToolOutlined from '@ant-design/icons/ToolOutlined';
import type { ContactTopicId } from '../utils/contact-topics';

const ICONS: Record<ContactTopicId, typeof ToolOutlined> = {
  technicalSupport: ToolOutlined,
  accountBilling: CreditCardOutlined,
  featureRequests: BulbOutlined,
  partnershipsPress: NotificationOutlined,
};

/** Decorative: the card's title says the same. */
export function ContactTopicIcon({ topic }: { topic: ContactTopicId }) {
  const Icon = ICONS[topic];
  return <Icon aria-hidden />;
}
