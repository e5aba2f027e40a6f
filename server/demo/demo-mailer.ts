/**
 * `npm start`'s mailer (never a production start's): it sends nothing, it keeps the last messages for the demo
 * page's outbox (/demo/mail, demo-mail-page.ts) and prints each to the console `npm start` prints to, so a
 * person can try the managed flow with the code it "sent". Used only when SMTP_URL is not set.
 */
import type { Mailer, OutgoingMail } from '../providers/mailer.ts';

/** How many messages the outbox keeps: enough for a few tries, bounded however long the demo runs. */
export const DEMO_OUTBOX_SIZE = 20;

export interface DemoMail extends OutgoingMail {
  sentAt: Date;
}

export interface DemoMailer extends Mailer {
  /** The kept messages, newest first. */
  messages(): readonly DemoMail[];
}

export function createDemoMailer(options: { print: (line: string) => void; now: () => Date }): DemoMailer {
  const kept: DemoMail[] = [];
  return {
    async send(mail) {
      kept.unshift({ ...mail, sentAt: options.now() });
      kept.length = Math.min(kept.length, DEMO_OUTBOX_SIZE);
      options.print(`Mail to ${mail.to} (kept by the demo, not sent): ${mail.text}`);
    },
    close() {},
    messages: () => kept,
  };
}
