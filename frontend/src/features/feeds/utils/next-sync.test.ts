import { nextSync } from './next-sync';

const now = Date.parse('2026-03-02T10:00:00Z');
const inMinutes = (n: number) => new Date(now + n * 60_000).toISOString();

describe('what a feed may say about its next sync (ADR 030)', () => {
  it('a healthy feed names its next sync; a failing one its next try', () => {
    expect(nextSync({ nextSync: inMinutes(25) }, 'healthy', now)).toEqual({ kind: 'next', at: inMinutes(25) });
    expect(nextSync({ nextSync: inMinutes(4) }, 'stale', now)).toEqual({ kind: 'retry', at: inMinutes(4) });
    expect(nextSync({ nextSync: inMinutes(4) }, 'failed', now)).toEqual({ kind: 'retry', at: inMinutes(4) });
  });

  it('a time that has come is "queued", never "now" or "2 minutes ago"', () => {
    expect(nextSync({ nextSync: inMinutes(0.5) }, 'healthy', now)).toEqual({ kind: 'queued' });
    expect(nextSync({ nextSync: inMinutes(-2) }, 'failed', now)).toEqual({ kind: 'queued' });
  });

  it('says nothing for a feed still waiting for its first sync, or without a time', () => {
    expect(nextSync({ nextSync: inMinutes(-1) }, 'pending', now)).toEqual({ kind: 'none' });
    expect(nextSync({ nextSync: null }, 'healthy', now)).toEqual({ kind: 'none' });
  });
});
