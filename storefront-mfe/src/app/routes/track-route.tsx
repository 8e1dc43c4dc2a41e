import { AntdScope } from '../../components/antd-scope';
import { TrackPage } from '../../features/tracking/components/track-page';

/** `/track`: Track your order (linked from the header, the footer and the confirmation). */
export default function TrackRoute() {
  return (
    <AntdScope>
      <TrackPage />
    </AntdScope>
  );
}
