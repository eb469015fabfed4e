import { findUnsafeInput, MAX_INPUT_DEPTH } from './input-guard';

const nested = (levels: number): unknown => (levels === 0 ? 'x' : [nested(levels - 1)]);

describe('findUnsafeInput', () => {
  it.each([
    ['a NUL in a name', { name: 'a\u0000b' }, 'name', 'name must not contain control characters'],
    ['a bell in a nested title', { events: [{ title: 'x\u0007' }] }, 'events.0.title', 'events.0.title must not contain control characters'],
    ['a C1 control', { bio: 'x\u0085' }, 'bio', 'bio must not contain control characters'],
    ['a lone high surrogate', { email: 'a\ud800@x.dk' }, 'email', 'email must be valid Unicode text'],
    ['a lone low surrogate', { email: '\udc00a@x.dk' }, 'email', 'email must be valid Unicode text'],
    ['a number past the safe range', { offset: 1e20 }, 'offset', 'offset must be a number between -9007199254740991 and 9007199254740991'],
    ['an infinite number', { n: Infinity }, 'n', 'n must be a number between -9007199254740991 and 9007199254740991'],
    ['an operator', { email: { $ne: null } }, 'email.$ne', 'email.$ne is not an accepted field name'],
    ['a prototype key', JSON.parse('{"__proto__":{"admin":true}}'), '__proto__', '__proto__ is not an accepted field name'],
    ['a constructor key', { constructor: { prototype: {} } }, 'constructor', 'constructor is not an accepted field name'],
    ['a NUL in a key', { 'a\u0000': 1 }, 'a\u0000', 'a\u0000 must not contain control characters'],
  ])('refuses %s', (_name, input, field, message) => {
    expect(findUnsafeInput(input)).toEqual({ field, message });
  });

  it('refuses nesting past the limit and names the whole body', () => {
    expect(findUnsafeInput({ a: nested(3000) })).toEqual({ field: expect.any(String), message: 'Request body is nested too deeply' });
    expect(findUnsafeInput({ a: nested(MAX_INPUT_DEPTH - 2) })).toBeUndefined();
  });

  it('names a bad top-level value by the part it came in', () => {
    expect(findUnsafeInput('a\u0000', 'Query')?.message).toBe('Query must not contain control characters');
  });

  it('lets ordinary input through: text with tabs and new lines, emoji, nulls, booleans, safe numbers, buffers', () => {
    const body = {
      bio: 'Line one\n\tLine two\r\n😀 Ærø',
      campusId: null,
      enabled: true,
      offset: Number.MAX_SAFE_INTEGER,
      events: [{ start: '2026-03-02T09:00:00Z' }],
    };
    expect(findUnsafeInput(body)).toBeUndefined();
    expect(findUnsafeInput(Buffer.from([0, 1, 2]))).toBeUndefined();
  });
});
