import { Descriptions } from 'antd';
import type { RemoteReleases } from '@poshak/shared-api/schemas';
import { useT } from '@poshak/shared-ui/i18n';
import { useDigits } from '../../../lib/use-digits';
import { shortId } from '../release-choices';

/** A remote's live release, its canary (and to whom) and where a rollback goes. */
export function RemoteSummarySection({ remote }: { remote: RemoteReleases }) {
  const { t } = useT('backoffice');
  const digits = useDigits();
  const { canary } = remote;
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, md: 3 }}
      items={[
        {
          key: 'live',
          label: t('releases.live'),
          children: remote.live ? shortId(remote.live) : t('releases.builtIn'),
        },
        {
          key: 'canary',
          label: t('releases.canary'),
          children: canary
            ? canary.share === null
              ? t('releases.canaryStaff', { id: shortId(canary.id) })
              : t('releases.canaryOn', {
                  id: shortId(canary.id),
                  share: digits(String(canary.share)),
                })
            : t('releases.none'),
        },
        {
          key: 'previous',
          label: t('releases.previous'),
          children: remote.previous ? shortId(remote.previous) : t('releases.builtIn'),
        },
      ]}
    />
  );
}
