import {
  deliveryEstimateBody,
  deliveryZoneBody,
  SCHEMA_MESSAGES,
  z,
} from '@poshak/shared-api/schemas';
import type { DeliveryZoneSteps, Shipping } from '@poshak/shared-api';

const { delivery_min_days: minDays, delivery_max_days: maxDays } = deliveryEstimateBody.shape;

/**
 * Days typed into a text box, checked by the server's own rule for them (a whole number of days,
 * 0 to 60): empty text is `required`, the server's JSON number is never coerced from text.
 */
const typedDays = (days: typeof minDays) => z.string().trim().min(1).transform(Number).pipe(days);

/** An area's delivery days as typed: the latest not before the earliest (the server's rules). */
export const deliveryForm = z
  .object({
    delivery_min_days: typedDays(minDays),
    delivery_max_days: typedDays(maxDays),
  })
  .refine((d) => d.delivery_max_days >= d.delivery_min_days, {
    message: SCHEMA_MESSAGES.latestBeforeEarliest,
    path: ['delivery_max_days'],
  });
export type DeliveryFormInput = z.input<typeof deliveryForm>;
export type DeliveryFormValues = z.output<typeof deliveryForm>;

export const deliveryToForm = (area: Shipping): DeliveryFormInput => ({
  delivery_min_days: String(area.delivery_min_days),
  delivery_max_days: String(area.delivery_max_days),
});

/** A zone's weight steps as typed, checked by the server's rule (100 g to 10 kg; ৳0 to ৳1,000). */
export const zoneForm = z.object({
  step_grams: z.string().trim().min(1).transform(Number).pipe(deliveryZoneBody.shape.step_grams),
  step_fee: z.string().trim().min(1).transform(Number).pipe(deliveryZoneBody.shape.step_fee),
});
export type ZoneFormInput = z.input<typeof zoneForm>;
export type ZoneFormValues = z.output<typeof zoneForm>;

export const zoneToForm = (zone: DeliveryZoneSteps): ZoneFormInput => ({
  step_grams: String(zone.step_grams),
  step_fee: String(zone.step_fee),
});
