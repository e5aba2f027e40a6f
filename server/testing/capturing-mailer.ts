/** A mailer that keeps what it would send, so tests can read a verification code without SMTP. */
import type { Mailer, OutgoingMail } from '../providers/mailer.ts';

export interface CapturingMailer extends Mailer {
  sent: OutgoingMail[];
  /** The six-digit code of the last mail to `to`, or null. */
  latestCode(to: string): string | null;
}

export function createCapturingMailer(): CapturingMailer {
  const sent: OutgoingMail[] = [];
  return {
    sent,
    async send(mail) {
      sent.push(mail);
    },
    close() {},
    latestCode(to) {
      const mail = sent.filter((candidate) => candidate.to === to).at(-1);
      return mail ? (/\b(\d{6})\b/.exec(mail.text)?.[1] ?? null) : null;
    },
  };
}
