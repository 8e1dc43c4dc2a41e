import { Button, Flex, Select } from 'antd';
import type { RemoteReleases } from '@poshak/shared-api/schemas';
import { useT } from '@poshak/shared-ui/i18n';
import { useDigits } from '../../../lib/use-digits';
import type { ReleaseAction } from '../api/use-releases';
import { AUDIENCES, type AudienceChoice } from '../release-choices';

interface CanaryControlsSectionProps {
  remote: RemoteReleases;
  /** Who the next canary goes to. */
  audience: AudienceChoice;
  onAudience: (audience: AudienceChoice) => void;
  busy: boolean;
  onAction: (action: ReleaseAction) => void;
}

/** The next canary's audience, Promote (while there is a canary) and Roll back. */
export function CanaryControlsSection({
  remote,
  audience,
  onAudience,
  busy,
  onAction,
}: CanaryControlsSectionProps) {
  const { t } = useT('backoffice');
  const digits = useDigits();
  const { canary } = remote;
  return (
    <Flex gap={8} wrap align="center">
      <Select<AudienceChoice>
        aria-label={t('releases.audience', { remote: t(`releases.remotes.${remote.remote}`) })}
        value={audience}
        onChange={onAudience}
        style={{ minWidth: 160 }}
        options={AUDIENCES.map((choice) => ({
          value: choice,
          label:
            choice === 'staff'
              ? t('releases.audienceStaff')
              : t('releases.audienceShare', { share: digits(choice) }),
        }))}
      />
      {canary && (
        <Button
          type="primary"
          disabled={busy}
          onClick={() => onAction({ kind: 'promote', remote: remote.remote })}
        >
          {t('releases.promote')}
        </Button>
      )}
      <Button
        danger
        disabled={busy || (!canary && !remote.live)}
        onClick={() => onAction({ kind: 'rollback', remote: remote.remote })}
      >
        {canary ? t('releases.rollbackCanary') : t('releases.rollback')}
      </Button>
    </Flex>
  );
}
