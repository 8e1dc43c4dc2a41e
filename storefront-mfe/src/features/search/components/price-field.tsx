import { useT } from '@poshak/shared-ui/i18n';

/** One bound of the grid's price range, marked wrong while the problem said below concerns it. */
export function PriceField({
  formId,
  field,
  value,
  wrong,
}: {
  /** The filter form's id, which its fields' ids and its problem's id start with. */
  formId: string;
  field: 'min' | 'max';
  value: string;
  wrong: boolean;
}) {
  const { t } = useT('storefront');
  const fieldId = `${formId}-${field}`;
  return (
    <div className="sf-filter__price">
      <label htmlFor={fieldId} className="sf-visually-hidden">
        {t(`filter.${field}`)}
      </label>
      {/* A filled field still says what its number is: taka. */}
      <span className="sf-filter__currency" aria-hidden>
        ৳
      </span>
      <input
        id={fieldId}
        name={field}
        className="sf-filter__input"
        type="text"
        inputMode="numeric"
        autoComplete="off"
        maxLength={12}
        // What the field is for at a glance (its label is read to a screen reader).
        placeholder={t(field === 'min' ? 'filter.minShort' : 'filter.maxShort')}
        defaultValue={value}
        aria-invalid={wrong || undefined}
        aria-describedby={wrong ? `${formId}-problem` : undefined}
      />
    </div>
  );
}
