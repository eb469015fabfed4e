import { changeFreeHours, FROM_HOUR_OPTIONS, heatLevel, splitMinutes, TO_HOUR_OPTIONS } from './free-time';
import { addSelected, invitableUsers, invitationPayload, removeSelected, searchTerm } from './invite-rules';

describe('heat shading on a fixed scale', () => {
  it('is empty when nobody is free and full only when everyone is', () => {
    expect(heatLevel(0, 3)).toBe(0);
    expect(heatLevel(3, 3)).toBe(4);
    expect(heatLevel(0, 0)).toBe(0);
  });

  it('depends on k of N, not on the best cell of the week', () => {
    expect(heatLevel(1, 2)).toBe(2);
    expect(heatLevel(1, 3)).toBe(1);
    expect(heatLevel(2, 3)).toBe(3);
    // Seven of eight free is not "everyone free".
    expect(heatLevel(7, 8)).toBe(3);
  });

  it('splits a length into hours and minutes', () => expect(splitMinutes(150)).toEqual({ hours: 2, minutes: 30 }));
});

describe('the hours of common free time (ADR 032)', () => {
  it('offers every start from 00:00 to 23:00 and every end from 01:00 to 24:00', () => {
    expect([FROM_HOUR_OPTIONS[0], FROM_HOUR_OPTIONS.at(-1), FROM_HOUR_OPTIONS.length]).toEqual([0, 23, 24]);
    expect([TO_HOUR_OPTIONS[0], TO_HOUR_OPTIONS.at(-1), TO_HOUR_OPTIONS.length]).toEqual([1, 24, 24]);
  });

  it('keeps a change that leaves hours, and moves the other end when it would not', () => {
    expect(changeFreeHours({ from: 8, to: 20 }, { from: 10 })).toEqual({ from: 10, to: 20 });
    expect(changeFreeHours({ from: 8, to: 20 }, { from: 20 })).toEqual({ from: 20, to: 21 });
    expect(changeFreeHours({ from: 8, to: 20 }, { to: 8 })).toEqual({ from: 7, to: 8 });
    expect(changeFreeHours({ from: 8, to: 20 }, { to: 1 })).toEqual({ from: 0, to: 1 });
  });
});

describe('invite rules', () => {
  const user = (id: string) => ({ id, username: id, firstName: id, lastName: '', email: `${id}@uni.test`, colorTheme: 'blue' as const, profilePicture: null });

  it('searches only from two trimmed characters', () => {
    expect(searchTerm('')).toBeUndefined();
    expect(searchTerm(' a ')).toBeUndefined();
    expect(searchTerm('  ad ')).toBe('ad');
  });

  it('never adds a user twice', () => {
    const once = addSelected([], user('b'));
    expect(addSelected(once, user('b'))).toEqual([user('b')]);
    expect(removeSelected(addSelected(once, user('c')), 'b')).toEqual([user('c')]);
  });

  it('trims the message and leaves it out when empty', () => {
    expect(invitationPayload([user('b')], '  hello  ')).toEqual({ invitedUserIds: ['b'], message: 'hello' });
    expect(invitationPayload([user('b')], '   ')).toEqual({ invitedUserIds: ['b'] });
  });

  it('hides members and users with a pending invitation', () => {
    const group = { members: [{ userId: 'a' }], pendingInvitationUserIds: ['b'] } as never;
    expect(invitableUsers([user('a'), user('b'), user('c')], group).map((u) => u.id)).toEqual(['c']);
  });
});
