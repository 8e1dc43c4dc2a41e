import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import { formErrorMap, type z } from '@poshak/shared-api/schemas';

/**
 * react-hook-form's zod resolver with the shop's error map: every error a form shows is a key of the
 * form's dictionary (see `FormField`), never zod's English.
 */
export function formResolver<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
): Resolver<Input, unknown, Output> {
  return zodResolver(schema, { error: formErrorMap });
}
