import { OrderDetails } from './order-details';

/** Beside the list on a wide screen, the details keep this width; the list takes the rest. */
const DETAILS_WIDTH = 440;
const DETAILS_ID = 'order-details';

/** On a phone the details are under the list: bring them into sight. */
export function bringDetailsIntoSight() {
  requestAnimationFrame(() =>
    document
      .getElementById(DETAILS_ID)
      // jsdom (the component tests) draws no layout and has no scrolling.
      ?.scrollIntoView?.({ behavior: 'smooth', block: 'start' }),
  );
}

interface Props {
  invoiceNo: number | null;
  /** Beside the list (a wide screen with an order open), else under it. */
  beside: boolean;
  onClose: () => void;
  readOnlyReason: string | null;
}

/** Where the chosen order's details sit: beside the list, held in sight, or under it. */
export function OrderDetailsPane(props: Props) {
  const details = <OrderDetails {...props} />;
  const { beside } = props;
  if (!beside) {
    // Brought into sight below the header that stays at the top.
    return (
      <div id={DETAILS_ID} style={{ scrollMarginTop: 72 }}>
        {details}
      </div>
    );
  }
  return (
    <div
      id={DETAILS_ID}
      style={{
        flex: `0 0 ${DETAILS_WIDTH}px`,
        width: DETAILS_WIDTH,
        position: 'sticky',
        // Below the header that stays at the top (64 px).
        top: 80,
        maxHeight: 'calc(100vh - 96px)',
        overflowY: 'auto',
      }}
    >
      {details}
    </div>
  );
}
