import { sql, type SQL } from 'drizzle-orm';
import { rowsOf } from '../../../src/db/database';
import {
  orderStatement,
  type OrderFigures,
  type OrderRequest,
} from '../../../src/modules/orders/order-statements';
import { drivers, shopForTests } from '../../helpers/build';

/** One node of an `EXPLAIN (FORMAT JSON)` plan. */
interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

describe.each(drivers)('the plan of an order on %s', (driver) => {
  const { t, c } = shopForTests(driver);

  /**
   * The statement's plan with whole-table reads priced out: a table the plan still reads whole is
   * one no index can serve, so its cost would grow with the table (on a test table of a few rows
   * the planner would otherwise read it whole because that is cheapest there).
   */
  const planOf = (statement: SQL) =>
    t.shop.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      const [row] = rowsOf<{ 'QUERY PLAN': unknown }>(
        await tx.execute(sql`EXPLAIN (FORMAT JSON) ${statement}`),
      );
      const raw = row?.['QUERY PLAN'];
      const [plan] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: PlanNode }];
      return nodesOf(plan.Plan);
    });

  const stockEntry = () =>
    c.addStock({ product_code: 'PLAN-1', product_name: 'Handloom Gamchha', price: 450 });

  const scansOf = (nodes: PlanNode[]) =>
    nodes
      .filter((n) => n['Relation Name'] !== undefined && /Scan/.test(n['Node Type']))
      .map((n) => `${n['Node Type']} on ${n['Relation Name'] ?? ''}`);

  /** The figures `priceLines` would give one unit of a ৳1,000 entry, as the order stores them. */
  const figures = (id: number): OrderFigures => ({
    prices: new Map([[id, 1000]]),
    money: { subtotal: 1000, eligible: 1000, discount: 0, shipping: 80, total: 1080 },
    fee: { areaCost: 80, steps: { stepGrams: 1000, stepFee: 15 }, grams: 500 },
    couponOk: true,
    totalOk: true,
  });

  it('reaches every row a new shopper’s order reads or locks by an index', async () => {
    const id = await stockEntry();
    const order: OrderRequest = {
      customer: {
        create: {
          customer_name: 'Farhana Akter',
          customer_address: 'House 12, Road 5, Dhanmondi, Dhaka',
          customer_phone: '01711223344',
        },
      },
      shippingId: 1,
      lines: [{ stockId: id, quantity: 1, field: 'lines.0.id_transaction' }],
    };
    const nodes = await planOf(orderStatement(order, order.lines, null, figures(id)));
    const scans = scansOf(nodes);
    // The stock row is found and locked through an index of the stock entries.
    expect(
      nodes.some((n) => n['Relation Name'] === 'transactions' && n['Index Name'] !== undefined),
    ).toBe(true);
    expect(scans.filter((s) => s.startsWith('Seq Scan'))).toEqual([]);
  });

  it('checks an existing customer’s earlier orders by an index (the anonymous rule)', async () => {
    const id = await stockEntry();
    const order: OrderRequest = {
      customer: { existingId: 1, anonymous: true },
      shippingId: null,
      lines: [{ stockId: id, quantity: 1, field: 'lines.0.id_transaction' }],
    };
    const nodes = await planOf(orderStatement(order, order.lines, null, figures(id)));
    expect(
      nodes.some((n) => n['Relation Name'] === 'orders' && n['Index Name'] === 'orders_customer'),
    ).toBe(true);
    expect(scansOf(nodes).filter((s) => s.startsWith('Seq Scan'))).toEqual([]);
  });
});
