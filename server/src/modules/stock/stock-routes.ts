import {
  lowStockThreshold,
  okMessage,
  paged,
  stockArchiveBody,
  stockArchiveParams,
  stockEntry,
  stockEntryDeleteBody,
  stockEntryFields,
  stockEntryUpdateFields,
  stockListQuery,
  VARIANT_MAX_COLORS,
  variantProductCreated,
  variantProductFields,
} from '@poshak/shared-api/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, HttpError } from '../../errors';
import { recordAudit, actorOf } from '../audit';
import type { ReleasedPicture } from './stock-fields';
import { inspectImage, storeUpload, type StoredImage } from '../pictures';
import { pictureNameOf } from '../pictures';
import { ACCESS } from '../../plugins/access';

/** The picture part of the form: bytes (checked by sharp later), never text. */
const picture = z.custom<Buffer>((v) => Buffer.isBuffer(v), {
  message: 'a picture file (JPEG, PNG, WebP or AVIF) is required',
});

/** A picture's refusal names its own part (`image_1: …`), not the single form's `image`. */
function renamedField(error: unknown, part: string): unknown {
  if (error instanceof HttpError && error.message.startsWith('image:')) {
    return new HttpError(error.statusCode, `${part}:${error.message.slice('image:'.length)}`);
  }
  return error;
}

/**
 * Stock entries: the Add Product page's multipart create and update (spec §7 paths), delete,
 * and its paginated table.
 */
const stockRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['stock'];
  const stock = app.repos.stock;
  const pictures = app.pictures;

  /** The stored pictures of one that nothing shows any more (a replaced or deleted product's). */
  const forget = async (released: ReleasedPicture | null) => {
    const name = released && pictureNameOf(released.image_url);
    if (!released || !name) return;
    if (!(await stock.isPictureUnused(released.image_url))) return;
    const names = [name, ...released.thumbnails.map((t) => pictureNameOf(t.url))].filter(
      (n): n is string => n !== null,
    );
    await pictures
      .remove(names)
      .catch((error: unknown) =>
        app.log.warn({ err: error }, 'could not remove replaced pictures'),
      );
  };

  /** Stores the picture, runs the database write, and takes the picture back if the write fails. */
  async function withPicture<T>(bytes: Buffer, write: (p: StoredImage) => Promise<T>) {
    const stored = await storeUpload(bytes, pictures);
    try {
      return await write(stored);
    } catch (error) {
      await pictures
        .remove(stored.names)
        .catch((cleanup: unknown) =>
          app.log.warn({ err: cleanup }, 'could not take back the pictures of a failed write'),
        );
      throw error;
    }
  }

  app.get(
    '/backoffice/stock',
    {
      config: { access: ACCESS.staffRead, cache: ['catalogue'] },
      schema: {
        tags,
        summary: 'Add Product table: stock entries, newest first',
        querystring: stockListQuery,
        response: { 200: paged(stockEntry) },
      },
    },
    async (request) => stock.list(request.query),
  );

  app.post(
    '/producttraces/post',
    {
      config: { access: ACCESS.catalogueWrite, changes: ['catalogue'] },
      schema: {
        tags,
        summary: 'Add a stock entry (multipart form with the picture as `image`)',
        consumes: ['multipart/form-data'],
        body: stockEntryFields.extend({ image: picture }),
        response: { 200: stockEntry },
      },
    },
    async (request) => {
      const { image, ...fields } = request.body;
      return withPicture(image, (stored) => stock.create(fields, stored, actorOf(request)));
    },
  );

  /** Colour i's picture travels as `image_i`; each is optional to the schema, required below. */
  const colourPictures = Object.fromEntries(
    Array.from({ length: VARIANT_MAX_COLORS }, (_, i) => [`image_${i}`, picture.optional()]),
  ) as Record<`image_${number}`, z.ZodOptional<typeof picture>>;

  app.post(
    '/backoffice/stock/variants',
    {
      config: { access: ACCESS.catalogueWrite, changes: ['catalogue'] },
      schema: {
        tags,
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
      const files = rest as Record<string, unknown>;
      const pictureParts = variants.map((_, i) => {
        const bytes = files[`image_${i}`];
        if (!Buffer.isBuffer(bytes)) {
          throw badRequest(`image_${i}: a picture for colour ${i + 1} is required`);
        }
        return bytes;
      });
      const stray = Object.keys(files).find(
        (key) => /^image_\d+$/.test(key) && Number(key.slice(6)) >= variants.length,
      );
      if (stray) throw badRequest(`${stray}: there is no colour ${Number(stray.slice(6)) + 1}`);
      const product = {
        product_code: rest.product_code,
        product_name: rest.product_name,
        product_name_bn: rest.product_name_bn?.normalize('NFC') ?? null,
        category_id: rest.category_id,
        brand_id: rest.brand_id,
        material_id: rest.material_id,
        weight_grams: rest.weight_grams,
        price: rest.price,
        image_priority_id: rest.image_priority_id,
      };
      // Every picture is read before any is stored; a later refusal takes them all back.
      for (const [i, bytes] of pictureParts.entries()) {
        await inspectImage(bytes).catch((error: unknown) => {
          throw renamedField(error, `image_${i}`);
        });
      }
      const stored: StoredImage[] = [];
      try {
        for (const [i, bytes] of pictureParts.entries()) {
          stored.push(
            await storeUpload(bytes, pictures).catch((error: unknown) => {
              throw renamedField(error, `image_${i}`);
            }),
          );
        }
        const actor = actorOf(request);
        // Each entry the grid made is an audit row of the same transaction, as a single one is.
        return await stock.createVariants(product, variants, stored, async (tx, created) => {
          if (!actor) return;
          for (const entry of created.entries) {
            await recordAudit(tx, actor, {
              kind: 'stock',
              id: entry.id_transaction,
              action: 'create',
              after: { ...product, ...entry },
            });
          }
        });
      } catch (error) {
        await pictures
          .remove(stored.flatMap((p) => p.names))
          .catch((cleanup: unknown) =>
            app.log.warn({ err: cleanup }, 'could not take back the pictures of a failed write'),
          );
        throw error;
      }
    },
  );

  app.put(
    '/producttraces/updateProductTraceImageTransactionByIDs',
    {
      config: { access: ACCESS.catalogueWrite, changes: ['catalogue'] },
      schema: {
        tags,
        summary: 'Change a stock entry (multipart; a new `image` is optional)',
        consumes: ['multipart/form-data'],
        body: stockEntryUpdateFields.extend({ image: picture.optional() }),
        response: { 200: stockEntry },
      },
    },
    async (request) => {
      const { image, id_transaction, ...fields } = request.body;
      const result = image
        ? await withPicture(image, (stored) =>
            stock.update(id_transaction, fields, stored, actorOf(request)),
          )
        : await stock.update(id_transaction, fields, null, actorOf(request));
      await forget(result.released);
      return result.entry;
    },
  );

  app.put(
    '/backoffice/stock/:id_transaction/archived',
    {
      config: { access: ACCESS.catalogueWrite, changes: ['catalogue'] },
      schema: {
        tags,
        summary:
          'Take a stock entry off the shop ({"archived": true}: kept for its orders) or put it back',
        params: stockArchiveParams,
        body: stockArchiveBody,
        response: { 200: stockEntry },
      },
    },
    async (request) => {
      if (!request.body) throw badRequest('body: {"archived": true|false} is required');
      return stock.setArchived(
        request.params.id_transaction,
        request.body.archived,
        actorOf(request),
      );
    },
  );

  app.get(
    '/backoffice/stock/low-stock-threshold',
    {
      config: { access: ACCESS.staffRead },
      schema: {
        tags,
        summary: 'The quantity at or under which the stock table calls an entry low stock',
        response: { 200: lowStockThreshold },
      },
    },
    async () => ({ threshold: await stock.lowStockThreshold() }),
  );

  app.put(
    '/backoffice/stock/low-stock-threshold',
    {
      // A cached low-stock page of the table must not outlive the threshold it was read with.
      config: { access: ACCESS.catalogueWrite, changes: ['catalogue'] },
      schema: {
        tags,
        summary: 'Set the low-stock threshold (JSON {threshold})',
        body: lowStockThreshold,
        response: { 200: lowStockThreshold },
      },
    },
    async (request) => {
      if (!request.body) throw badRequest('body: {"threshold": …} is required');
      return {
        threshold: await stock.setLowStockThreshold(request.body.threshold, actorOf(request)),
      };
    },
  );

  app.delete(
    '/transactionsRouter/deleteTransactionByImageProducttraceByID',
    {
      config: { access: ACCESS.catalogueWrite, changes: ['catalogue'] },
      schema: {
        tags,
        summary: 'Delete a stock entry no order has taken from (JSON {id_transaction})',
        body: stockEntryDeleteBody,
        response: { 200: okMessage },
      },
    },
    async (request) => {
      if (!request.body) throw badRequest('body: {"id_transaction": …} is required');
      const released = await stock.remove(request.body.id_transaction, actorOf(request));
      await forget(released);
      return { message: `Deleted stock entry ${request.body.id_transaction}` };
    },
  );
};

export default stockRoutes;
