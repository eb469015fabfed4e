import { validateProfile } from './validate-profile';

const valid = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@uni.test', bio: '' };

describe('profile rules', () => {
  it('accepts a bio of exactly 500 characters', () => {
    expect(validateProfile({ ...valid, bio: 'x'.repeat(500) })).toEqual({});
  });

  it('refuses 501 characters with the at-most message', () => {
    expect(validateProfile({ ...valid, bio: 'x'.repeat(501) })).toEqual({ bio: 'common:validation.bioMax' });
  });
});
