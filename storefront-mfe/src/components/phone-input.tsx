import { Input, type InputProps } from 'antd';
import { useT } from '@poshak/shared-ui/i18n';

/**
 * A shopper's mobile number, wherever the shop asks for it (the order, the fee's sender, tracking):
 * the phone's number keypad, the browser's saved number, the same example. What may be typed and
 * how it is read is the shared phone rule's (`@poshak/shared-api` schemas).
 */
export function PhoneInput(props: Omit<InputProps, 'type' | 'inputMode' | 'autoComplete'>) {
  const { t } = useT('storefront');
  return (
    <Input
      placeholder={t('order.mobilePlaceholder')}
      {...props}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
    />
  );
}
