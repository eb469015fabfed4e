import { CloudUploadOutlined, CrownOutlined, RocketOutlined, SafetyCertificateOutlined, TeamOutlined, ToolOutlined } from '@ant-design/icons';
import type { HelpTopicId } from '../utils/help-topics';

const ICONS: Record<HelpTopicId, typeof RocketOutlined> = {
  gettingStarted: RocketOutlined,
  scheduleUpload: CloudUploadOutlined,
  studyGroups: TeamOutlined,
  subscriptions: CrownOutlined,
  privacySecurity: SafetyCertificateOutlined,
  technicalIssues: ToolOutlined,
};

/** Decorative: the topic's title next to it says the same. */
export function HelpTopicIcon({ topic }: { topic: HelpTopicId }) {
  const Icon = ICONS[topic];
  return <Icon aria-hidden />;
}
