import { useState } from 'react';
import { Alert, Card, Segmented } from 'antd';
import type { VariantProductCreated } from '@poshak/shared-api';
import { useT } from '@poshak/shared-ui/i18n';
import { ErrorState } from '@poshak/shared-ui/error-state';
import { PageTitle } from '../../../components/page-title';
import { ToneTag } from '../../../components/tone-tag';
import type { EntryActions } from '../hooks/use-entry-actions';
import type { EntryForm } from '../hooks/use-entry-form';
import type { useFormOptions } from '../hooks/use-form-options';
import * as model from '../model/stock-form';
import { StockEntryButtons } from './stock-entry-buttons';
import { StockFormFields } from './stock-form-fields';
import { VariantsForm } from './variants-form';

/** The spec's one-entry form, or one product in all its colours and sizes at once. */
type AddMode = 'single' | 'all';

interface Props {
  lists: ReturnType<typeof useFormOptions>;
  entry: EntryForm;
  actions: EntryActions;
  readOnlyReason: string | null;
  /** A product was saved in all its variants: the table shows them. */
  onVariantsSaved: (created: VariantProductCreated) => void;
}

/** The card of the form: one entry with its buttons, or a product's variants. */
export function StockEntryCard({ lists, entry, actions, readOnlyReason, onVariantsSaved }: Props) {
  const { t } = useT('backoffice');
  const [mode, setMode] = useState<AddMode>('single');
  const { options, defaults, loadError, retry } = lists;
  const { form, selected } = entry;
  return (
    <Card
      title={<PageTitle>{t('stock.title')}</PageTitle>}
      extra={
        selected && (
          <ToneTag tone="blue">{t('stock.selected', { id: selected.id_transaction })}</ToneTag>
        )
      }
    >
      {readOnlyReason && (
        <Alert type="info" showIcon title={readOnlyReason} style={{ marginBottom: 16 }} />
      )}
      {loadError && <ErrorState message={loadError} onRetry={retry} />}
      <Segmented<AddMode>
        value={mode}
        onChange={setMode}
        options={[
          { value: 'single', label: t('variants.modeSingle') },
          { value: 'all', label: t('variants.modeAll') },
        ]}
        style={{ marginBottom: 16 }}
      />
      {mode === 'all' ? (
        <VariantsForm
          key={defaults.priority.id ?? 'no-priority'}
          options={options}
          priority={defaults.priority}
          readOnlyReason={readOnlyReason}
          onSaved={onVariantsSaved}
        />
      ) : (
        <>
          <StockFormFields control={form.control} options={options} progress={actions.progress} />
          <StockEntryButtons
            actions={actions}
            selected={selected}
            onReset={() => form.reset(model.emptyForm(defaults))}
            readOnlyReason={readOnlyReason}
          />
        </>
      )}
    </Card>
  );
}
