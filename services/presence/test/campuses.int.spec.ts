import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ApiClient, signUpUser } from '@overlap/test-support';

const PRESENCE = join(__dirname, '..');
const run = promisify(execFile);

/** The operators' command line, as `npm run campuses -w services/presence -- …` runs it. */
async function campuses(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    return { code: 0, ...(await run(process.execPath, ['dist/campuses/campuses.cli.js', ...args], { cwd: PRESENCE })) };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

describe('campuses', () => {
  // Test campuses would show in every local user's campus list: none outlives its test.
  const id = `test-${randomBytes(4).toString('hex')}`;
  afterAll(() => campuses('remove', '--id', id));

  it('are seeded with real campuses, as numeric strings', async () => {
    const ann = await signUpUser();
    const res = await ann.client.get('/api/campuses');
    expect(res.status).toBe(200);
    const byId = new Map(res.body.map((c: any) => [c.id, c]));
    expect(byId.get('cbs-solbjerg-plads')).toEqual({
      id: 'cbs-solbjerg-plads',
      name: 'Solbjerg Plads',
      university: 'Copenhagen Business School',
      latitude: '55.6815',
      longitude: '12.5299',
      radius: '200',
    });
    for (const id of [
      'cbs-porcelaenshaven',
      'cbs-dalgas-have',
      'cbs-kilen',
      'ku-city',
      'dtu-lyngby',
      'itu-copenhagen',
      'au-aarhus',
      'lu-lund',
      'kth-valhallavagen',
      'tud-delft',
      'ucl-bloomsbury',
    ]) {
      expect(byId.has(id)).toBe(true);
    }
    expect((await new ApiClient().get('/api/campuses')).status).toBe(401);
  });

  it('are added, changed and removed by operators with the command line', async () => {
    const ann = await signUpUser();
    const campus = () => ann.client.get('/api/campuses').then((r) => r.body.find((c: any) => c.id === id));

    const added = await campuses(
      'add',
      '--id',
      id,
      '--name',
      'Test Hall',
      '--university',
      'Test University',
      '--latitude',
      '55.7',
      '--longitude',
      '12.55',
      '--radius',
      '150',
    );
    expect(added).toMatchObject({ code: 0, stdout: expect.stringContaining(`added\t${id}`) });
    expect(await campus()).toEqual({ id, name: 'Test Hall', university: 'Test University', latitude: '55.7', longitude: '12.55', radius: '150' });
    expect((await campuses('list')).stdout).toContain(id);

    expect(
      (await campuses('add', '--id', id, '--name', 'Again', '--university', 'U', '--latitude', '1', '--longitude', '1', '--radius', '100')).stderr,
    ).toContain(`A campus with id ${id} exists already`);
    expect((await campuses('update', '--id', id, '--radius', '300')).code).toBe(0);
    expect(await campus()).toMatchObject({ name: 'Test Hall', radius: '300' });
    const bad = await campuses('update', '--id', id, '--latitude', '95');
    expect([bad.code, bad.stderr.trim()]).toEqual([1, '--latitude must lie between -90 and 90']);

    expect((await campuses('remove', '--id', id)).stdout.trim()).toBe(`removed\t${id}`);
    expect(await campus()).toBeUndefined();
    expect((await campuses('remove', '--id', id)).stderr.trim()).toBe(`No campus with id ${id}; see list`);
  });
});
