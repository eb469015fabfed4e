import { decodeInternalOccurrences, internalOccurrencesQuery, type ComparisonEntry } from './internal-occurrences';

const ANN = '00000000-0000-4000-8000-000000000001';
const BEN = '00000000-0000-4000-8000-000000000002';
const GROUP = '00000000-0000-4000-8000-0000000000aa';
const entry: ComparisonEntry = {
  dayOfWeek: 'Wednesday',
  date: '2027-01-20',
  startTime: '23:00',
  endTime: '24:00',
  title: 'Night lab',
  location: 'Lab',
  type: 'Lab',
  allDay: false,
};

describe('internal occurrences contract', () => {
  it('sends the user ids comma-separated with the viewer’s dates and zone', () => {
    const query = internalOccurrencesQuery({ userIds: [ANN, BEN], from: '2027-01-18', to: '2027-01-25', timeZone: 'America/New_York' });
    expect(query.toString()).toBe(`userIds=${ANN}%2C${BEN}&from=2027-01-18&to=2027-01-25&timeZone=America%2FNew_York`);
    // The student looking, when asked as one of them (their own events whole, ADR 045).
    const asAnn = internalOccurrencesQuery({ userIds: [ANN, BEN], from: '2027-01-18', to: '2027-01-25', timeZone: 'UTC', viewerId: ANN });
    expect(asAnn.get('viewerId')).toBe(ANN);
    expect(asAnn.has('groupId')).toBe(false);
    // The group whose page asks: its own study sessions come titled (ADR 056).
    const forGroup = internalOccurrencesQuery({ userIds: [BEN], from: '2027-01-18', to: '2027-01-20', timeZone: 'UTC', groupId: GROUP });
    expect(forGroup.get('groupId')).toBe(GROUP);
  });

  it('decodes every asked user, without entries for a user the answer leaves out', () => {
    const decoded = decodeInternalOccurrences({ users: { [ANN]: { entries: [entry] } } }, [ANN, BEN]);
    expect(decoded).toEqual(
      new Map([
        [ANN, [entry]],
        [BEN, []],
      ]),
    );
  });

  it.each([
    ['a day name that is not one', { dayOfWeek: 'Wed' }],
    ['a date that is not one', { date: '20.01.2027' }],
    ['a time past midnight', { endTime: '24:30' }],
    ['a missing title', { title: undefined }],
    ['a text all-day flag', { allDay: 'false' }],
  ])('drops an entry with %s', (_, change) => {
    const decoded = decodeInternalOccurrences({ users: { [ANN]: { entries: [{ ...entry, ...change }, entry] } } }, [ANN]);
    expect(decoded?.get(ANN)).toEqual([entry]);
  });

  it.each([null, 'busy', { users: 'none' }, {}])('refuses a body that is no answer: %p', (body) => {
    expect(decodeInternalOccurrences(body, [ANN])).toBeUndefined();
  });
});
