import { bengaliDigits } from '@poshak/shared-api/digits';
import type { CourierErrorCode, CourierName } from '@poshak/shared-api/schemas';

export const COURIER_TITLES = { pathao: 'Pathao', steadfast: 'Steadfast', redx: 'RedX' } as const;
/** The couriers' names as Bengali readers write them (as the back-office's dictionary does). */
const COURIER_TITLES_BN: Record<CourierName, string> = {
  pathao: 'পাঠাও',
  steadfast: 'স্টেডফাস্ট',
  redx: 'রেডএক্স',
};

/** What a refusal is about beyond its code: the order, the courier, and what the code needs said. */
export interface CourierMessageFacts {
  invoice: number;
  courier: CourierName;
  /** The courier an order was booked with before (already_booked). */
  bookedWith?: CourierName;
  /** The order's status (order_not_ready), its area's name (area_not_mapped). */
  subject?: string;
  /** The shortest and longest the courier takes (name_invalid, address_invalid). */
  lengths?: readonly [number, number];
  /** The courier's own words (courier_rejected, given_up), passed on as they came. */
  reply?: string;
}

/**
 * What each refusal or failure means, in the shop's two languages, each written whole in its own
 * digits and names: the server's words for a booking that was not made (the back-office shows its
 * own translation of the code; these serve every other client of the API).
 */
export function courierMessage(
  code: CourierErrorCode,
  facts: CourierMessageFacts,
): { message_en: string; message_bn: string } {
  const { subject = '', reply = '' } = facts;
  const invoice = String(facts.invoice);
  const n = bengaliDigits(invoice);
  const courier = COURIER_TITLES[facts.courier];
  const courierBn = COURIER_TITLES_BN[facts.courier];
  const booked = facts.bookedWith ?? facts.courier;
  const [min, max] = facts.lengths ?? [0, 0];
  const texts: Record<CourierErrorCode, () => [string, string]> = {
    courier_not_configured: () => [
      `${courier} is not set up on this shop's server.`,
      `এই দোকানের সার্ভারে ${courierBn} চালু করা হয়নি।`,
    ],
    order_not_found: () => [`There is no order ${invoice}.`, `${n} নম্বরের কোনো অর্ডার নেই।`],
    order_not_ready: () => [
      `Order ${invoice} is ${subject}; only a Ready-To-Shift order can be booked.`,
      `অর্ডার ${n} এখনো "পাঠানোর জন্য প্রস্তুত" নয়; শুধু পাঠানোর জন্য প্রস্তুত অর্ডার বুক করা যায়।`,
    ],
    already_booked: () => [
      `Order ${invoice} is already booked with ${COURIER_TITLES[booked]}; it was not booked again.`,
      `অর্ডার ${n} আগেই ${COURIER_TITLES_BN[booked]}-এ বুক করা আছে; আবার বুক করা হয়নি।`,
    ],
    area_not_mapped: () => [
      `The delivery area "${subject}" of order ${invoice} is not matched to a ${courier} area yet.`,
      `অর্ডার ${n}-এর ডেলিভারি এলাকা "${subject}" এখনো ${courierBn}-এর কোনো এলাকার সাথে মেলানো হয়নি।`,
    ],
    phone_invalid: () => [
      `The phone number of order ${invoice} is not an 11-digit mobile number (01…).`,
      `অর্ডার ${n}-এর ফোন নম্বর ১১ অঙ্কের মোবাইল নম্বর (০১…) নয়।`,
    ],
    address_invalid: () => [
      `The address of order ${invoice} must be ${min}–${max} characters long.`,
      `অর্ডার ${n}-এর ঠিকানা ${bengaliDigits(`${min}–${max}`)} অক্ষরের হতে হবে।`,
    ],
    name_invalid: () => [
      `The customer name of order ${invoice} must be ${min}–${max} characters long.`,
      `অর্ডার ${n}-এর গ্রাহকের নাম ${bengaliDigits(`${min}–${max}`)} অক্ষরের হতে হবে।`,
    ],
    courier_auth_failed: () => [
      `${courier} refused the shop's credentials; the booking waits until they are fixed.`,
      `${courierBn} দোকানের লগইন তথ্য গ্রহণ করেনি; ঠিক করা পর্যন্ত বুকিং অপেক্ষা করবে।`,
    ],
    courier_rejected: () => [
      `${courier} refused order ${invoice}: ${reply}`,
      `${courierBn} অর্ডার ${n} গ্রহণ করেনি: ${reply}`,
    ],
    courier_rate_limited: () => [
      `${courier} asked the shop to slow down; order ${invoice} is tried again shortly.`,
      `${courierBn} একটু ধীরে পাঠাতে বলেছে; অর্ডার ${n} একটু পরে আবার পাঠানো হবে।`,
    ],
    courier_unavailable: () => [
      `${courier} did not answer; order ${invoice} is tried again shortly.`,
      `${courierBn} সাড়া দেয়নি; অর্ডার ${n} একটু পরে আবার পাঠানো হবে।`,
    ],
    courier_unsure: () => [
      `The booking of order ${invoice} was cut before ${courier} answered; check ${courier}'s portal before booking it again.`,
      `${courierBn} উত্তর দেওয়ার আগেই অর্ডার ${n}-এর বুকিং থেমে গেছে; আবার বুক করার আগে ${courierBn}-এর পোর্টালে দেখে নিন।`,
    ],
    given_up: () => [
      `Order ${invoice} could not be booked with ${courier} after several tries: ${reply}`,
      `কয়েকবার চেষ্টার পরও অর্ডার ${n} ${courierBn}-এ বুক করা যায়নি: ${reply}`,
    ],
  };
  const [message_en, message_bn] = texts[code]();
  return { message_en, message_bn };
}

/** A booking accepted and waiting for the courier's answer, in both languages. */
export function queuedMessage({
  invoice,
  courier,
}: Pick<CourierMessageFacts, 'invoice' | 'courier'>) {
  return {
    message_en: `Order ${invoice} is queued for ${COURIER_TITLES[courier]}.`,
    message_bn: `অর্ডার ${bengaliDigits(String(invoice))} ${COURIER_TITLES_BN[courier]}-এ পাঠানোর জন্য সারিতে আছে।`,
  };
}
