import { useState } from 'react';
import { Card, Flex } from 'antd';
import type { RemoteReleases } from '@poshak/shared-api/schemas';
import { useT } from '@poshak/shared-ui/i18n';
import type { ReleaseAction } from '../api/use-releases';
import type { AudienceChoice } from '../release-choices';
import { CanaryControlsSection } from './canary-controls-section';
import { ReleasesTableSection } from './releases-table-section';
import { RemoteSummarySection } from './remote-summary-section';

/** One remote's releases: where it stands, the canary's controls, and every release. */
export function RemoteCard({
  remote,
  busy,
  onAction,
}: {
  remote: RemoteReleases;
  busy: boolean;
  onAction: (action: ReleaseAction) => void;
}) {
  const { t } = useT('backoffice');
  const [audience, setAudience] = useState<AudienceChoice>('50');
  const actions = { remote, audience, busy, onAction };
  return (
    <Card title={t(`releases.remotes.${remote.remote}`)} size="small">
      <Flex vertical gap={12}>
        <RemoteSummarySection remote={remote} />
        <CanaryControlsSection {...actions} onAudience={setAudience} />
        <ReleasesTableSection {...actions} />
      </Flex>
    </Card>
  );
}
