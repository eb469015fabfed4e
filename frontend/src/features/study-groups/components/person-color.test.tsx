import { render } from '@testing-library/react';
import { avatarColorHex, personColor } from '@overlap/contracts';
import { UserAvatar } from '@/components/user-avatar';
import { MemberAvatar } from './member-avatar';

// ADR 030: the navigation paints a person's own colour; groups paint the colour the group gave them, from the same shade table.
describe('a person’s colour', () => {
  const id = '0b6f5a52-8f3e-4d55-9d51-2a7c1c0e4f11';

  it('paints the same shade for the same colour in the navigation and in a group', () => {
    const nav = render(<UserAvatar user={{ id, firstName: 'Ada', lastName: 'Lovelace' }} size="sm" />);
    const group = render(<MemberAvatar initials="AL" color={personColor(id)} />);
    const navPaint = (nav.container.querySelector('.ant-avatar') as HTMLElement).style.background;
    const groupPaint = (group.container.querySelector('.sg-avatar') as HTMLElement).style.background;
    expect(navPaint).toBe(groupPaint);
    expect(nav.container.querySelector('.user-avatar')).toHaveAttribute('data-color', personColor(id));
    expect(avatarColorHex(personColor(id))).toMatch(/^#/);
  });

  it('does not follow the stored colorTheme, which every account has as blue', () => {
    const other = '5d1f2a0e-1c44-4c1b-8f5e-7c2d9e3a4b60';
    const a = render(<UserAvatar user={{ id, firstName: 'A' }} />);
    const b = render(<UserAvatar user={{ id: other, firstName: 'B' }} />);
    expect(a.container.querySelector('.user-avatar')).toHaveAttribute('data-color', personColor(id));
    expect(b.container.querySelector('.user-avatar')).toHaveAttribute('data-color', personColor(other));
  });
});
