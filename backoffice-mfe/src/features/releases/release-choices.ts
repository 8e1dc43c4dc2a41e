import type { CanaryAudience } from '@poshak/shared-api/schemas';

/** The canary audiences offered: a share of browsers, or staff only. */
export const AUDIENCES = ['10', '25', '50', 'staff'] as const;
export type AudienceChoice = (typeof AUDIENCES)[number];
export const audienceOf = (choice: AudienceChoice): CanaryAudience =>
  choice === 'staff' ? { staff: true } : { share: Number(choice) };

/** A release id as people compare them: the first twelve hex digits. */
export const shortId = (id: string) => id.slice(0, 12);
