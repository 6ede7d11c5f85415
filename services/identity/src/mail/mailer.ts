import { type Logger } from '@vitae/service-kit';
import { createTransport, type Transporter } from 'nodemailer';

/** One mail carrying a link the reader follows (verification, password reset). */
export type LinkMail = { to: string; subject: string; text: string; link: string };

/** Sends mail; the only way identity reaches a person outside the app. */
export type Mailer = { send(mail: LinkMail): Promise<void>; close(): void };

/** Options for {@link createMailer}. */
export type MailerOptions = { smtpUrl?: string; from: string; logger: Logger; production: boolean };

/**
 * SMTP through nodemailer when `SMTP_URL` is set. Without it (the all-in-one
 * mode on a laptop) the link is written to the log so the flow can still be
 * finished; in production the link never reaches a log (docs/quality.md#case-13), only a
 * warning that no mail could be sent.
 */
export function createMailer({ smtpUrl, from, logger, production }: MailerOptions): Mailer {
  const log = logger.child({ component: 'mail' });
  const transport: Transporter | undefined = smtpUrl ? createTransport(smtpUrl) : undefined;
  return {
    async send(mail) {
      if (transport) {
        await transport.sendMail({
          from,
          to: mail.to,
          subject: mail.subject,
          text: `${mail.text}\n\n${mail.link}\n`,
        });
        log.info({ subject: mail.subject }, 'mail sent');
      } else if (production) {
        log.warn({ subject: mail.subject }, 'no SMTP_URL configured; the mail was not sent');
      } else {
        log.info(
          { to: mail.to, subject: mail.subject, link: mail.link },
          'no SMTP_URL configured; here is the link instead',
        );
      }
    },
    close: () => transport?.close(),
  };
}
