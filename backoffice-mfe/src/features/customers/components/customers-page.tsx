import { useMemo } from 'react';
import type { Customer } from '@poshak/shared-api';
import { customerFields, isMobile, maxLength, normalisePhone } from '@poshak/shared-api/schemas';
import { useT } from '@poshak/shared-ui/i18n';
import { ListPage, type ListPageColumn, type ListPageField } from '@poshak/shared-ui/list-page';
import { errorText } from '../../../lib/error-text';
import { usePermission } from '../../../lib/permissions';
import { useCustomerMutations, useCustomers } from '../api/use-customers';

type Field = 'customer_name' | 'customer_phone' | 'customer_address';
const limit = (field: Field) => maxLength(customerFields.shape[field]);

/** The fields as the server takes them: the phone as the storefront reads a typed one. */
const typedAsSent = (values: Record<Field, string>): Record<Field, string> => ({
  ...values,
  customer_phone: normalisePhone(values.customer_phone),
});

/** Customers (spec §2): Name, Phone, Address on the generic list page; refused only when all are empty. */
export function CustomersPage() {
  const { t } = useT('backoffice');
  const list = useCustomers();
  const { create, update, remove } = useCustomerMutations();
  const { readOnlyReason } = usePermission('customers');

  const fields = useMemo<ListPageField<Field>[]>(
    () => [
      { key: 'customer_name', label: t('customers.name'), maxLength: limit('customer_name') },
      {
        key: 'customer_phone',
        label: t('customers.phone'),
        inputMode: 'tel',
        maxLength: limit('customer_phone'),
        // The storefront's rule and reading (Bengali digits, spaces), said before the server is asked.
        check: (value) => (isMobile(value) ? null : t('form.mobileInvalid')),
      },
      {
        key: 'customer_address',
        label: t('customers.address'),
        maxLength: limit('customer_address'),
      },
    ],
    [t],
  );
  const columns = useMemo<ListPageColumn<Customer>[]>(
    () => [
      { key: 'id', title: t('listPage:id'), value: (c) => c.id_customer },
      { key: 'name', title: t('customers.name'), value: (c) => c.customer_name },
      { key: 'address', title: t('customers.address'), value: (c) => c.customer_address },
      { key: 'phone', title: t('customers.phone'), value: (c) => c.customer_phone },
    ],
    [t],
  );

  return (
    <ListPage<Customer, Field>
      title={t('customers.title')}
      noun={t('customers.noun')}
      fields={fields}
      require="any"
      columns={columns}
      rows={list.data}
      rowId={(c) => c.id_customer}
      rowValues={(c) => ({
        customer_name: c.customer_name,
        customer_phone: c.customer_phone,
        customer_address: c.customer_address,
      })}
      loading={list.isPending}
      loadError={list.isError ? errorText(list.error) : null}
      onRetry={() => void list.refetch()}
      onCreate={(values) => create.mutateAsync(typedAsSent(values))}
      onUpdate={(id, values) => update.mutateAsync({ id_customer: id, ...typedAsSent(values) })}
      onDelete={(id) => remove.mutateAsync(id)}
      readOnlyReason={readOnlyReason}
    />
  );
}
