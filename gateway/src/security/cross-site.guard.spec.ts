import type { Request } from 'express';
import { allowedOrigins, crossSiteRefusal } from './cross-site.guard';

const request = (headers: Record<string, string>): Request =>
  ({ headers, protocol: 'https', get: (name: string) => (name === 'host' ? 'overlap.example' : undefined) }) as unknown as Request;

describe('crossSiteRefusal', () => {
  const extra = allowedOrigins('http://localhost:5173/, ');

  it.each([
    [{}, undefined],
    [{ 'sec-fetch-site': 'same-origin', origin: 'https://overlap.example' }, undefined],
    [{ origin: 'http://localhost:5173' }, undefined],
    [{ 'sec-fetch-site': 'none' }, undefined],
    [{ 'sec-fetch-site': 'cross-site' }, 'Cross-site requests cannot change anything here'],
    [{ 'sec-fetch-site': 'same-site', origin: 'https://evil.overlap.example' }, 'Cross-site requests cannot change anything here'],
    [{ origin: 'https://evil.example' }, 'Cross-site requests cannot change anything here'],
    [{ origin: 'null' }, 'Cross-site requests cannot change anything here'],
    [{ origin: 'http://overlap.example' }, undefined],
    [{ origin: 'https://overlap.example.evil.example' }, 'Cross-site requests cannot change anything here'],
    [{ origin: 'https://overlap.example:8443' }, 'Cross-site requests cannot change anything here'],
  ])('%j → %s', (headers, refusal) => {
    expect(crossSiteRefusal(request(headers), extra)).toBe(refusal);
  });
});
