import { LANGUAGES } from '../identity/languages';
import { decodeDataExportPart } from './data-export';
import { DATA_EXPORT_FILES } from './data-export-files';

describe('data export parts', () => {
  it('accepts files with plain names and text', () => {
    expect(decodeDataExportPart({ files: [{ name: 'feeds.json', content: '[]' }] })).toEqual({ files: [{ name: 'feeds.json', content: '[]' }] });
  });

  it.each([
    ['a name leaving its folder', { files: [{ name: '../identity/profile.json', content: '' }] }],
    ['a name with a folder', { files: [{ name: 'a/b.json', content: '' }] }],
    ['another kind of file', { files: [{ name: 'run.sh', content: '' }] }],
    ['content that is not text', { files: [{ name: 'a.json', content: 1 }] }],
    ['no list of files', { part: [] }],
  ])('refuses %s', (_, body) => {
    expect(decodeDataExportPart(body)).toBeUndefined();
  });

  it('describes every file in every interface language', () => {
    for (const files of Object.values(DATA_EXPORT_FILES))
      for (const texts of Object.values(files)) for (const lang of LANGUAGES) expect((texts as Record<string, string>)[lang]?.length).toBeGreaterThan(10);
  });
});
