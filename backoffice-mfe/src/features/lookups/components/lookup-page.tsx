import { useMemo } from 'react';
import type { LookupKind, LookupRow } from '@poshak/shared-api';
import { lookupName, maxLength } from '@poshak/shared-api/schemas';
import { useT } from '@poshak/shared-ui/i18n';
import { ListPage, type ListPageColumn, type ListPageField } from '@poshak/shared-ui/list-page';
import { errorText } from '../../../lib/error-text';
import { usePermission } from '../../../lib/permissions';
import { useLookupList, useLookupMutations } from '../api/use-lookups';

/** Category, brand, size, color or material: the generic list page configured for one kind. */
export function LookupPage({ kind }: { kind: LookupKind }) {
  const { t } = useT('backoffice');
  const list = useLookupList(kind);
  const { create, update, remove } = useLookupMutations(kind);
  const { readOnlyReason } = usePermission('catalogue');
  const fieldLabel = t(`lookups.${kind}.field`);

  const fields = useMemo<ListPageField<'name'>[]>(
    () => [{ key: 'name', label: fieldLabel, maxLength: maxLength(lookupName) }],
    [fieldLabel],
  );
  const columns = useMemo<ListPageColumn<LookupRow>[]>(
    () => [
      { key: 'id', title: t('listPage:id'), value: (row) => row.id },
      { key: 'name', title: fieldLabel, value: (row) => row.name },
    ],
    [t, fieldLabel],
  );

  return (
    <ListPage<LookupRow, 'name'>
      title={t(`lookups.${kind}.title`)}
      noun={t(`lookups.${kind}.noun`)}
      fields={fields}
      require="every"
      columns={columns}
      rows={list.data}
      rowId={(row) => row.id}
      rowValues={(row) => ({ name: row.name })}
      loading={list.isPending}
      loadError={list.isError ? errorText(list.error) : null}
      onRetry={() => void list.refetch()}
      onCreate={({ name }) => create.mutateAsync(name)}
      onUpdate={(id, { name }) => update.mutateAsync({ id, name })}
      onDelete={(id) => remove.mutateAsync(id)}
      readOnlyReason={readOnlyReason}
    />
  );
}
