import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  hasControlCharacters,
  UPLOAD_MAX_BYTES,
  VARIANT_MAX_COLORS,
} from '@poshak/shared-api/schemas';
import { badRequest } from '../errors';

/**
 * A file name as a browser sends it: no folders, no `..`, no control characters (the shop's one
 * rule for text: C0, DEL and C1). The picture is stored under a generated name anyway; a name
 * that tries to leave the folder is an attack, and is refused as one rather than quietly renamed.
 */
const isPlainFileName = (name: string) =>
  name !== '.' && name !== '..' && !/[/\\]/.test(name) && !hasControlCharacters(name);

/**
 * Multipart forms (the Add Product page): text fields and a picture (one per colour in the
 * "all variants" form) of at most 5 MB each land on
 * `request.body`, the picture as a Buffer, so the route's schema validates the whole form.
 * Nothing touches the disk here; the route stores the picture only once it is accepted.
 */
export default fp(
  async function uploads(app: FastifyInstance) {
    await app.register(fastifyMultipart, {
      attachFieldsToBody: 'keyValues',
      // The name as sent (busboy would strip its folders), so a traversal attempt can be seen.
      preservePath: true,
      async onFile(part) {
        // Read first (the 5 MB limit applies), then judge the name.
        await part.toBuffer();
        if (!isPlainFileName(part.filename)) {
          throw badRequest(
            `${part.fieldname}: the file name must be a plain name, without folders or ".."`,
          );
        }
      },
      limits: {
        fileSize: UPLOAD_MAX_BYTES,
        // One picture per form, but one per colour when a product comes in all its variants.
        files: VARIANT_MAX_COLORS,
        fields: 40,
        fieldSize: 16 * 1024,
        parts: 40 + VARIANT_MAX_COLORS,
      },
    });
  },
  { name: 'uploads' },
);
