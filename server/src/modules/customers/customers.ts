import { asc, eq } from 'drizzle-orm';
import type { Customer } from '@poshak/shared-api/schemas';
import type { Executor } from '../../db/database';
import { customers } from '../../db/schema';
import { notFound } from '../../errors';
import { required } from '../../lib/required';
import { audited, type Actor } from '../audit';

export interface CustomerFields {
  customer_name: string;
  customer_address: string;
  customer_phone: string;
  shipping_id?: number | undefined;
}

const columns = {
  id_customer: customers.id_customer,
  customer_name: customers.customer_name,
  customer_address: customers.customer_address,
  customer_phone: customers.customer_phone,
  shipping_id: customers.shipping_id,
};

/** The back-office Customers page and the legacy order flow's customer record. */
export function customersRepository(db: Executor) {
  return {
    list: (): Promise<Customer[]> =>
      db.select(columns).from(customers).orderBy(asc(customers.id_customer)),

    /** A customer record; audited when staff made it (the old storefront's shoppers make them too). */
    create: (fields: CustomerFields, actor: Actor | null): Promise<Customer> =>
      audited(db, actor, async (tx) => {
        const [row] = await tx.insert(customers).values(fields).returning(columns);
        const after = required(row, 'inserted customer');
        return {
          result: after,
          change: { kind: 'customer', id: after.id_customer, action: 'create', after },
        };
      }),

    update: (id: number, fields: CustomerFields, actor: Actor | null): Promise<Customer> =>
      audited(db, actor, async (tx) => {
        const [before] = await tx
          .select(columns)
          .from(customers)
          .where(eq(customers.id_customer, id))
          .for('update');
        const [row] = await tx
          .update(customers)
          .set(fields)
          .where(eq(customers.id_customer, id))
          .returning(columns);
        if (!row) throw notFound(`id_customer: no customer ${id}`);
        return {
          result: row,
          change: { kind: 'customer', id, action: 'update', before, after: row },
        };
      }),

    /** A customer with orders stays (409 from the foreign key): the orders need them. */
    remove: (id: number, actor: Actor | null): Promise<void> =>
      audited(db, actor, async (tx) => {
        const deleted = await tx
          .delete(customers)
          .where(eq(customers.id_customer, id))
          .returning(columns);
        const before = deleted[0];
        if (!before) throw notFound(`id_customer: no customer ${id}`);
        return { result: undefined, change: { kind: 'customer', id, action: 'delete', before } };
      }),
  };
}
