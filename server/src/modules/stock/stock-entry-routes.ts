import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  okMessage,
  paged,
  stockArchiveBody,
  stockArchiveParams,
  stockEntry,
  stockEntryDeleteBody,
  stockEntryFields,
  stockEntryUpdateFields,
  stockListQuery,
} from '@poshak/shared-api/schemas';
import { badRequest } from '../../errors';
import { ACCESS } from '../../plugins/access';
import { actorOf } from '../audit';
import { picture, stockPictures } from './stock-pictures';

const tags = ['stock'];

/** The Add Product page's table, and its multipart create (spec §7 path). */
export const stockEntryAddRoutes: FastifyPluginAsyncZod = async (app) => {
  const stock = app.repos.stock;
  const pictures = stockPictures(app);

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
      return pictures.withPicture(image, (stored) =>
        stock.create(fields, stored, actorOf(request)),
      );
    },
  );
};

/** A stock entry changed (spec §7 path; a new picture optional), or taken off the shop. */
export const stockEntryChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  const stock = app.repos.stock;
  const pictures = stockPictures(app);

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
        ? await pictures.withPicture(image, (stored) =>
            stock.update(id_transaction, fields, stored, actorOf(request)),
          )
        : await stock.update(id_transaction, fields, null, actorOf(request));
      await pictures.forget(result.released);
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
};

/** A stock entry no order has taken from deleted, with the pictures nothing else shows. */
export const stockEntryDeleteRoutes: FastifyPluginAsyncZod = async (app) => {
  const stock = app.repos.stock;
  const pictures = stockPictures(app);

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
      await pictures.forget(released);
      return { message: `Deleted stock entry ${request.body.id_transaction}` };
    },
  );
};
