// What the SMS domain offers the rest of the server: the message an order's step sends, queued
// in the same statement as the step (docs/sms.md). The routes and the worker plugin are
// registered by app.ts.
export { smsEventForMove } from './events';
export { orderPlacedSmsCte, queueOrderSms } from './queue';
export { shopperLanguage } from './shopper-language';
