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
