/**
 * Sending e-mail (verification codes). SMTP through nodemailer when SMTP_URL is set; otherwise a mailer
 * that only logs that a mail was sent (never its code), so a laptop run needs no mail server.
 */
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
    close: () => transport.close(),
  };
}

export function createLogMailer(logger: Logger): Mailer {
  return {
    async send(mail) {
      logger.warn({ subject: mail.subject }, 'SMTP_URL is not set: an e-mail was not sent');
    },
    close() {},
  };
}
