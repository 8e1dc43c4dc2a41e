import { SegmentedMessage } from 'sms-segments-calculator';

export interface SmsParts {
  /** GSM-7 when every character is in the GSM alphabet; any other (all of Bengali) makes it UCS-2. */
  encoding: 'GSM-7' | 'UCS-2';
  /** Units the gateway counts: GSM-7 septets (an extension character such as { or € is two) or UCS-2 code units. */
  characters: number;
  /** Parts the gateway sends and charges: 160 / 153 a part in GSM-7, 70 / 67 in UCS-2. */
  parts: number;
  /** What one part holds at this length: the single part's limit, or a part of a long message's. */
  perPart: number;
}

const LIMITS = {
  'GSM-7': { single: 160, multi: 153, bits: 7 },
  'UCS-2': { single: 70, multi: 67, bits: 16 },
} as const;

/**
 * How a text travels as SMS. The counting (which characters GSM-7 holds, an extension character
 * or a surrogate pair never split across parts) is sms-segments-calculator's, Twilio's well-kept
 * implementation of the GSM 03.38 rules.
 */
export function smsParts(text: string): SmsParts {
  const message = new SegmentedMessage(text, 'auto');
  const encoding = message.encodingName;
  const limits = LIMITS[encoding];
  const parts = Math.max(1, message.segmentsCount);
  return {
    encoding,
    characters: message.messageSize / limits.bits,
    parts,
    perPart: parts > 1 ? limits.multi : limits.single,
  };
}
