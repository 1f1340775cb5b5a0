// The SMTP MailTransport, configured by one URL (SMTP_URL, e.g. smtps://user:pass@smtp.example.com:465 or
// smtp://localhost:1025); MAIL_FROM is the sender. nodemailer does the protocol (TLS, AUTH, dot-stuffing).
import nodemailer from 'nodemailer';
import type { MailTransport } from './deliver-outbox';

export function createSmtpTransport(options: { url: string; from: string }): MailTransport & { close(): void } {
  const transporter = nodemailer.createTransport(options.url);
  return {
    async send(message) {
      await transporter.sendMail({ from: options.from, to: message.to, subject: message.subject, text: message.text });
    },
    close: () => transporter.close(),
  };
}

/** The transport the job scheduler uses: SMTP when configured, none otherwise (mail stays in the outbox). */
export function mailTransportFor(config: { smtpUrl?: string; from: string }): MailTransport | undefined {
  return config.smtpUrl ? createSmtpTransport({ url: config.smtpUrl, from: config.from }) : undefined;
}
