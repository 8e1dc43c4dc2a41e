import { notFound } from '../../errors';

/** The 404 of every call naming an invoice no order has, coded so a client need not read it. */
export const noSuchOrder = (invoiceNo: number) =>
  notFound(`invoice_no: no order ${invoiceNo}`, 'order_not_found');
