import { parseEnv } from 'node:util';
import { databaseUrlFor } from '../database/database-url';

// The root .env registry is read with Node's parser (env.ts); the shapes the registry uses.
describe('the .env registry as util.parseEnv reads it', () => {
  it('reads KEY=VALUE lines, skipping comments and blanks and unquoting values', () => {
    expect(parseEnv('# c\nA=1\n\nB = two \nC="q v"\nbad line\n')).toEqual({ A: '1', B: 'two', C: 'q v' });
  });
});

describe('databaseUrlFor', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it('uses the service name as the database on the shared server', () => {
    process.env.DATABASE_URL = 'postgres://u:p@db.example:6543/anything';
    expect(databaseUrlFor('groups')).toBe('postgres://u:p@db.example:6543/groups');
  });

  it('prefers a service-specific URL', () => {
    process.env.GROUPS_DATABASE_URL = 'postgres://x@y/z';
    expect(databaseUrlFor('groups')).toBe('postgres://x@y/z');
  });
});
