import type { Dictionary } from '@poshak/shared-ui/i18n';
import type { codTexts as en } from './cod-en';

// ক্যাশ অন ডেলিভারি পাতার লেখা; ইংরেজির মতো একই চাবি।
export const codTexts: Dictionary<typeof en> = {
  title: 'ক্যাশ অন ডেলিভারি',
  intro:
    'প্রতিটি কুরিয়ার দরজায় কত আদায় করেছে আর দোকানকে কত দিয়েছে, প্রতিটি পার্সেলে যা আদায় হওয়ার কথা তার সঙ্গে মিলিয়ে। গরমিলগুলো আগে দেখানো হয়।',
  couriers: { pathao: 'পাঠাও', steadfast: 'স্টেডফাস্ট', redx: 'রেডএক্স' },
  states: {
    mismatch: 'গরমিল',
    with_courier: 'কুরিয়ারের কাছে',
    awaiting: 'পথে আছে',
    settled: 'মিটে গেছে',
  },
  filters: {
    courier: 'কুরিয়ার',
    state: 'অবস্থা',
    all: 'সব',
    search: 'ইনভয়েস বা কনসাইনমেন্ট',
    clear: 'ফিল্টার মুছুন',
  },
  columns: {
    invoice: 'ইনভয়েস',
    courier: 'কুরিয়ার',
    customer: 'গ্রাহক',
    toCollect: 'আদায় করার কথা',
    collected: 'আদায় হয়েছে',
    paidOut: 'দোকান পেয়েছে',
    fee: 'কুরিয়ারের চার্জ',
    difference: 'পার্থক্য',
    state: 'অবস্থা',
  },
  by: { webhook: 'কুরিয়ারের ওয়েবহুক থেকে', csv: 'আপলোড করা হিসাব থেকে' },
  total_one: '{{count, number}}টি পার্সেল',
  total_other: '{{count, number}}টি পার্সেল',
  mismatches_one: '{{count, number}}টি গরমিল',
  mismatches_other: '{{count, number}}টি গরমিল',
  empty: 'এখনো কোনো পার্সেল কুরিয়ারে বুক করা হয়নি',
  emptyFiltered: 'এই ফিল্টারে কোনো পার্সেল নেই',
  upload: {
    title: 'হিসাব (সেটেলমেন্ট) আপলোড',
    hint: 'কুরিয়ারের CSV ফাইল, এই কলামগুলোসহ: consignment_id (বা invoice_no), collected_amount, courier_fee, paid_amount, চাইলে reference ও paid_at। একই ফাইল আবার দিলে কিছু বদলায় না।',
    courier: 'ফাইলটি কোন কুরিয়ারের',
    file: 'সেটেলমেন্ট CSV ফাইল',
    choose: 'ফাইল বেছে নিন',
    noFile: 'এখনো কোনো ফাইল বাছা হয়নি',
    send: 'আপলোড',
    done: '{{rows, number}}টি সারি পড়া হয়েছে: {{added, number}}টি নতুন, {{updated, number}}টি বদলেছে, {{unchanged, number}}টি আগেই ছিল',
    refused: 'ফাইলটি নেওয়া হয়নি; কিছুই লেখা হয়নি। {{reason}}',
    tooLarge: 'ফাইলটি ১ MB-এর বেশি: তারিখ ধরে ভাগ করে প্রতিটি অংশ আপলোড করুন।',
  },
};
