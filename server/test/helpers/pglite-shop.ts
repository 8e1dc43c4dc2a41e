import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../src/config';
import { openPgliteShop, pgliteFolder } from '../../src/db/pglite-shop';
import { ordersRepository } from '../../src/modules/orders/orders';
import { seedDatabase } from '../../src/seed/seed';
import { diskPictureStore } from '../../src/modules/pictures/picture-store';
import { hashPassword, type StaffAccount } from './build';
import { addEarlierReleaseStock } from './catalogue';
import { picture } from './multipart';
import { addLaterOrderParts, removeLaterOrderParts } from './orders';

/**
 * The migrations of the last release that kept the shop in PGlite (0000–0014): the folder is
 * made as that release made it, whatever migrations come after.
 */
export const PGLITE_RELEASE_MIGRATIONS = 15;

export const PGLITE_KEEPER: StaffAccount = {
  username: 'keeper',
  password: 'keeper-pass-1',
  role: 'admin',
};

export interface PgliteShop {
  /** Stock entries, by product code. */
  stock: Record<string, number>;
  invoices: number[];
  /** A picture file in the shop's UPLOAD_DIR. */
  picture: { name: string; bytes: Buffer };
  /** The PGlite dump of the database (what that release's backup held). */
  dump: Buffer;
}

/** The release's migrations in a folder of their own. */
function releaseMigrations(into: string): string {
  const { migrationsDir } = loadConfig({});
  const journal = JSON.parse(
    readFileSync(path.join(migrationsDir, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { tag: string }[] };
  journal.entries = journal.entries.slice(0, PGLITE_RELEASE_MIGRATIONS);
  mkdirSync(path.join(into, 'meta'), { recursive: true });
  writeFileSync(path.join(into, 'meta', '_journal.json'), JSON.stringify(journal));
  for (const { tag } of journal.entries) {
    copyFileSync(path.join(migrationsDir, `${tag}.sql`), path.join(into, `${tag}.sql`));
  }
  return into;
}

/**
 * A shop as the release before the embedded PostgreSQL left it in `dataDir`: its database in
 * `pglite/` (PGlite, migrated and seeded as that release's first start did), its pictures as files
 * in `uploads/`, a staff account, stock and two orders.
 */
export async function makePgliteShop(dataDir: string, scratch: string): Promise<PgliteShop> {
  const uploads = path.join(dataDir, 'uploads');
  const shop = await openPgliteShop(
    { dir: pgliteFolder(dataDir) },
    releaseMigrations(path.join(scratch, 'release-migrations')),
  );
  try {
    await shop.migrate();
    await seedDatabase(shop.db, { seed: 'none', pictures: diskPictureStore(uploads) });
    // Written with that release's columns: today's repository also writes later ones
    // (last_sign_in_at) its table lacks.
    await shop.db.execute(sql`
      INSERT INTO staff_users (username, email, password_hash, role)
      VALUES (${PGLITE_KEEPER.username}, ${`${PGLITE_KEEPER.username}@poshak.test`},
              ${await hashPassword(PGLITE_KEEPER.password)}, ${PGLITE_KEEPER.role})`);
    const stock = await addEarlierReleaseStock(shop.db, [
      { code: 'PAN-1', name: 'Eid Panjabi', nameBn: null, price: 2450 },
      { code: 'SAR-1', name: 'Jamdani Saree', nameBn: 'জামদানি শাড়ি', price: 7800 },
    ]);
    const invoices: number[] = [];
    // Today's order statement also writes what that release did not have (the SMS queue, the
    // orders' source and campaign): stand-ins take them and are gone before the dump.
    await addLaterOrderParts(shop.db);
    for (const [name, lines] of [
      ['রহিমা আক্তার', [[stock['PAN-1'], 2]]],
      [
        'Karim Mia',
        [
          [stock['SAR-1'], 1],
          [stock['PAN-1'], 1],
        ],
      ],
    ] as const) {
      const placed = await ordersRepository(shop.db).place({
        customer: {
          create: {
            customer_name: name,
            customer_address: 'House 12, Road 5, Dhanmondi, Dhaka',
            customer_phone: '01712345678',
          },
        },
        shippingId: 1,
        lines: lines.map(([stockId, quantity], i) => ({ stockId, quantity, field: `lines.${i}` })),
      });
      invoices.push(placed.invoice_no);
    }
    await removeLaterOrderParts(shop.db);
    const bytes = (await picture('webp', 90, 120)).data;
    const name = '1b4e28ba-2fa1-11d2-883f-0016d3cca427-400.webp';
    await diskPictureStore(uploads).save(name, bytes);
    const dumped = await (
      shop.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob | File> } }
    ).$client.dumpDataDir('none');
    return {
      stock,
      invoices,
      picture: { name, bytes },
      dump: Buffer.from(await dumped.arrayBuffer()),
    };
  } finally {
    await shop.close();
  }
}
