import { Link } from 'react-router-dom';
import { amountToCollect, type Dashboard, type OrderSummary, type Paged } from '@poshak/shared-api';
import { useT } from '@poshak/shared-ui/i18n';
import { paths } from '@poshak/shared-ui/paths';
import { usePeriods, usePeriodTiles, type Period } from '../features/dashboard/period-tiles';
import { useOrderTexts } from '../features/orders/components/order-texts';
import { FEE_TONES, statusColors } from '../features/orders/order-tones';
import { TONES } from '../components/tones';
import type { FirstPage } from './first-screen-start';
import { firstScreenRequest, useEarlyData } from './early-data';
import '../features/dashboard/components/figures.css';

function OrderRow({ order }: { order: OrderSummary }) {
  const { t } = useT('backoffice');
  const { digits, taka, moment, area } = useOrderTexts();
  const status = order.order_status_name;
  const statusStyle = statusColors(status);
  return (
    <tr data-first-screen-row={order.invoice_no}>
      <td>{digits(String(order.invoice_no))}</td>
      <td className="bo-preview__nowrap">{moment(order.created_at)}</td>
      <td>
        <span className="bo-preview__line">{order.customer_name}</span>
        <span className="bo-preview__line">{digits(order.customer_phone)}</span>
        <span className="bo-preview__line bo-preview__quiet">{area(order)}</span>
      </td>
      <td className="bo-preview__money">{taka(amountToCollect(order))}</td>
      <td>
        <span className="bo-preview__tag" style={TONES[FEE_TONES[order.fee_status]]}>
          {t(`orders.fee.status.${order.fee_status}`)}
        </span>
        {order.trx_id && <code className="bo-preview__line">{order.trx_id}</code>}
      </td>
      <td>
        <span className="bo-preview__tag" style={statusStyle}>
          {statusStyle ? t(`orders.statuses.${status}`) : status}
        </span>
      </td>
    </tr>
  );
}

/** What the early request for the page brought, once it is here. */
function useFirstScreenData<T>(page: FirstPage, search: string): T | undefined {
  return useEarlyData<T>(firstScreenRequest(page, search)?.queryKey ?? []);
}

function OrdersPreview({ search }: { search: string }) {
  const { t } = useT('backoffice');
  const data = useFirstScreenData<Paged<OrderSummary>>(paths.admin.orders, search);
  if (!data) return null;
  return (
    <div className="bo-preview__card" data-first-screen="orders">
      <h1 className="bo-preview__title">{t('orders.title')}</h1>
      <table className="bo-preview__table">
        <thead>
          <tr>
            <th>{t('orders.columns.invoice')}</th>
            <th>{t('orders.list.time')}</th>
            <th>{`${t('orders.list.customer')} · ${t('orders.list.area')}`}</th>
            <th className="bo-preview__money">{t('orders.columns.toCollect')}</th>
            <th>{t('orders.columns.payment')}</th>
            <th>{t('orders.columns.status')}</th>
          </tr>
        </thead>
        <tbody>
          {data.items.map((order) => (
            <OrderRow key={order.invoice_no} order={order} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function PeriodPreview({ title, figures, from, to }: Period) {
  const tiles = usePeriodTiles(figures, from, to);
  return (
    <div className="bo-preview__card">
      <h2 className="bo-preview__subtitle">{title}</h2>
      <div className="poshak-figures">
        {tiles.map(({ key, label, value, to: list }) => (
          <Link key={key} to={list} className="poshak-figure" data-first-screen-figure={key}>
            <span className="poshak-figure__label">{label}</span>
            <span className="poshak-figure__value">{value}</span>
          </Link>
        ))}
      </div>
    </div>
  );
}

function Periods({ data }: { data: Dashboard }) {
  return (
    <div className="bo-preview__periods">
      {usePeriods(data).map((period) => (
        <PeriodPreview key={period.testId} {...period} />
      ))}
    </div>
  );
}

function DashboardPreview() {
  const { t } = useT('backoffice');
  const data = useFirstScreenData<Dashboard>(paths.admin.dashboard, '');
  if (!data) return null;
  return (
    <div data-first-screen="dashboard">
      <h1 className="bo-preview__title">{t('dashboard.title')}</h1>
      <Periods data={data} />
    </div>
  );
}

/**
 * The first screen's data drawn plainly, before the page with its controls is here: readable at
 * once on a slow computer (antd and the page's code come seconds later there), and out of the
 * way of a screen reader and of taps, which the page answers moments later (`main` says it is busy).
 */
export function FirstScreenPreview({ page, search }: { page: FirstPage; search: string }) {
  return (
    <div className="bo-preview" aria-hidden="true" inert>
      {page === paths.admin.orders ? <OrdersPreview search={search} /> : <DashboardPreview />}
    </div>
  );
}
