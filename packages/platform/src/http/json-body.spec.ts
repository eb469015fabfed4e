import { gzipSync } from 'node:zlib';
import { decodeJsonBody, JSON_BODY_MESSAGES, jsonHeadersRefusal } from './json-body';

describe('jsonHeadersRefusal', () => {
  it.each([
    [{ 'content-type': 'application/json' }, undefined],
    [{ 'content-type': 'application/json; charset=utf-8' }, undefined],
    [{ 'content-type': 'application/json; charset="UTF-8"' }, undefined],
    [{ 'content-type': 'application/json', 'content-encoding': 'identity' }, undefined],
    [{ 'content-type': 'application/json; charset=utf-16le' }, { status: 415, message: JSON_BODY_MESSAGES.charset }],
    [{ 'content-type': 'application/json;charset=latin1' }, { status: 415, message: JSON_BODY_MESSAGES.charset }],
    [
      { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      { status: 415, message: JSON_BODY_MESSAGES.compressed },
    ],
    [
      { 'content-type': 'application/json', 'content-encoding': 'br' },
      { status: 415, message: JSON_BODY_MESSAGES.compressed },
    ],
  ])('%j → %j', (headers, refusal) => {
    expect(jsonHeadersRefusal(headers)).toEqual(refusal);
  });
});

describe('decodeJsonBody', () => {
  const text = '{"email":"ada@uni.test","password":"x"}';

  it('parses UTF-8 JSON, and an empty body as {}', () => {
    expect(decodeJsonBody(Buffer.from(text))).toEqual({ value: { email: 'ada@uni.test', password: 'x' } });
    expect(decodeJsonBody(Buffer.from('{"name":"Ærø 😀"}'))).toEqual({ value: { name: 'Ærø 😀' } });
    expect(decodeJsonBody(Buffer.alloc(0))).toEqual({ value: {} });
  });

  it('refuses what another reader could decode differently: a byte order mark, UTF-16, compressed or broken bytes', () => {
    expect(decodeJsonBody(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]))).toEqual({
      status: 415,
      message: JSON_BODY_MESSAGES.byteOrderMark,
    });
    expect(decodeJsonBody(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]))).toEqual({
      status: 415,
      message: JSON_BODY_MESSAGES.charset,
    });
    expect(decodeJsonBody(gzipSync(text))).toEqual({ status: 400, message: JSON_BODY_MESSAGES.notJson });
    expect(decodeJsonBody(Buffer.from([0x7b, 0x22, 0xc3, 0x22, 0x3a, 0x31, 0x7d]))).toEqual({ status: 400, message: JSON_BODY_MESSAGES.notJson });
  });

  it('takes only an object: every route does (null, a list or a bare value is no request)', () => {
    for (const body of ['null', '[]', '[{"a":1}]', '"x"', '1', 'true']) {
      expect(decodeJsonBody(Buffer.from(body))).toEqual({ status: 400, message: 'Request body must be a JSON object' });
    }
  });

  it("answers malformed JSON with the app's own message, not the parser's", () => {
    expect(decodeJsonBody(Buffer.from('{"email":'))).toEqual({ status: 400, message: 'Request body is not valid JSON' });
  });
});
