import { amountToCollect, type Dashboard, type OrderSummary, type Paged } from '@poshak/shared-api';
import { TONES, type ToneColors } from '../components/tones';
import { dashboardPeriods, periodTiles, type Period } from '../features/dashboard/period-tiles';
import { orderTexts } from '../features/orders/order-texts';
import { FEE_TONES, statusColors } from '../features/orders/order-tones';
import type { Reader } from '../lib/reader';
import type { FirstScreenData } from './first-screen-page';
import '../features/dashboard/components/figures.css';
import './first-screen.css';

/*
 * The back-office's first screen, drawn with the DOM alone: the early script draws it before the
 * shell, React or the back-office's code are here (first-screen-early.ts), and the app's stand-in
 * draws the same while its screens' code arrives (first-screen.tsx). One drawing for both, so the
 * screen staff read first is the same whichever drew it.
 */

type Child = Node | string | null | undefined | false;

/** An element with its class, attributes and children. */
function element(
  tag: string,
  attributes: Record<string, string> = {},
  ...children: Child[]
): HTMLElement {
  const made = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) made.setAttribute(name, value);
  for (const child of children) if (child) made.append(child);
  return made;
}

/** A tag coloured by its tone; a state the shop does not know is shown plainly. */
function tag(text: string, tone: ToneColors | undefined): HTMLElement {
  const made = element('span', { class: 'bo-preview__tag' }, text);
  if (tone) Object.assign(made.style, tone);
  return made;
}

function orderRow(reader: Reader, order: OrderSummary): HTMLElement {
  const { t } = reader;
  const { digits, taka, moment, area } = orderTexts(reader);
  const status = order.order_status_name;
  const statusTone = statusColors(status);
  const cell = (attributes: Record<string, string>, ...children: Child[]) =>
    element('td', attributes, ...children);
  return element(
    'tr',
    { 'data-first-screen-row': String(order.invoice_no) },
    cell({}, digits(String(order.invoice_no))),
    cell({ class: 'bo-preview__nowrap' }, moment(order.created_at)),
    cell(
      {},
      element('span', { class: 'bo-preview__line' }, order.customer_name),
      element('span', { class: 'bo-preview__line' }, digits(order.customer_phone)),
      element('span', { class: 'bo-preview__line bo-preview__quiet' }, area(order)),
    ),
    cell({ class: 'bo-preview__money' }, taka(amountToCollect(order))),
    cell(
      {},
      tag(t(`orders.fee.status.${order.fee_status}`), TONES[FEE_TONES[order.fee_status]]),
      order.trx_id && element('code', { class: 'bo-preview__line' }, order.trx_id),
    ),
    cell({}, tag(statusTone ? t(`orders.statuses.${status}`) : status, statusTone)),
  );
}

function ordersPreview(reader: Reader, data: Paged<OrderSummary>): HTMLElement {
  const { t } = reader;
  const heading = (text: string, attributes: Record<string, string> = {}) =>
    element('th', attributes, text);
  return element(
    'div',
    { class: 'bo-preview__card', 'data-first-screen': 'orders' },
    element('h1', { class: 'bo-preview__title' }, t('orders.title')),
    element(
      'table',
      { class: 'bo-preview__table' },
      element(
        'thead',
        {},
        element(
          'tr',
          {},
          heading(t('orders.columns.invoice')),
          heading(t('orders.list.time')),
          heading(`${t('orders.list.customer')} · ${t('orders.list.area')}`),
          heading(t('orders.columns.toCollect'), { class: 'bo-preview__money' }),
          heading(t('orders.columns.payment')),
          heading(t('orders.columns.status')),
        ),
      ),
      element('tbody', {}, ...data.items.map((order) => orderRow(reader, order))),
    ),
  );
}

function periodPreview(reader: Reader, { title, figures, from, to }: Period): HTMLElement {
  return element(
    'div',
    { class: 'bo-preview__card' },
    element('h2', { class: 'bo-preview__subtitle' }, title),
    element(
      'div',
      { class: 'poshak-figures' },
      ...periodTiles(reader, figures, from, to).map(({ key, label, value, to: list }) =>
        element(
          'a',
          { href: list, class: 'poshak-figure', 'data-first-screen-figure': key },
          element('span', { class: 'poshak-figure__label' }, label),
          element('span', { class: 'poshak-figure__value' }, value),
        ),
      ),
    ),
  );
}

function dashboardPreview(reader: Reader, data: Dashboard): HTMLElement {
  return element(
    'div',
    { 'data-first-screen': 'dashboard' },
    element('h1', { class: 'bo-preview__title' }, reader.t('dashboard.title')),
    element(
      'div',
      { class: 'bo-preview__periods' },
      ...dashboardPeriods(reader, data).map((period) => periodPreview(reader, period)),
    ),
  );
}

/**
 * The back-office's top bar and page while the page's code arrives: with `shown`, the dashboard's
 * figures or the orders drawn plainly — read-only, out of the way of a screen reader and of taps,
 * which the page answers moments later (`main` says it is still busy) — else an empty page.
 */
export function drawFirstScreen(reader: Reader, shown: FirstScreenData | null): HTMLElement {
  const { t } = reader;
  const preview =
    shown &&
    element(
      'div',
      { class: 'bo-preview', 'aria-hidden': 'true', inert: '' },
      shown.page === 'orders'
        ? ordersPreview(reader, shown.data)
        : dashboardPreview(reader, shown.data),
    );
  return element(
    'div',
    { class: 'bo-first-screen' },
    element('header', { class: 'bo-first-screen__bar' }, t('appName')),
    element(
      'div',
      { class: 'bo-first-screen__body' },
      element('div', { class: 'bo-first-screen__side' }),
      element(
        'main',
        { class: 'bo-first-screen__page', 'aria-busy': 'true', 'aria-label': t('layout.loading') },
        preview,
      ),
    ),
  );
}
