import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import { DeliveryError } from './delivery-error.ts';

/** One e-mail of an alert. */
export interface AlertMail {
  to: string;
  subject: string;
  text: string;
  /** The alert's idempotency id, as the `X-Alert-Id` header (a receiver drops a second copy by it). */
  alertId: string;
  language: string;
}

export interface Mailer {
  send(mail: AlertMail): Promise<void>;
  close(): void;
}

/**
 * E-mail over SMTP with nodemailer: ALERTS_SMTP_URL (`smtp://user:pass@host:587`, `smtps://…:465`;
 * nodemailer's URL options such as `?requireTLS=true` apply), sent from ALERTS_MAIL_FROM. Every
 * stage is bounded by the send timeout. A 5xx answer of the server (no such mailbox) is final; the
 * rest is tried again with backoff.
 */
export function createMailer(smtpUrl: string, from: string, timeoutMs: number): Mailer {
  const options: SMTPTransport.Options = {
    url: smtpUrl,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  };
  const transport = nodemailer.createTransport(options);
  return {
    async send(mail) {
      try {
        await transport.sendMail({
          from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          headers: { 'X-Alert-Id': mail.alertId, 'Content-Language': mail.language },
        });
      } catch (error) {
        const responseCode = (error as { responseCode?: unknown }).responseCode;
        const code = typeof responseCode === 'number' ? responseCode : undefined;
        const message = error instanceof Error ? error.message : String(error);
        throw new DeliveryError('mail', message, { ...(code ? { statusCode: code } : {}), final: code !== undefined && code >= 500 });
      }
    },
    close: () => transport.close(),
  };
}
