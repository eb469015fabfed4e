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
});
