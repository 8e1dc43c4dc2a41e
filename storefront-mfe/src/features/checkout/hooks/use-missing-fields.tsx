import { useState, type ReactNode } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { useT } from '@poshak/shared-ui/i18n';
import type { OrderFieldName } from '../lib/order-fields';
import type { OrderFormInput } from '../lib/order-rules';

/**
 * Fields found empty by the last refused submit: each keeps saying so until it is filled, after
 * the spec's 2.6 s border has gone.
 */
export function useMissingFields(
  values: Partial<Record<OrderFieldName, unknown>>,
  fieldErrors: FieldErrors<OrderFormInput>,
) {
  const { t } = useT('form');
  const [missing, setMissing] = useState<ReadonlySet<OrderFieldName>>(new Set());

  const isEmpty = (name: OrderFieldName) => {
    const value = values[name];
    return value === null || value === undefined || String(value).trim() === '';
  };
  /** The line under an empty field of the refused submit, once its red border has gone. */
  const stillMissing = (name: OrderFieldName, label: string): ReactNode =>
    missing.has(name) && isEmpty(name) && !fieldErrors[name] ? (
      <p className="sf-order__missing" data-field={name}>
        {t('form:required', { field: label })}
      </p>
    ) : null;

  return { setMissing, stillMissing };
}
