import { SMTPServer } from 'smtp-server';

/** A mail as the mailbox received it. */
export type Mail = { to: string; subject: string; body: string };

/** A real SMTP server on loopback that keeps every mail it receives. */
export class Mailbox {
  readonly mails: Mail[] = [];
  private waiters: { to: string; resolve: (mail: Mail) => void }[] = [];
  readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()).join(',');
        const subject = /^Subject: (.*)$/m.exec(raw)?.[1] ?? '';
        // Undo quoted-printable soft breaks so the link reads whole.
        const body = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
        const mail = { to, subject, body };
        this.mails.push(mail);
        for (const waiter of this.waiters.filter((w) => w.to === to)) {
          waiter.resolve(mail);
        }
        this.waiters = this.waiters.filter((w) => w.to !== to);
        callback();
      });
    },
  });

  async listen(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const address = this.server.server.address() as { port: number };
    return `smtp://127.0.0.1:${address.port}`;
  }

  /** The next mail to `to` that arrives from now on. */
  next(to: string): Promise<Mail> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no mail to ${to} arrived`)), 10_000);
      this.waiters.push({
        to: to.toLowerCase(),
        resolve: (mail) => {
          clearTimeout(timer);
          resolve(mail);
        },
      });
    });
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** The token of the first link in a mail to a web page under /auth/. */
export function linkIn(mail: Mail, page: string): URL {
  const match = new RegExp(`https?://[^\\s]+/auth/${page}\\?token=[A-Za-z0-9_-]+`).exec(mail.body);
  if (!match) {
    throw new Error(`no ${page} link in: ${mail.body}`);
  }
  return new URL(match[0]);
}
