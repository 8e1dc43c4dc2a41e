import type { Customer } from '@poshak/shared-api/schemas';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { customers } from '../db/schema';
import { notFound } from '../errors';
import { required } from '../lib/required';

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

    async create(fields: CustomerFields): Promise<Customer> {
      const [row] = await db.insert(customers).values(fields).returning(columns);
      return required(row, 'inserted customer');
    },

    async update(id: number, fields: CustomerFields): Promise<Customer> {
      const [row] = await db
        .update(customers)
        .set(fields)
        .where(eq(customers.id_customer, id))
        .returning(columns);
      if (!row) throw notFound(`id_customer: no customer ${id}`);
      return row;
    },

    /** A customer with orders stays (409 from the foreign key): the orders need them. */
    async remove(id: number): Promise<void> {
      const deleted = await db
        .delete(customers)
        .where(eq(customers.id_customer, id))
        .returning({ id: customers.id_customer });
      if (deleted.length === 0) throw notFound(`id_customer: no customer ${id}`);
    },
  };
}

export type CustomersRepository = ReturnType<typeof customersRepository>;
