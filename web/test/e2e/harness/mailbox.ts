import { SMTPServer } from 'smtp-server';

import { linksOf, parseMessage } from './mime';

/** One mail the app sent. */
export type Mail = {
  /** The envelope recipient (lowercased); several are joined with ", ". */
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Every http(s) link in the message, from its text and its HTML. */
  links: string[];
};

export type MailQuery = {
  /** The recipient's address, any case. */
  to: string;
  /** A part of the subject, or a pattern it matches. */
  subject?: string | RegExp;
  /** How long to wait for it; 20 s unless told. */
  timeoutMs?: number;
};

/** Every mail the app sends, and a way to wait for one. */
export type Mailbox = {
  /** The URL the app sends through (SMTP_URL). */
  smtpUrl: string;
  /** Every mail received so far, oldest first. */
  readonly mails: readonly Mail[];
  /**
   * The oldest mail matching `query` not yet returned by `next`, waiting for it
   * if none has arrived. Each mail is returned once, so a test asking twice gets
   * the second mail, and a mail that arrived before the call is not missed.
   */
  next(query: MailQuery): Promise<Mail>;
  close(): Promise<void>;
};

type Waiter = { query: MailQuery; resolve: (mail: Mail) => void };

function matches(mail: Mail, { to, subject }: MailQuery): boolean {
  const recipientMatches = mail.to.split(', ').includes(to.toLowerCase());
  const subjectMatches =
    subject === undefined ||
    (typeof subject === 'string' ? mail.subject.includes(subject) : subject.test(mail.subject));
  return recipientMatches && subjectMatches;
}

/** A real SMTP server (`smtp-server`) on loopback that keeps every message. */
export async function startMailbox(): Promise<Mailbox> {
  const mails: Mail[] = [];
  const taken = new Set<Mail>();
  let waiters: Waiter[] = [];

  const deliver = (mail: Mail) => {
    mails.push(mail);
    const waiter = waiters.find((candidate) => matches(mail, candidate.query));
    if (waiter) {
      taken.add(mail);
      waiters = waiters.filter((candidate) => candidate !== waiter);
      waiter.resolve(mail);
    }
  };

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        parseMessage(Buffer.concat(chunks)).then(
          (message) => {
            deliver({
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()).join(', '),
              subject: message.subject,
              text: message.text,
              html: message.html,
              links: linksOf(message),
            });
            callback();
          },
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as { port: number };

  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    mails,
    next(query) {
      const waiting = mails.find((mail) => !taken.has(mail) && matches(mail, query));
      if (waiting) {
        taken.add(waiting);
        return Promise.resolve(waiting);
      }
      const timeoutMs = query.timeoutMs ?? 20_000;
      return new Promise<Mail>((resolve, reject) => {
        const waiter: Waiter = {
          query,
          resolve: (mail) => {
            clearTimeout(timer);
            resolve(mail);
          },
        };
        const timer = setTimeout(() => {
          waiters = waiters.filter((candidate) => candidate !== waiter);
          const received = mails.map((mail) => `  to ${mail.to}: ${mail.subject}`).join('\n');
          const wanted = `to ${query.to}${query.subject ? ` with subject ${String(query.subject)}` : ''}`;
          reject(
            new Error(
              `No mail ${wanted} arrived within ${timeoutMs} ms. Received:\n${received || '  (none)'}`,
            ),
          );
        }, timeoutMs);
        waiters.push(waiter);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
