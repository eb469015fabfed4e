import { isAppFile } from './app-files';

describe('the built files the service worker keeps when first used (ADR 041)', () => {
  it('keeps hashed scripts, styles, pictures and fonts', () => {
    for (const path of [
      '/assets/profile-page-B2DGGAg9.js',
      '/assets/antd-DXgSDGOa.js',
      '/assets/index-CqzbMPjr.css',
      '/assets/grid-a_b-C3d4.svg',
      '/assets/inter-Ab12Cd34.woff2',
    ]) {
      expect([path, isAppFile(path)]).toEqual([path, true]);
    }
  });

  it('never keeps pages, the API, the worker, unhashed files or source maps', () => {
    for (const path of [
      '/',
      '/calendar',
      '/api/events',
      '/sw.js',
      '/index.html',
      '/assets/app.js',
      '/assets/index-CqzbMPjr.js.map',
      '/assets/x/index-CqzbMPjr.js',
    ]) {
      expect([path, isAppFile(path)]).toEqual([path, false]);
    }
  });
});
