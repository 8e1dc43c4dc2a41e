import {
  COURIER_NAMES,
  type CourierBookingOutcome,
  type CourierErrorCode,
  type CourierName,
} from '@poshak/shared-api';
import { useT } from '@poshak/shared-ui/i18n';

/** A courier's name in the reader's language (পাঠাও for a Bengali reader). */
export function useCourierName() {
  const { t } = useT('backoffice');
  return (courier: CourierName) => t(`couriers.names.${courier}`);
}

export const isCourierName = (text: string | null): text is CourierName =>
  COURIER_NAMES.some((name) => name === text);

/**
 * Why a booking was refused or failed, in the reader's words: the code translated here (the
 * server's own sentences are English and a Bengali with Latin digits), the courier and the area
 * named.
 */
export function useCourierReason() {
  const { t } = useT('backoffice');
  const name = useCourierName();
  return (code: CourierErrorCode, courier: CourierName, area?: string) =>
    t(`couriers.reasons.${code}`, { courier: name(courier), area: area ?? '' });
}

/** What became of one order of a booking request: queued, already booked, or refused. */
export const outcomeKind = (outcome: Pick<CourierBookingOutcome, 'ok' | 'code'>) =>
  !outcome.ok ? 'refused' : outcome.code === 'already_booked' ? 'alreadyBooked' : 'queued';
