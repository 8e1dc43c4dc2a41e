import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  queryKeys,
  smsApi,
  type SmsEvent,
  type SmsLanguage,
  type SmsMessageListParams,
  type SmsTemplate,
  type SmsTemplateList,
} from '@poshak/shared-api';

/** Every step's wording in both languages, each with its sample and part count. */
export function useSmsTemplates() {
  return useQuery({ queryKey: queryKeys.sms.templates, queryFn: smsApi.templates });
}

/**
 * A wording as typed, filled in by the server; null asks for nothing (the saved wording's preview
 * came with the list). A request for text typed over is cancelled (its signal), and the last
 * preview stays on screen while the next comes.
 */
export function useSmsPreview(event: SmsEvent, language: SmsLanguage, text: string | null) {
  return useQuery({
    queryKey: queryKeys.sms.preview(event, language, text ?? ''),
    queryFn: ({ signal }) => smsApi.preview(event, language, text ?? '', signal),
    enabled: text !== null,
    // The same words make the same preview while the page is open.
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });
}

/** The list with one wording replaced by the server's answer, and the audit log read afresh. */
function saved(queryClient: QueryClient, template: SmsTemplate) {
  queryClient.setQueryData<SmsTemplateList>(queryKeys.sms.templates, (list) =>
    list
      ? {
          ...list,
          items: list.items.map((t) =>
            t.event === template.event && t.language === template.language ? template : t,
          ),
        }
      : list,
  );
  void queryClient.invalidateQueries({ queryKey: queryKeys.audit.all });
}

export function useSaveTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ event, language, text }: Pick<SmsTemplate, 'event' | 'language' | 'text'>) =>
      smsApi.save(event, language, text),
    onSuccess: (template) => saved(queryClient, template),
  });
}

/** Back to the shop's default wording. */
export function useResetTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ event, language }: Pick<SmsTemplate, 'event' | 'language'>) =>
      smsApi.reset(event, language),
    onSuccess: (template) => saved(queryClient, template),
  });
}

/** One page of the messages made, newest first. */
export function useSmsMessages(params: SmsMessageListParams) {
  return useQuery({
    queryKey: queryKeys.sms.messageList(params),
    queryFn: () => smsApi.messages(params),
    placeholderData: keepPreviousData,
  });
}

/** Queues a failed or unsure message again, then reads the list afresh. */
export function useResendSms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => smsApi.resend(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.sms.messages }),
  });
}
