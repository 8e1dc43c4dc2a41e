import type { Dictionary } from '../i18n/dictionary';

// The list page's own texts (spec §2, §5: the lookup and customer screens' wording, verbatim with its
// spellings). They travel with the component, so whichever app bundles it ships them too.
const en = {
  add: 'Add',
  edit: 'Edit',
  delete: 'Delete',
  id: 'Id',
  emptyField: "Can't leave empty field",
  selectRowEdit: 'Please Selected a Row',
  selectRowDelete: 'Please Selected A Row',
  created: 'SuccessFully {{noun}} Created',
  updated: 'SuccessFully {{noun}} Updated',
  deleted: 'Deleted {{noun}} SuccessFully',
  saveFailed: "Sorry We Can't Crated New {{noun}}",
  deleteFailed: "Sorry Can't Delete",
  selectedHint: 'Row {{id}} selected: click it again to clear.',
};

const bn: Dictionary<typeof en> = {
  add: 'যোগ করুন',
  edit: 'সম্পাদনা',
  delete: 'মুছুন',
  id: 'আইডি',
  emptyField: 'ঘর খালি রাখা যাবে না',
  selectRowEdit: 'একটি সারি বেছে নিন',
  selectRowDelete: 'একটি সারি বেছে নিন',
  created: '{{noun}} সফলভাবে তৈরি হয়েছে',
  updated: '{{noun}} সফলভাবে হালনাগাদ হয়েছে',
  deleted: '{{noun}} সফলভাবে মুছে ফেলা হয়েছে',
  saveFailed: 'দুঃখিত, {{noun}} সংরক্ষণ করা যায়নি',
  deleteFailed: 'দুঃখিত, মুছে ফেলা যায়নি',
  selectedHint: 'সারি {{id}} বাছাই করা আছে: আবার ক্লিক করলে বাছাই উঠে যাবে।',
};

export const listPageTexts = { en, bn };
