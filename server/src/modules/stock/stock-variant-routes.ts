import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { variantProductCreated, variantProductFields } from '@poshak/shared-api/schemas';
import { badRequest } from '../../errors';
import { ACCESS } from '../../plugins/access';
import { actorOf, recordAudit } from '../audit';
import { colourPictures, stockPictures } from './stock-pictures';

/** The colours' pictures in the colours' order: each required, none for a colour not listed. */
function colourPictureParts(colours: number, files: Record<string, unknown>): Buffer[] {
  const parts = Array.from({ length: colours }, (_, i) => {
    const bytes = files[`image_${i}`];
    if (!Buffer.isBuffer(bytes)) {
      throw badRequest(`image_${i}: a picture for colour ${i + 1} is required`);
    }
    return bytes;
  });
  const stray = Object.keys(files).find(
    (key) => /^image_\d+$/.test(key) && Number(key.slice(6)) >= colours,
  );
  if (stray) throw badRequest(`${stray}: there is no colour ${Number(stray.slice(6)) + 1}`);
  return parts;
}

/** The product's own fields, shared by every colour and size. */
const productOf = (fields: Omit<z.output<typeof variantProductFields>, 'variants'>) => ({
  product_code: fields.product_code,
  product_name: fields.product_name,
  product_name_bn: fields.product_name_bn?.normalize('NFC') ?? null,
  category_id: fields.category_id,
  brand_id: fields.brand_id,
  material_id: fields.material_id,
  weight_grams: fields.weight_grams,
  price: fields.price,
  image_priority_id: fields.image_priority_id,
});

/** A product added in all its colours and sizes at once, one picture per colour. */
const stockVariantRoutes: FastifyPluginAsyncZod = async (app) => {
  const stock = app.repos.stock;
  const pictures = stockPictures(app);

  app.post(
    '/backoffice/stock/variants',
    {
      config: { access: ACCESS.catalogueWrite, changes: ['catalogue'] },
      schema: {
        tags: ['stock'],
        summary:
          'Add a product in all its colours and sizes (multipart: the fields, `variants` as JSON, `image_0`… one picture per colour)',
        description:
          'One stock entry per colour × size, all in one transaction: any refused field names ' +
          'itself (e.g. `variants.1.sizes.0.quantity`) and nothing is written.',
        consumes: ['multipart/form-data'],
        body: variantProductFields.extend(colourPictures),
        response: { 200: variantProductCreated },
      },
    },
    async (request) => {
      const { variants, ...rest } = request.body;
      const parts = colourPictureParts(variants.length, rest as Record<string, unknown>);
      const product = productOf(rest);
      const actor = actorOf(request);
      return pictures.withColourPictures(parts, (stored) =>
        // Each entry the grid made is an audit row of the same transaction, as a single one is.
        stock.createVariants(product, variants, stored, async (tx, created) => {
          if (!actor) return;
          for (const entry of created.entries) {
            await recordAudit(tx, actor, {
              kind: 'stock',
              id: entry.id_transaction,
              action: 'create',
              after: { ...product, ...entry },
            });
          }
        }),
      );
    },
  );
};

export default stockVariantRoutes;
