import { http } from '../client';
import type { OkMessage } from '../schemas/common';
import type {
  SmsEvent,
  SmsLanguage,
  SmsMessageListQuery,
  SmsMessagePage,
  SmsPreview,
  SmsTemplate,
  SmsTemplateList,
} from '../schemas/sms';

/** The messages list's filters and page; what is left out falls back to the server's defaults. */
export type SmsMessageListParams = Partial<SmsMessageListQuery>;

const templateUrl = (event: SmsEvent, language: SmsLanguage) =>
  `/backoffice/sms/templates/${event}/${language}`;

/** The SMS shoppers are sent: the owner's wording of each step, and the messages themselves. */
export const smsApi = {
  templates: () => http.get<SmsTemplateList>('/backoffice/sms/templates').then((r) => r.data),
  save: (event: SmsEvent, language: SmsLanguage, text: string) =>
    http.put<SmsTemplate>(templateUrl(event, language), { text }).then((r) => r.data),
  /** Back to the shop's default wording. */
  reset: (event: SmsEvent, language: SmsLanguage) =>
    http.delete<SmsTemplate>(templateUrl(event, language)).then((r) => r.data),
  /** `text` filled in with a sample order and its part count; `signal` drops a stale one. */
  preview: (event: SmsEvent, language: SmsLanguage, text: string, signal?: AbortSignal) =>
    http
      .post<SmsPreview>(`${templateUrl(event, language)}/preview`, { text }, { signal })
      .then((r) => r.data),
  messages: (params: SmsMessageListParams) =>
    http.get<SmsMessagePage>('/backoffice/sms/messages', { params }).then((r) => r.data),
  /** Queues a failed or unsure message again. */
  resend: (id: number) =>
    http.post<OkMessage>(`/backoffice/sms/messages/${id}/resend`).then((r) => r.data),
};
