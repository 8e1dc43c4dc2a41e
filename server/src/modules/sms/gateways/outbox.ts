import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { maskPhone } from '../phone';
import type { OutgoingSms, SendOutcome, SmsGateway } from './gateway';

/**
 * Without a gateway, each message is written to DATA_DIR/outbox/ as one JSON file, as staff mail
 * is (modules/staff/mailer), so a shop on a fresh machine shows what its shoppers would be sent. The
 * file is named by the message's key and written whole or not at all (a temporary file renamed
 * into place), so a try repeated after a crash rewrites the same file: one file per message.
 * The number is masked: the outbox is a folder anyone on the machine may read.
 */
export function outboxGateway(outboxDir: string, now: () => Date = () => new Date()): SmsGateway {
  return {
    name: 'outbox',
    idempotent: true,
    async send(message: OutgoingSms): Promise<SendOutcome> {
      await mkdir(outboxDir, { recursive: true });
      const name = `sms-${message.id}-${message.key}.json`;
      const file = path.join(outboxDir, name);
      const content = {
        to: maskPhone(message.to),
        invoice_no: message.invoiceNo,
        event: message.event,
        language: message.language,
        parts: message.parts,
        text: message.text,
        key: message.key,
        date: now().toISOString(),
      };
      const partial = `${file}.${process.pid}.tmp`;
      await writeFile(partial, `${JSON.stringify(content, null, 2)}\n`);
      await rename(partial, file);
      return { ok: true, reference: name };
    },
  };
}
