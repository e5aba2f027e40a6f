/**
 * Sending e-mail (verification codes). SMTP through nodemailer when SMTP_URL is set; without it a server has
 * no mailer, and check-identity answers 503 rather than claim a code went out (services/identity.ts).
 * `npm start` brings its own that keeps the messages (server/demo/demo-mailer.ts).
 */
import nodemailer from 'nodemailer';

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
