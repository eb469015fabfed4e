import { loadHyphenator } from './hyphenation';

const shown = (text: string) => text.replace(/\u00AD/g, '~');

describe('hyphenation by language', () => {
  it('marks syllables of long words with soft hyphens, never splitting a syllable', async () => {
    const english = await loadHyphenator('en');
    expect(shown(english('Macroeconomics'))).toBe('Macro~eco~nom~ics');
    // Words under seven letters stay whole.
    expect(english('Lab in room')).toBe('Lab in room');
  });

  it('uses each language’s own patterns', async () => {
    expect(shown((await loadHyphenator('de'))('Rechnungslegung'))).toBe('Rech~nungs~le~gung');
    expect(shown((await loadHyphenator('da'))('Makroøkonomi'))).toContain('~');
  });

  it('leaves Chinese (which breaks between characters) and unknown languages as they are', async () => {
    expect((await loadHyphenator('zh'))('宏观经济学 Macroeconomics')).toBe('宏观经济学 Macroeconomics');
    expect((await loadHyphenator('xx'))('Macroeconomics')).toBe('Macroeconomics');
  });
});
