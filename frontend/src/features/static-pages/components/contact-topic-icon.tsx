import { BulbOutlined, CreditCardOutlined, NotificationOutlined, ToolOutlined } from '@ant-design/icons';
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
