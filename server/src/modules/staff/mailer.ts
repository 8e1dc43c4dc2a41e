import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../../config';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * Mail goes out over SMTP_URL; without it each mail is written to DATA_DIR/outbox/ as one JSON
 * file (and logged), so sign-up works on a fresh machine with no mail server.
 */
export function createMailer(
  config: Pick<Config, 'smtpUrl' | 'outboxDir' | 'mailFrom'>,
  log: Pick<FastifyBaseLogger, 'info'>,
): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: config.mailFrom, ...mail });
        log.info({ to: mail.to, subject: mail.subject }, 'mail sent');
      },
    };
  }
  return {
    async send(mail) {
      await mkdir(config.outboxDir, { recursive: true });
      const file = path.join(config.outboxDir, `${Date.now()}-${randomUUID()}.json`);
      const message = { from: config.mailFrom, ...mail, date: new Date().toISOString() };
      await writeFile(file, `${JSON.stringify(message, null, 2)}\n`);
      log.info(
        { file, to: mail.to, subject: mail.subject, text: mail.text },
        'mail written to outbox',
      );
    },
  };
}
