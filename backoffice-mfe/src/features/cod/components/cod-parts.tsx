import { Empty } from 'antd';
import type { CodParcel } from '@poshak/shared-api';
import type { COD_STATES } from '@poshak/shared-api/schemas';
import { useT } from '@poshak/shared-ui/i18n';
import { ToneTag } from '../../../components/tone-tag';
import type { Tone } from '../../../components/tones';

type CodState = (typeof COD_STATES)[number];

const STATE_TONES = {
  mismatch: 'red',
  with_courier: 'amber',
  awaiting: 'blue',
  settled: 'green',
} as const satisfies Record<CodState, Tone>;

/** Where a parcel's cash stands. */
export function CodStateTag({ parcel }: { parcel: CodParcel }) {
  const { t } = useT('backoffice');
  return <ToneTag tone={STATE_TONES[parcel.state]}>{t(`cod.states.${parcel.state}`)}</ToneTag>;
}

/** No parcel to show: none booked yet, or none matching the filters. */
export function CodEmpty({ filtered }: { filtered: boolean }) {
  const { t } = useT('backoffice');
  return (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={t(filtered ? 'cod.emptyFiltered' : 'cod.empty')}
    />
  );
}
