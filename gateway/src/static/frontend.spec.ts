import { join } from 'node:path';
import { staticFileHeaders } from './frontend';

describe('staticFileHeaders', () => {
  const dist = join('/srv', 'frontend', 'dist');

  it('keeps hashed assets for a year', () => {
    expect(staticFileHeaders(dist, join(dist, 'assets', 'index-abc123.js'))).toEqual({ 'Cache-Control': 'public, max-age=31536000, immutable' });
  });

  it('revalidates the service worker on every check and lets it control the whole site', () => {
    expect(staticFileHeaders(dist, join(dist, 'sw.js'))).toEqual({ 'Cache-Control': 'no-cache', 'Service-Worker-Allowed': '/' });
  });

  it('serves the web app manifest as one, revalidated', () => {
    expect(staticFileHeaders(dist, join(dist, 'manifest.webmanifest'))).toEqual({
      'Cache-Control': 'no-cache',
      'Content-Type': 'application/manifest+json; charset=utf-8',
    });
  });

  it('revalidates the icons and anything else outside assets/, even a file named like assets', () => {
    expect(staticFileHeaders(dist, join(dist, 'pwa-192x192.png'))).toEqual({ 'Cache-Control': 'no-cache' });
    expect(staticFileHeaders(dist, join(dist, 'assets-list.txt'))).toEqual({ 'Cache-Control': 'no-cache' });
    expect(staticFileHeaders(dist, join(dist, 'assets', 'nested', 'sw.js'))).toEqual({ 'Cache-Control': 'public, max-age=31536000, immutable' });
  });
});
