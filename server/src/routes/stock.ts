import {
  okMessage,
  paged,
  stockEntry,
  stockEntryDeleteBody,
  stockEntryFields,
  stockEntryUpdateFields,
  stockListQuery,
} from '@poshak/shared-api/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import path from 'node:path';
import { z } from 'zod';
import { badRequest } from '../errors';
import { stockRepository, type ReleasedPicture } from '../repositories/stock';
import { removeFiles, storeUpload, UPLOADS_URL, type StoredImage } from '../services/images';
import { ACCESS } from './access';

/** The picture part of the form: bytes (checked by sharp later), never text. */
const picture = z.custom<Buffer>((v) => Buffer.isBuffer(v), {
  message: 'a picture file (JPEG, PNG, WebP or AVIF) is required',
});

/**
 * Stock entries: the Add Product page's multipart create and update (spec §7 paths), delete,
 * and its paginated table.
 */
const stockRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['stock'];
  const stock = stockRepository(app.db);
  const uploadDir = app.config.uploadDir;

  /** Files of a picture nothing shows any more (a replaced or deleted product's). */
  const forget = async (released: ReleasedPicture | null) => {
    if (!released || !released.image_url.startsWith(`${UPLOADS_URL}/`)) return;
    if (!(await stock.isPictureUnused(released.image_url))) return;
    const files = [released.image_url, ...released.thumbnails.map((t) => t.url)].map((url) =>
      path.join(uploadDir, path.basename(url)),
    );
    await removeFiles(files).catch((error: unknown) =>
      app.log.warn({ err: error }, 'could not remove replaced picture files'),
    );
  };

  /** Stores the picture, runs the database write, and takes the files back if the write fails. */
  async function withPicture<T>(bytes: Buffer, write: (p: StoredImage) => Promise<T>) {
    const stored = await storeUpload(bytes, uploadDir);
    try {
      return await write(stored);
    } catch (error) {
      await removeFiles(stored.files);
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
      return withPicture(image, (stored) => stock.create(fields, stored));
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
        ? await withPicture(image, (stored) => stock.update(id_transaction, fields, stored))
        : await stock.update(id_transaction, fields, null);
      await forget(result.released);
      return result.entry;
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
      const released = await stock.remove(request.body.id_transaction);
      await forget(released);
      return { message: `Deleted stock entry ${request.body.id_transaction}` };
    },
  );
};

export default stockRoutes;
