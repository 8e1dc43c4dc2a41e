import { Flex, Grid, Typography } from 'antd';
import { useT } from '@poshak/shared-ui/i18n';
import { ErrorState } from '@poshak/shared-ui/error-state';
import { errorText } from '../../../lib/error-text';
import { useSmsMessages } from '../api/use-sms';
import { useMessagesPagination } from '../hooks/use-messages-pagination';
import { useResendMessage } from '../hooks/use-resend-message';
import { isFiltered, messagesParams, useMessagesView } from '../messages-url';
import { MessagesCardsSection } from './messages-cards-section';
import { MessagesFiltersSection } from './messages-filters-section';
import { MessagesTableSection } from './messages-table-section';

/**
 * The SMS made for shoppers, newest first, by invoice and status (kept in the address): each with
 * its number, parts, tries and last error, its text when opened, and Send again for a failed or
 * unsure one.
 */
export function SmsMessages() {
  const { t } = useT('backoffice');
  const [view, change] = useMessagesView();
  // A phone gets one card per message, everything in sight without scrolling sideways.
  const phone = !Grid.useBreakpoint().md;
  const list = useSmsMessages(messagesParams(view));
  const resend = useResendMessage();
  const pagination = useMessagesPagination(view, change, list.data?.total ?? 0);
  const shown = {
    items: list.data?.items,
    loading: list.isFetching,
    pagination,
    filtered: isFiltered(view),
    resend,
  };

  return (
    <Flex vertical gap={16}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('sms.messages.intro')}
      </Typography.Paragraph>
      <MessagesFiltersSection view={view} change={change} />
      {list.isError ? (
        <ErrorState message={errorText(list.error)} onRetry={() => void list.refetch()} />
      ) : phone ? (
        <MessagesCardsSection {...shown} />
      ) : (
        <MessagesTableSection {...shown} />
      )}
    </Flex>
  );
}
