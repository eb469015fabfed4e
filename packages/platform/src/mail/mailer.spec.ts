import type pino from 'pino';
import { Mailer } from './mailer';

describe('Mailer', () => {
  it("sends the message and logs only which mail it was: a subject may name the sender (an invitation's does)", async () => {
    const logged: unknown[] = [];
    const logger = { info: (o: unknown, msg: string) => void logged.push([o, msg]) } as unknown as pino.Logger;
    const mailer = new Mailer(logger);
    const sendMail = jest.fn(async () => ({}));
    (mailer as unknown as { transport: { sendMail: typeof sendMail } }).transport = { sendMail };
    await mailer.send({ to: 'ann@uni.test', kind: 'invitation', subject: 'Ann Lee invited you to the study group Macro', text: 't', html: '<p>t</p>' });
    expect(sendMail).toHaveBeenCalledWith(expect.objectContaining({ to: 'ann@uni.test', subject: 'Ann Lee invited you to the study group Macro', text: 't' }));
    expect(sendMail.mock.calls[0]).not.toEqual([expect.objectContaining({ kind: expect.anything() })]);
    expect(logged).toEqual([[{ kind: 'invitation' }, 'mail sent']]);
    expect(JSON.stringify(logged)).not.toMatch(/Ann|ann@/);
  });
});
