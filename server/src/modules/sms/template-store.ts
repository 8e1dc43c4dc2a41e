import { and, eq } from 'drizzle-orm';
import {
  SMS_EVENTS,
  SMS_LANGUAGES,
  type SmsEvent,
  type SmsLanguage,
} from '@poshak/shared-api/schemas';
import type { Executor } from '../../db/database';
import { smsTemplates, staffUsers } from '../../db/schema';
import { recordAudit, type Actor } from '../audit';
import { DEFAULT_TEMPLATES } from './templates';

export interface StoredTemplate {
  event: SmsEvent;
  language: SmsLanguage;
  text: string;
  /** The owner's wording (false: the shop's default). */
  customised: boolean;
  updated_at: string | null;
  updated_by: string | null;
}

const templateKey = (event: SmsEvent, language: SmsLanguage) => `${event}.${language}`;

/** The wording a message is made with now: the owner's, else the default. */
export async function templateText(
  db: Executor,
  event: SmsEvent,
  language: SmsLanguage,
): Promise<string> {
  const [row] = await db
    .select({ text: smsTemplates.text })
    .from(smsTemplates)
    .where(and(eq(smsTemplates.event, event), eq(smsTemplates.language, language)));
  return row?.text ?? DEFAULT_TEMPLATES[event][language];
}

/** The owner's SMS wordings, one per event and language; each change audited in its transaction. */
export function smsTemplateStore(db: Executor) {
  async function list(): Promise<StoredTemplate[]> {
    const rows = await db
      .select({
        event: smsTemplates.event,
        language: smsTemplates.language,
        text: smsTemplates.text,
        updated_at: smsTemplates.updated_at,
        updated_by: staffUsers.username,
      })
      .from(smsTemplates)
      .leftJoin(staffUsers, eq(staffUsers.id, smsTemplates.updated_by));
    const saved = new Map(rows.map((r) => [`${r.event}.${r.language}`, r]));
    return SMS_EVENTS.flatMap((event) =>
      SMS_LANGUAGES.map((language) => {
        const row = saved.get(templateKey(event, language));
        return {
          event,
          language,
          text: row?.text ?? DEFAULT_TEMPLATES[event][language],
          customised: Boolean(row),
          updated_at: row?.updated_at.toISOString() ?? null,
          updated_by: row?.updated_by ?? null,
        };
      }),
    );
  }

  /** The owner's wording replaces the one in force (checked by the caller: templateProblem). */
  async function save(event: SmsEvent, language: SmsLanguage, text: string, actor: Actor | null) {
    await db.transaction(async (tx) => {
      const before = await templateText(tx, event, language);
      await tx
        .insert(smsTemplates)
        .values({ event, language, text, updated_by: actor?.id ?? null })
        .onConflictDoUpdate({
          target: [smsTemplates.event, smsTemplates.language],
          set: { text, updated_by: actor?.id ?? null, updated_at: new Date() },
        });
      if (actor && before !== text) {
        await recordAudit(tx, actor, {
          kind: 'sms_template',
          id: templateKey(event, language),
          action: 'update',
          before: { text: before },
          after: { text },
        });
      }
    });
  }

  /** Back to the shop's default wording. */
  async function reset(event: SmsEvent, language: SmsLanguage, actor: Actor | null) {
    await db.transaction(async (tx) => {
      const removed = await tx
        .delete(smsTemplates)
        .where(and(eq(smsTemplates.event, event), eq(smsTemplates.language, language)))
        .returning({ text: smsTemplates.text });
      const [was] = removed;
      if (actor && was) {
        await recordAudit(tx, actor, {
          kind: 'sms_template',
          id: templateKey(event, language),
          action: 'delete',
          before: { text: was.text },
          after: { text: DEFAULT_TEMPLATES[event][language] },
        });
      }
    });
  }

  return { list, save, reset };
}
