import { Button, Card, Empty, Flex, Input, Spin, Timeline, Typography } from 'antd';
import { useForm } from 'react-hook-form';
import type { OrderHistoryEvent } from '@poshak/shared-api';
import { orderNoteBody, type z } from '@poshak/shared-api/schemas';
import { FormField, formResolver, ShopForm } from '@poshak/shared-ui/form';
import { useLanguage, useT } from '@poshak/shared-ui/i18n';
import { ErrorState } from '@poshak/shared-ui/error-state';
import { toast, TOAST_MS } from '@poshak/shared-ui/toast';
import { errorText } from '../../../lib/error-text';
import { DHAKA_TIME } from '../../../lib/reader-format';
import { usePermission } from '../../../lib/permissions';
import { useAddOrderNote, useOrderHistory } from '../api/use-orders';

type NoteInput = z.input<typeof orderNoteBody>;
type NoteValues = z.output<typeof orderNoteBody>;

const COLORS: Record<OrderHistoryEvent['type'], string> = {
  status: 'blue',
  payment: 'green',
  note: 'gray',
};

/** An order's history (oldest first) and a box to add a note, beside its Product Details. */
export function OrderHistory({ invoiceNo }: { invoiceNo: number }) {
  const { t } = useT('backoffice');
  const [language] = useLanguage();
  const history = useOrderHistory(invoiceNo);
  const addNote = useAddOrderNote(invoiceNo);
  const { canWrite } = usePermission('orders');
  const { control, handleSubmit, reset } = useForm<NoteInput, unknown, NoteValues>({
    resolver: formResolver(orderNoteBody),
    defaultValues: { note: '' },
  });

  const what = (event: OrderHistoryEvent): string => {
    if (event.type === 'status' && event.status) {
      return t('orders.history.status', { status: t(`orders.statuses.${event.status}`) });
    }
    if (event.type === 'payment' && event.payment) {
      return t(`orders.history.payment.${event.payment}`);
    }
    return t('orders.history.note');
  };

  const submit = (values: NoteValues) =>
    addNote.mutate(values.note, {
      onSuccess: () => {
        reset({ note: '' });
        toast.success(t('orders.history.noteAdded'), { duration: TOAST_MS.backoffice });
      },
      onError: (error) => {
        toast.error(t('orders.history.noteFailed', { reason: errorText(error) }), {
          duration: TOAST_MS.backofficeLong,
        });
      },
    });

  return (
    <Card title={t('orders.history.title')} size="small">
      {history.isError ? (
        <ErrorState message={errorText(history.error)} onRetry={() => void history.refetch()} />
      ) : history.data && history.data.length === 0 ? (
        <Empty description={t('orders.history.empty')} />
      ) : (
        <section aria-label={t('orders.history.title')} aria-busy={history.isLoading}>
          {history.isLoading && <Spin size="small" />}
          <Timeline
            items={(history.data ?? []).map((event, index) => ({
              key: index,
              color: COLORS[event.type],
              content: (
                <Flex vertical gap={2} data-history-type={event.type}>
                  <Typography.Text strong>{what(event)}</Typography.Text>
                  {event.note !== null && (
                    <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
                      {event.note}
                    </Typography.Paragraph>
                  )}
                  <Typography.Text type="secondary">
                    {t('orders.history.byAt', {
                      by: event.by ?? t('orders.history.nobody'),
                      at: DHAKA_TIME[language].format(new Date(event.at)),
                    })}
                  </Typography.Text>
                </Flex>
              ),
            }))}
          />
        </section>
      )}
      {canWrite && (
        <ShopForm
          texts="backoffice"
          schema={orderNoteBody}
          component="div"
          style={{ marginTop: 8 }}
        >
          <FormField control={control} name="note" label={t('orders.history.addNote')} required>
            {(field) => (
              <Input.TextArea
                {...field}
                rows={2}
                placeholder={t('orders.history.notePlaceholder')}
              />
            )}
          </FormField>
          <Button
            type="primary"
            loading={addNote.isPending}
            onClick={() => void handleSubmit(submit)()}
          >
            {t('orders.history.saveNote')}
          </Button>
        </ShopForm>
      )}
    </Card>
  );
}
