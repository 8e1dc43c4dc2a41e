import { Empty, Table, Tag, Typography, type TableColumnsType } from 'antd';
import type { ReleaseSummary } from '@poshak/shared-api/schemas';
import { LOAD_PHASES } from '@poshak/shared-api/schemas';
import { useLanguage, useT } from '@poshak/shared-ui/i18n';
import { DHAKA_TIME } from '../../../lib/reader-format';
import { useDigits } from '../../../lib/use-digits';
import { useFocusableScroll } from '../../../lib/use-focusable-scroll';
import { shortId } from '../release-choices';
import { ReleaseButtons, type ReleaseActionProps } from './release-buttons';

const ROLE_COLOURS: Record<ReleaseSummary['role'], string | undefined> = {
  live: 'green',
  canary: 'gold',
  previous: 'blue',
  other: undefined,
};

export type ReleasesTableSectionProps = ReleaseActionProps;

/** A remote's every release: its role, the pages drawn naming it, the loads that failed. */
export function ReleasesTableSection(props: ReleasesTableSectionProps) {
  const { t } = useT('backoffice');
  const { remote } = props;
  const name = t(`releases.remotes.${remote.remote}`);
  const scrollBox = useFocusableScroll<HTMLDivElement>(t('releases.scrollLabel', { remote: name }));
  const columns = useReleaseColumns(props);
  return (
    <div ref={scrollBox}>
      <Table<ReleaseSummary>
        rowKey="id"
        columns={columns}
        dataSource={remote.releases}
        pagination={false}
        size="small"
        scroll={{ x: 'max-content' }}
        locale={{
          emptyText: (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={t('releases.empty', { remote: remote.remote })}
            />
          ),
        }}
      />
    </div>
  );
}

function useReleaseColumns(props: ReleasesTableSectionProps): TableColumnsType<ReleaseSummary> {
  const { t } = useT('backoffice');
  const [language] = useLanguage();
  const digits = useDigits();
  const count = (n: number) => digits(String(n));
  const failures = (r: ReleaseSummary) =>
    LOAD_PHASES.filter((p) => r.failures_by_phase[p] > 0)
      .map((p) => `${t(`releases.phases.${p}`)} ${count(r.failures_by_phase[p])}`)
      .join(', ');
  return [
    {
      key: 'id',
      title: t('releases.columns.id'),
      render: (_, r) => <Typography.Text code>{shortId(r.id)}</Typography.Text>,
    },
    {
      key: 'role',
      title: t('releases.columns.role'),
      render: (_, r) => <Tag color={ROLE_COLOURS[r.role]}>{t(`releases.roles.${r.role}`)}</Tag>,
    },
    {
      key: 'published',
      title: t('releases.columns.published'),
      render: (_, r) => DHAKA_TIME[language].format(new Date(r.published_at)),
    },
    {
      key: 'commit',
      title: t('releases.columns.commit'),
      render: (_, r) => <Typography.Text code>{r.git_commit.slice(0, 8)}</Typography.Text>,
    },
    { key: 'pages', title: t('releases.columns.pages'), render: (_, r) => count(r.pages) },
    {
      key: 'failures',
      title: t('releases.columns.failures'),
      render: (_, r) => (
        <span>
          {count(r.failures)}
          {r.failures > 0 && ` (${failures(r)})`}
        </span>
      ),
    },
    {
      key: 'actions',
      title: t('releases.columns.actions'),
      render: (_, r) => (r.role === 'live' ? null : <ReleaseButtons release={r} {...props} />),
    },
  ];
}
