import { Writable } from 'node:stream';

import pino from 'pino';

import { createMailer } from '../../src/mail/mailer';

function capturingLogger() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { logger: pino({ level: 'info' }, destination), lines };
}

const mail = {
  to: 'ada@example.org',
  subject: 'Reset your password',
  text: 'Open the link.',
  link: 'http://localhost:3000/auth/reset-password?token=secret-token-value',
};

describe('mail without an SMTP server', () => {
  it('writes the link to the log outside production, so the all-in-one mode still works', async () => {
    const { logger, lines } = capturingLogger();
    await createMailer({ from: 'Vitae <noreply@localhost>', logger, production: false }).send(mail);
    expect(lines.join('')).toContain(mail.link);
  });

  it('never writes the link to the log in production', async () => {
    const { logger, lines } = capturingLogger();
    await createMailer({ from: 'Vitae <noreply@localhost>', logger, production: true }).send(mail);
    expect(lines.join('')).toContain('not sent');
    expect(lines.join('')).not.toContain('secret-token-value');
  });
});
