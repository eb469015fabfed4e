import type { Campus } from '../api/onboarding-api';
import { filterUniversities, universitiesOf } from './universities';

const campus = (id: string, name: string, university: string): Campus => ({ id, name, university, latitude: '55.68', longitude: '12.52', radius: '200' });

const CAMPUSES = [
  campus('ku-norre', 'North Campus', 'University of Copenhagen'),
  campus('cbs-kilen', 'Kilen', 'Copenhagen Business School'),
  campus('ku-city', 'City Campus', 'University of Copenhagen'),
  campus('cbs-porcelaenshaven', 'Porcelænshaven', 'Copenhagen Business School'),
  campus('au', 'Aarhus Campus', 'Aarhus University'),
  campus('blank', 'Somewhere', '  '),
];

describe('universitiesOf', () => {
  it('groups campuses by university, both in alphabetical order, and drops campuses without one', () => {
    expect(universitiesOf(CAMPUSES, 'en')).toEqual([
      { name: 'Aarhus University', campuses: ['Aarhus Campus'] },
      { name: 'Copenhagen Business School', campuses: ['Kilen', 'Porcelænshaven'] },
      { name: 'University of Copenhagen', campuses: ['City Campus', 'North Campus'] },
    ]);
  });

  it('sorts by the language’s own alphabet (Danish puts Aa after Ø)', () => {
    const names = universitiesOf([campus('a', 'X', 'Aarhus Universitet'), campus('b', 'Y', 'Øresund'), campus('c', 'Z', 'Zealand')], 'da').map((u) => u.name);
    expect(names).toEqual(['Zealand', 'Øresund', 'Aarhus Universitet']);
  });

  it('is empty for no campuses', () => expect(universitiesOf([], 'en')).toEqual([]));
});

describe('filterUniversities', () => {
  const all = universitiesOf(CAMPUSES, 'en');
  it('matches every word in the university or campus names, ignoring case and accents', () => {
    expect(filterUniversities(all, 'copenhagen business').map((u) => u.name)).toEqual(['Copenhagen Business School']);
    expect(filterUniversities(all, 'porcelaens').map((u) => u.name)).toEqual(['Copenhagen Business School']);
    expect(filterUniversities(all, 'Porcelæn').map((u) => u.name)).toEqual(['Copenhagen Business School']);
    expect(filterUniversities(all, 'NORTH').map((u) => u.name)).toEqual(['University of Copenhagen']);
    expect(filterUniversities(all, 'oxford')).toEqual([]);
  });

  it('keeps the whole list for a blank query', () => expect(filterUniversities(all, '   ')).toEqual(all));
});
