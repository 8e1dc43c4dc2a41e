import { useState } from 'react';
import {
  Button,
  Card,
  Descriptions,
  Empty,
  Flex,
  Select,
  Table,
  Tag,
  Typography,
  type TableColumnsType,
} from 'antd';
import type {
  CanaryAudience,
  ReleaseRemote,
  ReleaseSummary,
  RemoteReleases,
} from '@poshak/shared-api/schemas';
import { LOAD_PHASES } from '@poshak/shared-api/schemas';
import { useLanguage, useT } from '@poshak/shared-ui/i18n';
import { bengaliDigits } from '@poshak/shared-ui/money';
import { toast, TOAST_MS } from '@poshak/shared-ui/toast';
import { ErrorState } from '@poshak/shared-ui/error-state';
import { errorText } from '../../../lib/error-text';
import { useFocusableScroll } from '../../../lib/use-focusable-scroll';
import { PageTitle } from '../../../components/page-title';
import { useReleaseAction, useReleases, type ReleaseAction } from '../api/use-releases';

const ROLE_COLOURS: Record<ReleaseSummary['role'], string | undefined> = {
  live: 'green',
  canary: 'gold',
  previous: 'blue',
  other: undefined,
};

/** The canary audiences offered: a share of browsers, or staff only. */
const AUDIENCES = ['10', '25', '50', 'staff'] as const;
type AudienceChoice = (typeof AUDIENCES)[number];
const audienceOf = (choice: AudienceChoice): CanaryAudience =>
  choice === 'staff' ? { staff: true } : { share: Number(choice) };

/** A release id as people compare them: the first twelve hex digits. */
const shortId = (id: string) => id.slice(0, 12);

/**
 * The owner's Releases page (docs/releasing.md): per remote, the live release, its canary and
 * where a rollback goes, every release with the pages drawn naming it and the loads that failed;
 * make one live, try one as a canary, promote or roll back. The same as `pnpm release:*`, which
 * stays the way back when a back-office release itself is broken.
 */
export function ReleasesPage() {
  const { t } = useT('backoffice');
  const [language] = useLanguage();
  const releases = useReleases();
  const action = useReleaseAction();
  const digits = (text: string | number) =>
    language === 'bn' ? bengaliDigits(String(text)) : String(text);

  const run = async (what: ReleaseAction) => {
    try {
      const result = await action.mutateAsync(what);
      toast.success(t('releases.done', { message: result.message }), {
        duration: TOAST_MS.backoffice,
      });
    } catch (error) {
      toast.error(t('releases.failed', { reason: errorText(error) }), {
        duration: TOAST_MS.backofficeLong,
      });
    }
  };

  const limits = releases.data?.canary_limits;
  return (
    <Flex vertical gap={16}>
      <PageTitle>{t('releases.title')}</PageTitle>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('releases.intro', {
          rate: digits(Math.round((limits?.max_failure_rate ?? 0.05) * 1000) / 10),
          min: digits(limits?.min_failures ?? 20),
        })}
      </Typography.Paragraph>
      {releases.isError ? (
        <ErrorState message={errorText(releases.error)} onRetry={() => void releases.refetch()} />
      ) : (
        (releases.data?.remotes ?? []).map((remote) => (
          <RemoteCard
            key={remote.remote}
            remote={remote}
            busy={action.isPending}
            digits={digits}
            language={language}
            onAction={(what) => void run(what)}
          />
        ))
      )}
    </Flex>
  );
}

function RemoteCard({
  remote,
  busy,
  digits,
  language,
  onAction,
}: {
  remote: RemoteReleases;
  busy: boolean;
  digits: (text: string | number) => string;
  language: string;
  onAction: (action: ReleaseAction) => void;
}) {
  const { t } = useT('backoffice');
  const name = t(`releases.remotes.${remote.remote}`);
  const scrollBox = useFocusableScroll<HTMLDivElement>(t('releases.scrollLabel', { remote: name }));
  const [audience, setAudience] = useState<AudienceChoice>('50');
  const which: ReleaseRemote = remote.remote;
  const canary = remote.canary;

  const columns: TableColumnsType<ReleaseSummary> = [
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
      render: (_, r) =>
        new Date(r.published_at).toLocaleString(language === 'bn' ? 'bn-BD' : 'en-GB', {
          timeZone: 'Asia/Dhaka',
          dateStyle: 'medium',
          timeStyle: 'short',
        }),
    },
    {
      key: 'commit',
      title: t('releases.columns.commit'),
      render: (_, r) => <Typography.Text code>{r.git_commit.slice(0, 8)}</Typography.Text>,
    },
    { key: 'pages', title: t('releases.columns.pages'), render: (_, r) => digits(r.pages) },
    {
      key: 'failures',
      title: t('releases.columns.failures'),
      render: (_, r) => (
        <span>
          {digits(r.failures)}
          {r.failures > 0 &&
            ` (${LOAD_PHASES.filter((p) => r.failures_by_phase[p] > 0)
              .map((p) => `${t(`releases.phases.${p}`)} ${digits(r.failures_by_phase[p])}`)
              .join(', ')})`}
        </span>
      ),
    },
    {
      key: 'actions',
      title: t('releases.columns.actions'),
      render: (_, r) =>
        r.role === 'live' ? null : (
          <Flex gap={8} wrap>
            <Button
              size="small"
              disabled={busy}
              aria-label={t('releases.activateOf', { id: shortId(r.id) })}
              onClick={() => onAction({ kind: 'activate', remote: which, id: r.id })}
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
                    remote: which,
                    id: r.id,
                    audience: audienceOf(audience),
                  })
                }
              >
                {t('releases.tryCanary')}
              </Button>
            )}
          </Flex>
        ),
    },
  ];

  return (
    <Card title={name} size="small">
      <Flex vertical gap={12}>
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
                  : t('releases.canaryOn', { id: shortId(canary.id), share: digits(canary.share) })
                : t('releases.none'),
            },
            {
              key: 'previous',
              label: t('releases.previous'),
              children: remote.previous ? shortId(remote.previous) : t('releases.builtIn'),
            },
          ]}
        />
        <Flex gap={8} wrap align="center">
          <Select<AudienceChoice>
            aria-label={t('releases.audience', { remote: name })}
            value={audience}
            onChange={setAudience}
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
              onClick={() => onAction({ kind: 'promote', remote: which })}
            >
              {t('releases.promote')}
            </Button>
          )}
          <Button
            danger
            disabled={busy || (!canary && !remote.live)}
            onClick={() => onAction({ kind: 'rollback', remote: which })}
          >
            {canary ? t('releases.rollbackCanary') : t('releases.rollback')}
          </Button>
        </Flex>
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
                  description={t('releases.empty', { remote: which })}
                />
              ),
            }}
          />
        </div>
      </Flex>
    </Card>
  );
}
