import { DomainError } from '../errors/domain-error';
import { assertSelf } from './assert-caller';

describe('assertSelf', () => {
  const caller = { userId: 'u1', sessionId: 's' };
  it('allows the caller and "me"', () => {
    expect(() => assertSelf(caller, 'u1')).not.toThrow();
    expect(() => assertSelf(caller, 'me')).not.toThrow();
  });
  it('refuses anyone else with 403', () => {
    try {
      assertSelf(caller, 'u2');
      throw new Error('did not throw');
    } catch (e) {
      expect(e).toBeInstanceOf(DomainError);
      expect((e as DomainError).status).toBe(403);
    }
  });
});
