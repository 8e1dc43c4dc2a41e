import { useRef, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { formResolver } from '@poshak/shared-ui/form';
import { shopConfigQuery } from '../../layout';
import { FEE_FIELDS, ORDER_FIELDS } from '../lib/order-fields';
import {
  EMPTY_ORDER_FORM,
  feeOrderForm,
  orderForm,
  type OrderFormInput,
  type OrderFormValues,
} from '../lib/order-rules';

/** The form checked with the fee's fields or without them, as the shop's configuration says. */
const withFee = formResolver(feeOrderForm);
// Cash on delivery: the same values, the fee's left out (the schema drops what it does not name).
const withoutFee = formResolver(orderForm) as unknown as Resolver<
  OrderFormInput,
  unknown,
  OrderFormValues
>;

/**
 * The order form's values and checks, and whether it asks for the delivery fee in advance: when
 * the shop's configuration says so, or when the server asked it of this order's number.
 */
export function useCheckoutForm() {
  const queryClient = useQueryClient();
  const config = useQuery(shopConfigQuery);
  // The shop may ask the fee in advance of some numbers only (the owner's rules, docs/risk.md):
  // the server's refusal of an order without it shows the fee's fields for this order.
  const [feeAskedOfNumber, setFeeAskedOfNumber] = useState(false);
  const feeAsked = useRef(false);
  const fee = config.data?.advanceFee;
  const advanceFee = fee && (fee.on || (feeAskedOfNumber && (fee.bkash || fee.nagad))) ? fee : null;
  const form = useForm<OrderFormInput, unknown, OrderFormValues>({
    // Checked with the fee's fields when the shop's configuration (as the cache holds it) asks.
    resolver: (...args) =>
      (queryClient.getQueryData(shopConfigQuery.queryKey)?.advanceFee.on || feeAsked.current
        ? withFee
        : withoutFee)(...args),
    defaultValues: EMPTY_ORDER_FORM,
    // The form brings its first wrong field into view itself, below the sticky bars.
    shouldFocusError: false,
  });
  const values = useWatch({ control: form.control });

  /** The server asked the fee of this order: true when that is news (the fields now appear). */
  const askFeeOfOrder = () => {
    if (config.data?.advanceFee.on || feeAsked.current) return false;
    feeAsked.current = true;
    setFeeAskedOfNumber(true);
    return true;
  };

  return {
    form,
    values,
    advanceFee,
    fields: advanceFee ? [...ORDER_FIELDS, ...FEE_FIELDS] : ORDER_FIELDS,
    askFeeOfOrder,
  };
}
