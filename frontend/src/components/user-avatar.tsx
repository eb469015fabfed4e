import { Avatar } from 'antd';
import type { ColorTheme } from '@/lib/auth';
import { initials } from '@/utils/initials';
import './user-avatar.css';

const SIZES = { sm: 32, md: 40, lg: 96 } as const;

// Darker shades of the six user colours (SPEC.md §3), so white initials keep AA contrast.
const THEME_COLORS: Record<ColorTheme, string> = {
  blue: '#1d4ed8',
  green: '#15803d',
  purple: '#6d28d9',
  orange: '#c2410c',
  pink: '#be185d',
  teal: '#0f766e',
};

interface Props {
  user: { firstName?: string | null; lastName?: string | null; username?: string | null; profilePicture?: string | null; colorTheme?: string | null };
  size?: keyof typeof SIZES;
}

/** The user's picture, else their initials on their colour (unknown colours fall back to blue). */
export function UserAvatar({ user, size = 'md' }: Props) {
  const color = THEME_COLORS[(user.colorTheme ?? 'blue') as ColorTheme] ?? THEME_COLORS.blue;
  const px = SIZES[size];
  return (
    <span aria-hidden className="user-avatar">
      <Avatar size={px} src={user.profilePicture || undefined} alt="" style={{ background: color, color: '#fff', fontSize: px * 0.4, flexShrink: 0 }}>
        {initials(user)}
      </Avatar>
    </span>
  );
}
