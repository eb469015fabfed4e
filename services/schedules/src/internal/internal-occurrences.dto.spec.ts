import 'reflect-metadata';
import { createValidationPipe, validationMessage } from '@overlap/platform';
import { InternalOccurrencesQuery } from './internal-occurrences.dto';

const messageFor = (metatype: new () => object, query: Record<string, string>) => validationMessage(metatype, query, 'query');

describe('internal occurrences query rules', () => {
  const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  it.each([
    [{ from: '2026-03-02', to: '2026-03-09', timeZone: 'Europe/Stockholm' }, 'userIds is required'],
    [{ userIds: '', from: '2026-03-02', to: '2026-03-09', timeZone: 'Europe/Stockholm' }, 'userIds is required'],
    [{ userIds: 'abc', from: '2026-03-02', to: '2026-03-09', timeZone: 'Europe/Stockholm' }, 'userIds must be user ids (UUIDs), separated by commas'],
    [
      { userIds: Array.from({ length: 51 }, (_, i) => id(i)).join(','), from: '2026-03-02', to: '2026-03-09', timeZone: 'Europe/Stockholm' },
      'At most 50 userIds per call',
    ],
    [{ userIds: Array.from({ length: 50 }, (_, i) => id(i)).join(','), from: '2026-03-02', to: '2026-03-09', timeZone: 'Europe/Stockholm' }, undefined],
    [{ userIds: id(1), to: '2026-03-09', timeZone: 'Europe/Stockholm' }, 'from is required'],
    [{ userIds: id(1), from: '2026-03-02T00:00:00Z', to: '2026-03-09', timeZone: 'UTC' }, 'from must be a date, e.g. 2026-03-02'],
    [{ userIds: id(1), from: '2026-03-02', to: '2026-02-30', timeZone: 'UTC' }, 'to must be a date, e.g. 2026-03-02'],
    [{ userIds: id(1), from: '2026-03-02', to: '2026-03-09' }, 'timeZone is required'],
    [{ userIds: id(1), from: '2026-03-02', to: '2026-03-09', timeZone: 'Mars/Olympus_Mons' }, 'timeZone must be an IANA time zone, e.g. Europe/Stockholm'],
    [{ userIds: id(1), from: '2026-03-02', to: '2026-03-09', timeZone: 'America/New_York' }, undefined],
    [{ userIds: id(1), from: '2026-03-02', to: '2026-03-09', timeZone: 'UTC', groupId: 'study-group-1' }, 'groupId must be a group id (UUID)'],
    [{ userIds: id(1), from: '2026-03-02', to: '2026-03-09', timeZone: 'UTC', groupId: id(99) }, undefined],
  ])('internal query %j → %s', async (query, message) => {
    expect(await messageFor(InternalOccurrencesQuery, query)).toBe(message);
  });

  it('splits and de-duplicates the user ids', async () => {
    const dto = (await createValidationPipe().transform(
      { userIds: `${id(1)}, ${id(2)},${id(1)}`, from: '2026-03-02', to: '2026-03-09', timeZone: 'Europe/Stockholm' },
      { type: 'query', metatype: InternalOccurrencesQuery },
    )) as InternalOccurrencesQuery;
    expect(dto.userIds).toEqual([id(1), id(2)]);
  });
});
