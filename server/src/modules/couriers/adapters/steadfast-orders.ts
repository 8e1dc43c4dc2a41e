import type { BookingOutcome, ParcelToBook, StatusAnswer } from './courier';
import {
  isFailure,
  messageOf,
  successfulAnswer,
  textOf,
  unavailable,
  type CourierAnswer,
  type CourierCall,
} from './http';

/** Steadfast refused an invoice it already has: the order was made by an earlier try. */
const isDuplicateInvoice = (answer: CourierAnswer) => {
  const errors = ((answer.body ?? {}) as { errors?: Record<string, unknown> }).errors;
  const said = errors?.invoice ? JSON.stringify(errors.invoice) : messageOf(answer);
  return /invoice/i.test(said) || errors?.invoice
    ? /taken|already|duplicate|exist|unique/i.test(said)
    : false;
};

const orderOf = (parcel: ParcelToBook) => ({
  invoice: parcel.merchantOrderId,
  recipient_name: parcel.recipientName,
  recipient_phone: parcel.recipientPhone,
  recipient_address: parcel.recipientAddress,
  cod_amount: parcel.amountToCollect,
  note: `Invoice ${parcel.invoiceNo}`,
  item_description: parcel.description,
  total_lot: parcel.itemQuantity,
  delivery_type: 0,
});

async function statusBy(call: CourierCall, path: string): Promise<StatusAnswer> {
  const answer = successfulAnswer('Steadfast', await call('GET', path));
  if (isFailure(answer)) return answer;
  const status = textOf(((answer.body ?? {}) as { delivery_status?: unknown }).delivery_status);
  if (!status) return unavailable('Steadfast gave no status');
  return { ok: true, courierStatus: status, collected: null };
}

/** Steadfast's word on a parcel, asked by consignment id, tracking code or invoice. */
export function steadfastStatus(
  call: CourierCall,
  booking: { consignmentId: string | null; trackingCode: string | null; merchantOrderId: string },
): Promise<StatusAnswer> {
  if (booking.consignmentId)
    return statusBy(call, `/status_by_cid/${encodeURIComponent(booking.consignmentId)}`);
  if (booking.trackingCode)
    return statusBy(call, `/status_by_trackingcode/${encodeURIComponent(booking.trackingCode)}`);
  return statusBy(call, `/status_by_invoice/${encodeURIComponent(booking.merchantOrderId)}`);
}

async function bookOne(call: CourierCall, parcel: ParcelToBook): Promise<BookingOutcome> {
  const answer = await call('POST', '/create_order', orderOf(parcel));
  if (isFailure(answer)) return answer;
  if (
    answer.status >= 400 &&
    answer.status < 500 &&
    answer.status !== 429 &&
    isDuplicateInvoice(answer)
  ) {
    // Made by a try whose answer was lost: Steadfast still knows it by the invoice.
    const known = await statusBy(
      call,
      `/status_by_invoice/${encodeURIComponent(parcel.merchantOrderId)}`,
    );
    if (known.ok) return { ok: true, consignmentId: null, trackingCode: null, deliveryFee: null };
    return known;
  }
  const booked = successfulAnswer('Steadfast', answer);
  if (isFailure(booked)) return booked;
  const consignment = ((booked.body ?? {}) as { consignment?: Record<string, unknown> })
    .consignment;
  const id = textOf(consignment?.consignment_id);
  if (!id) return unavailable(`Steadfast named no consignment: ${messageOf(booked)}`);
  return {
    ok: true,
    consignmentId: id,
    trackingCode: textOf(consignment?.tracking_code),
    deliveryFee: null,
  };
}

/** A parcel's outcome as a bulk call's answer tells it, item by item (by invoice). */
function bulkOutcomeOf(
  parcel: ParcelToBook,
  item: Record<string, unknown> | undefined,
): BookingOutcome {
  if (!item) {
    return unavailable(`Steadfast's bulk answer did not mention invoice ${parcel.merchantOrderId}`);
  }
  const id = textOf(item.consignment_id);
  if (item.status === 'success' && id) {
    return {
      ok: true,
      consignmentId: id,
      trackingCode: textOf(item.tracking_code),
      deliveryFee: null,
    };
  }
  const said = textOf(item.message);
  return {
    ok: false,
    retry: false,
    code: 'courier_rejected',
    reason: `Steadfast refused invoice ${parcel.merchantOrderId}${said ? `: ${said}` : ' (status error)'}`,
  };
}

async function bookMany(
  call: CourierCall,
  parcels: readonly ParcelToBook[],
): Promise<Map<number, BookingOutcome>> {
  const outcomes = new Map<number, BookingOutcome>();
  const answer = successfulAnswer(
    'Steadfast',
    await call('POST', '/create_order/bulk-order', { data: JSON.stringify(parcels.map(orderOf)) }),
  );
  if (isFailure(answer)) {
    for (const parcel of parcels) outcomes.set(parcel.invoiceNo, answer);
    return outcomes;
  }
  const reply = answer.body;
  const items = (
    Array.isArray(reply) ? reply : ((reply as { data?: unknown } | null)?.data ?? [])
  ) as Record<string, unknown>[];
  const byInvoice = new Map(items.map((item) => [textOf(item.invoice), item]));
  for (const parcel of parcels) {
    outcomes.set(parcel.invoiceNo, bulkOutcomeOf(parcel, byInvoice.get(parcel.merchantOrderId)));
  }
  return outcomes;
}

/** One parcel by the create call, several by the bulk call. */
export async function bookAtSteadfast(
  call: CourierCall,
  parcels: readonly ParcelToBook[],
): Promise<Map<number, BookingOutcome>> {
  if (parcels.length === 1) {
    const [parcel] = parcels as [ParcelToBook];
    return new Map([[parcel.invoiceNo, await bookOne(call, parcel)]]);
  }
  return bookMany(call, parcels);
}
