import prettier from 'prettier';
import type { Role } from '@poshak/shared-api/schemas';
import type { RouteEntry } from '../src/plugins/auth';

const ROLES: Role[] = ['admin', 'seller', 'moderator'];

/**
 * docs/roles.md, generated from the server's route table (each route's `config.access`), so the
 * document cannot drift from what the server enforces. A test compares the two.
 */
export function renderRolesDoc(routes: RouteEntry[]): string {
  const rows = [...routes]
    .sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method))
    .map((r) => {
      if (r.access === 'public') return `| ${r.method} | \`${r.url}\` | public | ✓ | ✓ | ✓ |`;
      const roles = r.access.roles;
      const cell = (role: Role) => (roles.includes(role) ? '✓' : '403');
      const who = r.access.publicWhenJson ? 'public with a JSON body; query form: staff' : 'staff';
      return `| ${r.method} | \`${r.url}\` | ${who} | ${ROLES.map(cell).join(' | ')} |`;
    });
  return `# Staff roles and what each may do

<!-- Generated from the server's route table: pnpm --filter @poshak/server docs:roles -->

Poshak has three staff roles, chosen at sign-up (or given by the staff-account command):

- **admin** — everything, including coupons, the delivery days of the shipping areas (back-office
  page Delivery areas) and the audit log (\`/admin/audit\`: who changed what, with the values
  before and after; nobody can change or delete it).
- **seller** — the dashboard, the catalogue (categories, brands, sizes, colors, materials), stock
  entries (one at a time, or a product in all its colours and sizes at once), customers and orders
  (status, advance-fee verdicts, notes), and takes orders for customers by phone, Messenger, in
  the shop or from a Facebook comment (New order: the same rules as checkout, recorded under their
  name).
- **moderator** — reads everything in the back-office but the dashboard (its takings are for the
  people who run the shop: a moderator lands on the orders) and the audit log, and changes the
  status of orders, records advance-fee verdicts and writes notes on orders.

Every role that sees the orders and stock pages may export them as CSV (their current filters).

Couriers (docs/couriers.md): admins and sellers book Ready-To-Shift orders with Pathao, Steadfast
or RedX and match the shop's shipping areas to a courier's places; a booking costs the shop the
courier's fee, so a moderator does not book. Only admins test a courier's connection. Every staff
member sees the couriers set up (never their credentials), the areas' mapping and each order's
bookings with what the courier said.

Cash on delivery (docs/cod.md): admins and sellers see what each courier collected and paid
against what each parcel should have collected (\`/admin/cod\`), upload a courier's settlement CSV
and see the dashboard's "Cash still with couriers"; a moderator does not (it is the shop's
takings, as the dashboard's figures are).

Whoever may change an order's status (all three roles) may also mark the delivery fee its shopper
sent in advance verified or rejected (\`PUT /api/backoffice/orders/:invoice_no/payment\`; who and
when are recorded); an order becomes Ready-To-Shift or later only once its fee is verified.

Fake orders (docs/risk.md): admins and sellers block a number and unblock it, with a reason (its
orders are accepted and held for a call; the shopper is never told); every staff member reads the
blocklist, a number's risk score and the courier's fraud check. Only admins set the risk rules
(ask the fee in advance, or hold for a call, above a score). Whoever changes an order's status
(all three roles) releases a held order after the call. The dashboard's returns are the
dashboard's readers' (admins and sellers).

The back-office's day-to-day screens:

| Screen or action | admin | seller | moderator |
| --- | --- | --- | --- |
| Dashboard (\`/admin/dashboard\`, where sign-in lands) | ✓ | ✓ | 403 (lands on the orders) |
| Print an order's A4 invoice or 80 mm packing slip (\`/admin/orders/:invoice/print\`) | ✓ | ✓ | ✓ |
| Add Product, "All colours and sizes" | ✓ | ✓ | 403 |
| New order: an order taken by phone, Messenger, walk-in or Facebook comment (\`/admin/orders/new\`) | ✓ | ✓ | 403 |
| SMS wordings (\`/admin/sms\`): change one, or go back to the default | ✓ | reads | reads |
| SMS messages sent (\`/admin/sms/messages\`), Send again of a failed one | ✓ | ✓ | ✓ |
| Book chosen orders with a courier (orders page, "Book with courier") | ✓ | ✓ | disabled |
| Print parcel labels of chosen orders (\`/admin/orders/labels\`, A4 or 80 mm) | ✓ | ✓ | ✓ |
| Couriers page (\`/admin/couriers\`): which couriers are on, each order's booking and updates | ✓ | ✓ | ✓ |
| Couriers page: match a shipping area to a courier's places, fetch the lists again | ✓ | ✓ | reads |
| Couriers page: Test connection | ✓ | disabled | disabled |
| Cash on delivery (\`/admin/cod\`): parcels' cash, mismatches, upload a settlement CSV | ✓ | ✓ | 403 |
| Blocked numbers (\`/admin/blocklist\`): block, unblock | ✓ | ✓ | reads |
| Risk rules (on Blocked numbers): ask the fee in advance / hold above a score | ✓ | reads | reads |
| Release a held order after the call (order details) | ✓ | ✓ | ✓ |

Shoppers are anonymous: the storefront's calls and placing an order need no account.

Back-office calls carry \`Authorization: Bearer <accessToken>\` from \`POST /api/auth/signin\`
(the token expires after 8 hours, \`JWT_TTL\`). Without a valid token — missing, malformed,
tampered or expired — a call gets **401**; with a role not allowed for it, **403**.
Sign-in, sign-up and OTP requests are rate-limited (**429**).

The first account is made on the server machine:

\`\`\`sh
pnpm --filter @poshak/server create-staff --username owner --password 'a-long-password' --role admin
\`\`\`

It honours \`DATA_DIR\` / \`DATABASE_URL\`, migrates a fresh database, and resets the password and
role of an existing account. On the embedded database it refuses (exit code 2, nothing changed)
while a running server holds the data folder; on PostgreSQL it works at any time. Further staff
sign up at \`/admin/signup\` with a code mailed to \`OWNER_EMAIL\`.

After that, an admin manages staff on the Staff page (\`/admin/staff\`): every account with its role
and last sign-in, and the sign-up codes still waiting. A new role, a new password or a removal is
recorded in the audit log under the admin's name and ends every session of that person at once:
their next request is refused (401) and they sign in again, as what they now are. The shop's last
admin cannot be demoted or removed (409).

## Every API route

| Method | Path | Who | admin | seller | moderator |
|---|---|---|---|---|---|
${rows.join('\n')}
`;
}

/** The file as committed: rendered, then laid out by the workspace's Prettier settings. */
export async function formatRolesDoc(routes: RouteEntry[], file: string): Promise<string> {
  const options = (await prettier.resolveConfig(file)) ?? {};
  return prettier.format(renderRolesDoc(routes), { ...options, parser: 'markdown' });
}
