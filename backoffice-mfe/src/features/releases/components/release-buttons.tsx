import { Button, Flex } from 'antd';
import type { ReleaseSummary, RemoteReleases } from '@poshak/shared-api/schemas';
import { useT } from '@poshak/shared-ui/i18n';
import type { ReleaseAction } from '../api/use-releases';
import { audienceOf, shortId, type AudienceChoice } from '../release-choices';

/** What a remote's release actions need: the remote, who a canary goes to, and the action. */
export interface ReleaseActionProps {
  remote: RemoteReleases;
  /** Who Try as canary offers a release to. */
  audience: AudienceChoice;
  busy: boolean;
  onAction: (action: ReleaseAction) => void;
}

/** Make live, and Try as canary for a release that is not the canary already. */
export function ReleaseButtons({
  release: r,
  remote,
  audience,
  busy,
  onAction,
}: ReleaseActionProps & { release: ReleaseSummary }) {
  const { t } = useT('backoffice');
  return (
    <Flex gap={8} wrap>
      <Button
        size="small"
        disabled={busy}
        aria-label={t('releases.activateOf', { id: shortId(r.id) })}
        onClick={() => onAction({ kind: 'activate', remote: remote.remote, id: r.id })}
      >
        {t('releases.activate')}
      </Button>
      {r.role !== 'canary' && (
        <Button
          size="small"
          disabled={busy}
          aria-label={t('releases.tryCanaryOf', { id: shortId(r.id) })}
          onClick={() =>
            onAction({
              kind: 'canary',
              remote: remote.remote,
              id: r.id,
              audience: audienceOf(audience),
            })
          }
        >
          {t('releases.tryCanary')}
        </Button>
      )}
    </Flex>
  );
}
