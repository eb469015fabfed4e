import { GATEWAY_URL } from '@overlap/test-support';

// The built app's installable parts as the gateway serves them (ADR 033).
describe('gateway: the installable app', () => {
  it('serves the service worker as a script that is always revalidated and may control the whole site', async () => {
    const res = await fetch(`${GATEWAY_URL}/sw.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^(text|application)\/javascript/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('service-worker-allowed')).toBe('/');
    expect(await res.text()).toContain('overlap-offline-data');
  });

  it('serves the manifest as one, with the icons it names', async () => {
    const res = await fetch(`${GATEWAY_URL}/manifest.webmanifest`);
    expect([res.status, res.headers.get('content-type'), res.headers.get('cache-control')]).toEqual([
      200,
      'application/manifest+json; charset=utf-8',
      'no-cache',
    ]);
    const manifest = (await res.json()) as { start_url: string; display: string; icons: { src: string; sizes: string; purpose?: string }[] };
    expect([manifest.start_url, manifest.display]).toEqual(['/', 'standalone']);
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose ?? 'any'}`)).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
    for (const icon of manifest.icons) {
      const image = await fetch(new URL(icon.src, `${GATEWAY_URL}/`));
      expect([icon.src, image.status, image.headers.get('content-type')]).toEqual([icon.src, 200, 'image/png']);
    }
  });

  it('links the manifest from the page and lets the CSP load the worker and the manifest from our origin', async () => {
    const res = await fetch(`${GATEWAY_URL}/`);
    expect(await res.text()).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });
});
