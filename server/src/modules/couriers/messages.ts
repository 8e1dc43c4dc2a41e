import type { CourierErrorCode } from '@poshak/shared-api/schemas';

/**
 * What each refusal or failure means, in the shop's two languages: the server's words for a
 * booking that was not made (the back-office may show its own translation of the code instead).
 */
export function courierMessage(
  code: CourierErrorCode,
  facts: { invoice: number; courier: string; detail?: string },
): { message_en: string; message_bn: string } {
  const { invoice, courier, detail = '' } = facts;
  const texts: Record<CourierErrorCode, [string, string]> = {
    courier_not_configured: [
      `${courier} is not set up on this shop's server.`,
      `এই দোকানের সার্ভারে ${courier} চালু করা হয়নি।`,
    ],
    order_not_found: [`There is no order ${invoice}.`, `${invoice} নম্বরের কোনো অর্ডার নেই।`],
    order_not_ready: [
      `Order ${invoice} is ${detail}; only a Ready-To-Shift order can be booked.`,
      `অর্ডার ${invoice} এখন ${detail}; শুধু Ready-To-Shift অর্ডার বুক করা যায়।`,
    ],
    already_booked: [
      `Order ${invoice} is already booked with ${detail}; it was not booked again.`,
      `অর্ডার ${invoice} আগেই ${detail}-এ বুক করা আছে; আবার বুক করা হয়নি।`,
    ],
    area_not_mapped: [
      `The delivery area "${detail}" of order ${invoice} is not matched to a ${courier} area yet.`,
      `অর্ডার ${invoice}-এর ডেলিভারি এলাকা "${detail}" এখনো ${courier}-এর কোনো এলাকার সাথে মেলানো হয়নি।`,
    ],
    phone_invalid: [
      `The phone number of order ${invoice} is not an 11-digit mobile number (01…).`,
      `অর্ডার ${invoice}-এর ফোন নম্বর ১১ অঙ্কের মোবাইল নম্বর (০১…) নয়।`,
    ],
    address_invalid: [
      `The address of order ${invoice} must be ${detail}.`,
      `অর্ডার ${invoice}-এর ঠিকানা ${detail} হতে হবে।`,
    ],
    name_invalid: [
      `The customer name of order ${invoice} must be ${detail}.`,
      `অর্ডার ${invoice}-এর গ্রাহকের নাম ${detail} হতে হবে।`,
    ],
    courier_auth_failed: [
      `${courier} refused the shop's credentials; the booking waits until they are fixed.`,
      `${courier} দোকানের লগইন তথ্য গ্রহণ করেনি; ঠিক করা পর্যন্ত বুকিং অপেক্ষা করবে।`,
    ],
    courier_rejected: [
      `${courier} refused order ${invoice}: ${detail}`,
      `${courier} অর্ডার ${invoice} গ্রহণ করেনি: ${detail}`,
    ],
    courier_rate_limited: [
      `${courier} asked the shop to slow down; order ${invoice} is tried again shortly.`,
      `${courier} একটু ধীরে পাঠাতে বলেছে; অর্ডার ${invoice} একটু পরে আবার পাঠানো হবে।`,
    ],
    courier_unavailable: [
      `${courier} did not answer; order ${invoice} is tried again shortly.`,
      `${courier} সাড়া দেয়নি; অর্ডার ${invoice} একটু পরে আবার পাঠানো হবে।`,
    ],
    courier_unsure: [
      `The booking of order ${invoice} was cut before ${courier} answered; check ${courier}'s portal before booking it again.`,
      `${courier} উত্তর দেওয়ার আগেই অর্ডার ${invoice}-এর বুকিং থেমে গেছে; আবার বুক করার আগে ${courier}-এর পোর্টালে দেখে নিন।`,
    ],
    given_up: [
      `Order ${invoice} could not be booked with ${courier} after several tries: ${detail}`,
      `কয়েকবার চেষ্টার পরও অর্ডার ${invoice} ${courier}-এ বুক করা যায়নি: ${detail}`,
    ],
  };
  const [message_en, message_bn] = texts[code];
  return { message_en, message_bn };
}

export const COURIER_TITLES = { pathao: 'Pathao', steadfast: 'Steadfast', redx: 'RedX' } as const;
