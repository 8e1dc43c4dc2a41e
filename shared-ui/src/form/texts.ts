import type { Dictionary } from '../i18n/dictionary';

// What a form says about a field whatever the form (keys of the shared error map without a text of
// their own); `{{field}}` is the field's label. A remote's dictionary says the field-specific keys
// (`form.<key>`), and may say any of these its own way. They travel with the field component.
const en = {
  required: '{{field}} is required',
  tooLong: 'At most {{max, number}} characters',
  tooShort: 'At least {{min, number}} characters',
  tooSmall: '{{field}} must be at least {{min, number}}',
  moreThan: '{{field}} must be more than {{min, number}}',
  tooBig: '{{field}} must be at most {{max, number}}',
  wholeNumber: 'Enter a whole number',
  notInList: 'Choose one from the list',
  invalid: '{{field}} is not valid',
  controlCharacters: 'Remove the invisible control characters',
  hiddenCharacters: 'Remove the invisible or direction-changing characters',
  loneSurrogates: 'Remove the broken character',
};

const bn: Dictionary<typeof en> = {
  required: '{{field}} দিতে হবে',
  tooLong: 'সর্বোচ্চ {{max, number}} অক্ষর',
  tooShort: 'কমপক্ষে {{min, number}} অক্ষর',
  tooSmall: '{{field}} কমপক্ষে {{min, number}} হতে হবে',
  moreThan: '{{field}} {{min, number}}-এর বেশি হতে হবে',
  tooBig: '{{field}} সর্বোচ্চ {{max, number}} হতে পারে',
  wholeNumber: 'পূর্ণসংখ্যা লিখুন',
  notInList: 'তালিকা থেকে একটি বেছে নিন',
  invalid: '{{field}} সঠিক নয়',
  controlCharacters: 'অদৃশ্য নিয়ন্ত্রণ-অক্ষরগুলো মুছে দিন',
  hiddenCharacters: 'অদৃশ্য বা লেখার দিক বদলানো অক্ষরগুলো মুছে দিন',
  loneSurrogates: 'ভাঙা অক্ষরটি মুছে দিন',
};

export const formTexts = { en, bn };
