import CloudUploadOutlined from '@ant-design/icons/CloudUploadOutlined';
import CrownOutlined from '@ant-design/icons/CrownOutlined';
import RocketOutlined from '@ant-design/icons/RocketOutlined';
import SafetyCertificateOutlined from '@ant-design/icons/SafetyCertificateOutlined';
import TeamOutlined from '@ant-design/icons/TeamOutlined';
import ToolOutlined from '@ant-design/icons/ToolOutlined';
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
