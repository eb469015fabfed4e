import { ownOriginUrl } from './return-url.dto';

const APP = 'https://overlap.example';

describe('checkout return addresses', () => {
  it("accept the app's own pages", () => {
    expect(ownOriginUrl('https://overlap.example/?subscription=success', APP, 'successUrl')).toBe('https://overlap.example/?subscription=success');
    expect(ownOriginUrl('https://overlap.example/pricing?subscription=cancelled', APP, 'cancelUrl')).toBe(
      'https://overlap.example/pricing?subscription=cancelled',
    );
  });

  it.each([
    'https://evil.example/',
    'http://overlap.example/',
    'https://overlap.example.evil.example/',
    'https://user:pw@overlap.example/',
    '//evil.example',
    '/pricing',
    'javascript:alert(1)',
    'https://overlap.example:444/',
  ])('refuse %s (open redirect) with 400', (url) => {
    expect(() => ownOriginUrl(url, APP, 'successUrl')).toThrow(expect.objectContaining({ status: 400 }));
  });
});
