import { avatarColorHex } from '@overlap/contracts';
import type { PresenceStatus } from '../utils/geofence';
import styles from '../study-groups.module.css';

const SIZES = { xs: 22, sm: 28, md: 36 } as const;
// Two bold capitals take about 1.8 em: at this scale they fit the smallest circle with room to spare.
const INITIALS_SCALE = 0.38;

interface Props {
  initials: string;
  color: string;
  size?: keyof typeof SIZES;
  /** Shown on hover; screen readers get names from the surrounding text instead. */
  name?: string;
  /** A presence dot in the corner, for members who share (docs/product/presence.md). */
  presence?: PresenceStatus;
}

/** A member's initials on their colour — the person's one colour (ADR 030; classes user-{color}). */
export function MemberAvatar({ initials, color, size = 'sm', name, presence }: Props) {
  const px = SIZES[size];
  return (
    <span
      aria-hidden
      title={name}
      className={`sg-avatar user-${color}`}
      style={{ width: px, height: px, fontSize: Math.round(px * INITIALS_SCALE), background: avatarColorHex(color) }}
    >
      {initials}
      {presence ? <span className={`pr-dot pr-dot-${presence} pr-avatar-dot`} /> : null}
    </span>
  );
}

/** "+N" next to the first avatars of a list. */
export function MoreAvatars({ count, size = 'sm' }: { count: number; size?: keyof typeof SIZES }) {
  const px = SIZES[size];
  return (
    <span aria-hidden className={`${styles.sgAvatarMore} sg-avatar`} style={{ minWidth: px, height: px, fontSize: Math.round(px * 0.38) }}>
      +{count}
    </span>
  );
}
