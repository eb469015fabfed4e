import { CampusInputError, parseCampusChange, parseNewCampus } from './campus-input.dto';

const KILEN = { id: 'cbs-kilen', name: 'Kilen', university: 'Copenhagen Business School', latitude: '55.6824', longitude: '12.5262', radius: '120' };

describe('campus input', () => {
  it('reads a new campus from the operator’s strings', () => {
    expect(parseNewCampus({ ...KILEN, name: '  Kilen ' })).toEqual({
      _id: 'cbs-kilen',
      name: 'Kilen',
      university: 'Copenhagen Business School',
      latitude: 55.6824,
      longitude: 12.5262,
      radius: 120,
    });
    expect(parseNewCampus({ ...KILEN, longitude: '-0.134' }).longitude).toBe(-0.134);
  });

  it.each([
    [{ id: undefined }, '--id is required'],
    [{ id: 'CBS Kilen' }, '--id must be a lowercase slug'],
    [{ name: ' ' }, '--name is required'],
    [{ university: undefined }, '--university is required'],
    [{ latitude: '91' }, '--latitude must lie between -90 and 90'],
    [{ latitude: '55,68' }, '--latitude must be a decimal number'],
    [{ longitude: '181' }, '--longitude must lie between -180 and 180'],
    [{ longitude: 'east' }, '--longitude must be a decimal number'],
    [{ radius: '10' }, '--radius must lie between 50 and 5000'],
    [{ radius: '120.5' }, '--radius must be whole metres'],
    [{ radius: undefined }, '--radius must be a decimal number'],
  ])('refuses %j with a clear message', (change, message) => {
    expect(() => parseNewCampus({ ...KILEN, ...change })).toThrow(CampusInputError);
    expect(() => parseNewCampus({ ...KILEN, ...change })).toThrow(message);
  });

  it('changes only the given fields, and needs one', () => {
    expect(parseCampusChange({ id: 'cbs-kilen', radius: '150' })).toEqual({ id: 'cbs-kilen', changes: { radius: 150 } });
    expect(() => parseCampusChange({ id: 'cbs-kilen' })).toThrow('Nothing to change');
    expect(() => parseCampusChange({ id: 'cbs-kilen', latitude: 'x' })).toThrow('--latitude must be a decimal number');
  });
});
