import { afterMemberLeaves } from './creator-handover.rules';

const at = (minute: number) => new Date(Date.UTC(2026, 0, 5, 9, minute));
const members = [
  { userId: 'creator', joinedAt: at(0) },
  { userId: 'bea', joinedAt: at(10) },
  { userId: 'ali', joinedAt: at(5) },
  { userId: 'cyd', joinedAt: at(20) },
];

describe('creator hand-over rule', () => {
  it('keeps the creator when an ordinary member leaves', () => {
    expect(afterMemberLeaves('creator', members, 'bea')).toEqual({ kind: 'kept', createdBy: 'creator' });
  });

  it('hands the group to the longest-standing remaining member when the creator leaves', () => {
    expect(afterMemberLeaves('creator', members, 'creator')).toEqual({ kind: 'kept', createdBy: 'ali' });
  });

  it('breaks a tie in join time by user id, so every replica decides alike', () => {
    const tied = [
      { userId: 'creator', joinedAt: at(0) },
      { userId: 'zed', joinedAt: at(7) },
      { userId: 'amy', joinedAt: at(7) },
    ];
    expect(afterMemberLeaves('creator', tied, 'creator')).toEqual({ kind: 'kept', createdBy: 'amy' });
  });

  it('deletes the group when the last member leaves', () => {
    expect(afterMemberLeaves('creator', [{ userId: 'creator', joinedAt: at(0) }], 'creator')).toEqual({ kind: 'deleted' });
  });

  it('repairs a group whose creator is no longer a member', () => {
    expect(afterMemberLeaves('gone', members.slice(1), 'cyd')).toEqual({ kind: 'kept', createdBy: 'ali' });
  });

  it('hands over step by step as creators keep leaving', () => {
    let current = members;
    let owner = 'creator';
    const owners: string[] = [];
    while (current.length) {
      const result = afterMemberLeaves(owner, current, owner);
      current = current.filter((m) => m.userId !== owner);
      if (result.kind === 'deleted') break;
      owner = result.createdBy;
      owners.push(owner);
    }
    expect(owners).toEqual(['ali', 'bea', 'cyd']);
    expect(current).toEqual([]);
  });
});
