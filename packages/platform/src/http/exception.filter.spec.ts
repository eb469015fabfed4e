import { BadRequestException, HttpException, type ArgumentsHost } from '@nestjs/common';
import type pino from 'pino';
import { AllExceptionsFilter } from './exception.filter';

function answer(exception: unknown) {
  const res = { headersSent: false, status: jest.fn().mockReturnThis(), json: jest.fn() };
  const host = { switchToHttp: () => ({ getResponse: () => res, getRequest: () => ({ method: 'POST', originalUrl: '/x' }) }) } as unknown as ArgumentsHost;
  new AllExceptionsFilter({ error: jest.fn() } as unknown as pino.Logger).catch(exception, host);
  return res.json.mock.calls[0]![0] as { statusCode: number; message: string };
}

const parserError = (type: string, message: string) => Object.assign(new Error(message), { type });

describe('AllExceptionsFilter', () => {
  it("answers body-parser failures Nest wrapped with the app's own words, never the parser's", () => {
    const parse = parserError('entity.parse.failed', "Expected ',' or '}' after property value in JSON at position 9");
    expect(answer(new BadRequestException(parse.message, { cause: parse }))).toEqual({ statusCode: 400, message: 'Request body is not valid JSON' });
    const large = parserError('entity.too.large', 'request entity too large');
    expect(answer(new HttpException(large.message, 413, { cause: large }))).toEqual({ statusCode: 413, message: 'Request body is too large' });
    const coding = parserError('encoding.unsupported', 'content encoding unsupported');
    expect(answer(new HttpException(coding.message, 415, { cause: coding })).statusCode).toBe(415);
  });

  it('keeps an ordinary HttpException message', () => {
    expect(answer(new BadRequestException('Group name is required.'))).toEqual({ statusCode: 400, message: 'Group name is required.' });
  });

  it('answers 503 when a dependency is down or the database pool cannot give a connection in time, 500 otherwise', () => {
    const unavailable = { statusCode: 503, message: 'The service is temporarily unavailable. Please try again in a moment.' };
    expect(answer(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))).toEqual(unavailable);
    expect(answer(new Error('timeout exceeded when trying to connect'))).toEqual(unavailable);
    expect(answer(new Error('Connection terminated due to connection timeout', { cause: new Error('Connection terminated unexpectedly') }))).toEqual(
      unavailable,
    );
    expect(answer(new Error('Cannot read properties of undefined')).statusCode).toBe(500);
  });
});
