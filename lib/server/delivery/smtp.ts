import 'server-only';

import nodemailer from 'nodemailer';

import { DeliveryError, type OutgoingEmail, type Transport } from './types';

/** SMTP through nodemailer, e.g. `SMTP_URL=smtps://user:pass@smtp.example.mx:465`. */
export function smtpTransport(url: string, from: string): Transport<OutgoingEmail> {
  const transporter = nodemailer.createTransport(url);
  return {
    name: 'smtp',
    async send({ to, subject, text }) {
      try {
        await transporter.sendMail({ from, to, subject, text });
      } catch (error) {
        const responseCode = (error as { responseCode?: number }).responseCode;
        // A permanent SMTP reply (5xx: unknown mailbox, refused sender) is the client's problem.
        const code =
          responseCode && responseCode >= 500 ? 'email_client_failure' : 'email_server_failure';
        throw new DeliveryError(code, error instanceof Error ? error.message : String(error));
      }
    },
  };
}
