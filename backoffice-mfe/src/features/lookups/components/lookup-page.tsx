import { useMemo } from 'react';
import { BENGALI_NAME_FIELD, type LookupKind, type LookupRow } from '@poshak/shared-api';
import { lookupName, maxLength } from '@poshak/shared-api/schemas';
import { useT } from '@poshak/shared-ui/i18n';
import { ListPage, type ListPageColumn, type ListPageField } from '@poshak/shared-ui/list-page';
import { errorText } from '../../../lib/error-text';
import { usePermission } from '../../../lib/permissions';
import { useLookupList, useLookupMutations } from '../api/use-lookups';

type Field = 'name' | 'name_bn';

/** Category, brand, size, color or material: the generic list page configured for one kind. */
export function LookupPage({ kind }: { kind: LookupKind }) {
  const { t } = useT('backoffice');
  const list = useLookupList(kind);
  const { create, update, remove } = useLookupMutations(kind);
  const { readOnlyReason } = usePermission('catalogue');
  const fieldLabel = t(`lookups.${kind}.field`);

  // Lists whose names are words (all but brands) also carry the name Bengali pages show.
  const bengali = BENGALI_NAME_FIELD[kind] !== undefined;
  const bnLabel = t('lookups.nameBn');
  const fields = useMemo<ListPageField<Field>[]>(
    () => [
      { key: 'name', label: fieldLabel, maxLength: maxLength(lookupName) },
      ...(bengali
        ? [
            {
              key: 'name_bn' as const,
              label: bnLabel,
              maxLength: maxLength(lookupName),
              optional: true,
            },
          ]
        : []),
    ],
    [fieldLabel, bengali, bnLabel],
  );
  const columns = useMemo<ListPageColumn<LookupRow>[]>(
    () => [
      { key: 'id', title: t('listPage:id'), value: (row) => row.id },
      { key: 'name', title: fieldLabel, value: (row) => row.name },
      ...(bengali
        ? [{ key: 'name_bn', title: bnLabel, value: (row: LookupRow) => row.name_bn ?? '' }]
        : []),
    ],
    [t, fieldLabel, bengali, bnLabel],
  );
  const nameBn = (values: { name_bn?: string }) => (bengali ? values.name_bn : undefined);

  return (
    <ListPage<LookupRow, Field>
      title={t(`lookups.${kind}.title`)}
      noun={t(`lookups.${kind}.noun`)}
      fields={fields}
      require="every"
      columns={columns}
      rows={list.data}
      rowId={(row) => row.id}
      rowValues={(row) => ({ name: row.name, name_bn: row.name_bn ?? '' })}
      loading={list.isPending}
      loadError={list.isError ? errorText(list.error) : null}
      onRetry={() => void list.refetch()}
      onCreate={(values) =>
        create.mutateAsync({ name: values.name, nameBn: nameBn(values) || undefined })
      }
      onUpdate={(id, values) =>
        update.mutateAsync({ id, name: values.name, nameBn: nameBn(values) })
      }
      onDelete={(id) => remove.mutateAsync(id)}
      readOnlyReason={readOnlyReason}
    />
  );
}
