import { Flex, Typography } from 'antd';
import { useT } from '@poshak/shared-ui/i18n';
import { ErrorState } from '@poshak/shared-ui/error-state';
import { errorText } from '../../../lib/error-text';
import { useDigits } from '../../../lib/use-digits';
import { PageTitle } from '../../../components/page-title';
import { useReleases } from '../api/use-releases';
import { useReleaseRun } from '../hooks/use-release-run';
import { RemoteCard } from './remote-card';

/**
 * The owner's Releases page (docs/releasing.md): per remote, the live release, its canary and
 * where a rollback goes, every release with the pages drawn naming it and the loads that failed;
 * make one live, try one as a canary, promote or roll back. The same as `pnpm release:*`, which
 * stays the way back when a back-office release itself is broken.
 */
export function ReleasesPage() {
  const { t } = useT('backoffice');
  const digits = useDigits();
  const releases = useReleases();
  const { run, busy } = useReleaseRun();
  const limits = releases.data?.canary_limits;
  return (
    <Flex vertical gap={16}>
      <PageTitle>{t('releases.title')}</PageTitle>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('releases.intro', {
          rate: digits(String(Math.round((limits?.max_failure_rate ?? 0.05) * 1000) / 10)),
          min: digits(String(limits?.min_failures ?? 20)),
        })}
      </Typography.Paragraph>
      {releases.isError ? (
        <ErrorState message={errorText(releases.error)} onRetry={() => void releases.refetch()} />
      ) : (
        (releases.data?.remotes ?? []).map((remote) => (
          <RemoteCard
            key={remote.remote}
            remote={remote}
            busy={busy}
            onAction={(what) => void run(what)}
          />
        ))
      )}
    </Flex>
  );
}
