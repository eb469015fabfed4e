import { BadRequestException } from '@nestjs/common';
import { createValidationPipe } from '@overlap/platform';
import { CreateSubscriptionDto, MESSAGES, UpdateSubscriptionDto } from './subscription.dto';

async function validate(metatype: new () => object, body: unknown): Promise<{ value?: any; message?: string }> {
  try {
    return { value: await createValidationPipe().transform(body, { type: 'body', metatype }) };
  } catch (e) {
    return { message: ((e as BadRequestException).getResponse() as { message: string }).message };
  }
}

describe('CreateSubscriptionDto', () => {
  const valid = { name: 'Timetable', url: 'https://cal.uni.edu/feed.ics', syncInterval: 30 };

  it.each([
    ['no name', { ...valid, name: undefined }, MESSAGES.nameRequired],
    ['a blank name', { ...valid, name: '   ' }, MESSAGES.nameRequired],
    ['a name that is not text', { ...valid, name: 42 }, MESSAGES.nameRequired],
    ['no URL', { ...valid, url: undefined }, MESSAGES.urlRequired],
    ['an empty URL', { ...valid, url: ' ' }, MESSAGES.urlRequired],
    ['a URL that is not one', { ...valid, url: 'my timetable' }, MESSAGES.urlInvalid],
    ['an ftp URL', { ...valid, url: 'ftp://cal.uni.edu/feed.ics' }, MESSAGES.urlScheme],
    ['a URL over 2048 characters', { ...valid, url: `https://cal.uni.edu/${'a'.repeat(2048)}` }, MESSAGES.urlInvalid],
    ['an interval not offered', { ...valid, syncInterval: 45 }, MESSAGES.interval],
    ['an interval that is not a number', { ...valid, syncInterval: 'often' }, MESSAGES.interval],
    ['nothing at all', {}, MESSAGES.nameRequired],
  ])('refuses %s', async (_name, body, message) => {
    expect((await validate(CreateSubscriptionDto, body)).message).toBe(message);
  });

  it('trims the name and URL and accepts webcal links and numeric strings', async () => {
    const { value } = await validate(CreateSubscriptionDto, { name: '  Uni  ', url: ' webcal://cal.uni.edu/x.ics ', syncInterval: '240' });
    expect(value).toMatchObject({ name: 'Uni', url: 'webcal://cal.uni.edu/x.ics', syncInterval: 240 });
  });

  it('leaves the interval open for the default', async () => {
    const { value } = await validate(CreateSubscriptionDto, { name: 'Uni', url: 'https://cal.uni.edu/x.ics' });
    expect(value.syncInterval).toBeUndefined();
  });
});

describe('UpdateSubscriptionDto', () => {
  it('accepts a partial update', async () => {
    expect((await validate(UpdateSubscriptionDto, { syncInterval: 15 })).value).toMatchObject({ syncInterval: 15 });
  });
  it.each([
    [{ name: '' }, MESSAGES.nameRequired],
    [{ url: '' }, MESSAGES.urlRequired],
    [{ url: 'nope' }, MESSAGES.urlInvalid],
    [{ syncInterval: 0 }, MESSAGES.interval],
    // null is not "keep the value": an edit must not store a null name, link or interval.
    [{ name: null }, MESSAGES.nameRequired],
    [{ url: null }, MESSAGES.urlRequired],
    [{ syncInterval: null }, MESSAGES.interval],
  ])('refuses %p', async (body, message) => {
    expect((await validate(UpdateSubscriptionDto, body)).message).toBe(message);
  });
});
