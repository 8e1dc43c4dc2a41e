import { STAFF_ORDER_SOURCES } from '@poshak/shared-api';
import { FormField } from '@poshak/shared-ui/form';
import { useT } from '@poshak/shared-ui/i18n';
import type { NewOrderControl } from '../model/use-new-order';
import { FieldRadios } from './field-radios';
import { Section } from './section';

/** Where the order came from: phone, Messenger, the shop, a Facebook comment. */
export function SourceSection({ control }: { control: NewOrderControl }) {
  const { t } = useT('backoffice');
  return (
    <Section title={t('newOrder.source')}>
      <FormField control={control} name="source" label={t('newOrder.sourceLabel')} required>
        {(field, state) => (
          <FieldRadios
            field={field}
            state={state}
            options={STAFF_ORDER_SOURCES.map((source) => ({
              value: source,
              label: t(`newOrder.sources.${source}`),
            }))}
          />
        )}
      </FormField>
    </Section>
  );
}
