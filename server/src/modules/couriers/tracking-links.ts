import type { CourierName } from '@poshak/shared-api/schemas';

/**
 * Each courier's public tracking page for a parcel, as their own sites link it: Pathao's asks
 * for the consignment id, Steadfast's and RedX's for the tracking code. Null: not known yet.
 */
export function trackingLinkOf(
  courier: CourierName,
  parcel: { consignmentId: string | null; trackingCode: string | null },
): string | null {
  if (courier === 'pathao') {
    const id = parcel.consignmentId ?? parcel.trackingCode;
    return id
      ? `https://merchant.pathao.com/tracking?consignment_id=${encodeURIComponent(id)}`
      : null;
  }
  if (!parcel.trackingCode) return null;
  const code = encodeURIComponent(parcel.trackingCode);
  return courier === 'steadfast'
    ? `https://steadfast.com.bd/t/${code}`
    : `https://redx.com.bd/track-parcel/?trackingId=${code}`;
}
