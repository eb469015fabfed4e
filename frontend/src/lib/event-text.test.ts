import { oneLineLocation, roomsOf, textWithLinks } from './event-text';

describe('event texts', () => {
  it('reads one room per line and puts them on one line for labels', () => {
    expect(roomsOf('Lab A\nLab B\n')).toEqual(['Lab A', 'Lab B']);
    expect(oneLineLocation('Lab A\nLab B')).toBe('Lab A, Lab B');
    expect(oneLineLocation('Polacksbacken, Hus 10')).toBe('Polacksbacken, Hus 10');
  });

  it('finds http and https links in plain text, and nothing else', () => {
    expect(textWithLinks('Read the brief [https://canvas.example/brief?x=1]. Or javascript:alert(1)')).toEqual([
      { text: 'Read the brief [' },
      { url: 'https://canvas.example/brief?x=1' },
      { text: ']. Or javascript:alert(1)' },
    ]);
    expect(textWithLinks('See http://a.example/x, then go.')).toEqual([{ text: 'See ' }, { url: 'http://a.example/x' }, { text: ', then go.' }]);
  });
});
