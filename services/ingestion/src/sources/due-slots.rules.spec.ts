import { DUE_SLOT_MS, DueCursor, dueAt, dueSlotOf } from './due-slots.rules';

describe('due slots', () => {
  const at = (minute: number, second = 0) => new Date(minute * DUE_SLOT_MS + second * 1000);

  it('puts nextSyncAt in the slot of its minute', () => {
    expect(dueSlotOf(at(1000))).toBe(1000);
    expect(dueSlotOf(at(1000, 59))).toBe(1000);
    expect(dueAt(at(1001, 1))).toEqual({ nextSyncAt: at(1001, 1), dueSlot: 1001 });
  });

  it('scans all states first, then reads the current slot and the one before', () => {
    const cursor = new DueCursor(300_000);
    const first = cursor.plan(at(1000));
    expect(first).toEqual({ scan: 'all' });
    cursor.done(first, at(1000), []);
    expect(cursor.plan(at(1000, 30))).toEqual({ scan: 'slots', slots: [999, 1000] });
    expect(cursor.plan(at(1002))).toEqual({ scan: 'slots', slots: [1001, 1002] });
  });

  it('revisits the slots of states a poll left, until they are synced', () => {
    const cursor = new DueCursor(300_000);
    cursor.done(cursor.plan(at(1000)), at(1000), []);
    const plan = cursor.plan(at(1003));
    cursor.done(plan, at(1003), [995, 1002, undefined, 995]);
    expect(cursor.plan(at(1004))).toEqual({ scan: 'slots', slots: [995, 1002, 1003, 1004] });
    cursor.done(cursor.plan(at(1004)), at(1004), []);
    expect(cursor.plan(at(1004, 10))).toEqual({ scan: 'slots', slots: [1003, 1004] });
  });

  it('scans all states again after fullScanMs, on rescan, and when too many slots would be read', () => {
    const cursor = new DueCursor(5 * DUE_SLOT_MS, 4);
    cursor.done(cursor.plan(at(1000)), at(1000), []);
    expect(cursor.plan(at(1005))).toEqual({ scan: 'all' });
    cursor.rescan();
    expect(cursor.plan(at(1001))).toEqual({ scan: 'all' });
    cursor.done({ scan: 'all' }, at(1001), [990, 991, 992]);
    expect(cursor.plan(at(1001, 1))).toEqual({ scan: 'all' });
  });
});
