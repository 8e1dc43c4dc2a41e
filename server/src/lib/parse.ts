import type { z } from 'zod';
import { badRequest } from '../errors';

/**
 * Validates input a route cannot describe with one schema (e.g. a call that accepts either a
 * JSON body or a query string), failing the same way as route validation: 400 naming the field.
 */
export function parseOrThrow<T extends z.ZodType>(
  schema: T,
  data: unknown,
  where: 'body' | 'querystring',
): z.output<T> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  throw badRequest(
    result.error.issues
      .map((issue) => `${issue.path.length ? issue.path.join('.') : where}: ${issue.message}`)
      .join('; '),
  );
}
