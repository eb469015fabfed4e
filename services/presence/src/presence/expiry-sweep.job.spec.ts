import pino from 'pino';
import { ExpirySweep } from './expiry-sweep.job';
import type { PresenceStateDocument } from './presence-state.document';
import type { PresenceStatesRepository } from './presence-states.repository';
import type { PresenceService } from './presence.service';

describe('expiry sweep', () => {
  it('ends every state whose day is over, only if it is still expired when ended', async () => {
    const now = new Date('2027-01-20T23:00:00Z');
    const findExpired = jest.fn(async (_at: Date, _limit: number) => [{ _id: 'a' }, { _id: 'b' }] as PresenceStateDocument[]);
    const endSharing = jest.fn(async (_userId: string, _onlyIfExpired?: boolean) => undefined);
    const sweep = new ExpirySweep(
      { findExpired } as unknown as PresenceStatesRepository,
      { endSharing } as unknown as PresenceService,
      pino({ level: 'silent' }),
    );

    const [first, second] = await Promise.all([sweep.sweep(now), sweep.sweep(now)]);

    expect([first, second]).toEqual([2, 2]); // one pass at a time: the second call joined the first
    expect(findExpired).toHaveBeenCalledTimes(1);
    expect(findExpired).toHaveBeenCalledWith(now, 200);
    expect(endSharing.mock.calls).toEqual([
      ['a', true],
      ['b', true],
    ]);
  });
});
