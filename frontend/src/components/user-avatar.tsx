import { Avatar } from 'antd';
import { avatarColorHex, personColor } from '@overlap/contracts';
import { initials } from '@/utils/initials';
import './user-avatar.css';

const SIZES = { sm: 32, md: 40, lg: 96 } as const;

interface Props {
  user: { id: string; firstName?: string | null; lastName?: string | null; username?: string | null; profilePicture?: string | null };
  size?: keyof typeof SIZES;
}

/** The user's picture, else their initials on their one colour (ADR 030: the same as in groups and comparisons). */
export function UserAvatar({ user, size = 'md' }: Props) {
  const px = SIZES[size];
  return (
    <span aria-hidden className="user-avatar" data-color={personColor(user.id)}>
      <Avatar
        size={px}
        src={user.profilePicture || undefined}
        alt=""
        style={{ background: avatarColorHex(personColor(user.id)), color: 'var(--on-primary)', fontSize: px * 0.4, flexShrink: 0 }}
      >
        {initials(user)}
      </Avatar>
    </span>
  );
}
