import { Alert, Button, Flex, Spin, Typography } from 'antd';
import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import type { CourierInfo, CourierLocationKind } from '@poshak/shared-api';
import { useLanguage, useT } from '@poshak/shared-ui/i18n';
import { toast, TOAST_MS } from '@poshak/shared-ui/toast';
import { useSingleFlight } from '@poshak/shared-ui/single-flight';
import { ErrorState } from '@poshak/shared-ui/error-state';
import { errorText } from '../../../lib/error-text';
import { DHAKA_TIME } from '../../../lib/reader-format';
import { useCourierAreas, useCourierLocations, useRefreshLocations } from '../api/use-couriers';
import { useCourierName } from '../courier-texts';
import { AreaRow } from './area-row';

interface Props {
  courier: CourierInfo;
  /** Why the user may not map areas, or null. */
  readOnlyReason: string | null;
  /** The shipping area to bring into sight (a refusal's "map it" link). */
  focusArea?: number | undefined;
}

/**
 * Each of the shop's shipping areas, where it lies in one courier's lists: Pathao a city, a zone
 * of it and (if wanted) an area of that zone; RedX an area. Pickers fed by the lists the server
 * keeps, fetched again on request.
 */
export function AreaMapping({ courier, readOnlyReason, focusArea }: Props) {
  const { t } = useT('backoffice');
  const [language] = useLanguage();
  const name = useCourierName();
  const areas = useCourierAreas(courier.courier);
  const top: CourierLocationKind = courier.needs_location === 'area' ? 'area' : 'city';
  const tops = useCourierLocations(courier.courier, top, undefined);
  const refresh = useRefreshLocations(courier.courier);
  const [fetchAgain, fetching] = useSingleFlight(async () => {
    try {
      await refresh.mutateAsync(top);
    } catch (error) {
      toast.error(errorText(error), { duration: TOAST_MS.backofficeLong });
    }
  });
  const lists = refresh.data ?? tops.data;

  if (areas.isError) {
    return <ErrorState message={errorText(areas.error)} onRetry={() => void areas.refetch()} />;
  }
  return (
    <Flex vertical gap={12}>
      <Flex gap={8} wrap align="center" justify="space-between">
        <Typography.Text type="secondary">
          {lists?.fetched_at
            ? t('couriers.areas.fetchedAt', {
                when: DHAKA_TIME[language].format(new Date(lists.fetched_at)),
              })
            : t('couriers.areas.neverFetched')}
        </Typography.Text>
        <Button
          icon={<ReloadOutlined aria-hidden />}
          loading={fetching}
          disabled={!courier.configured}
          onClick={() => void fetchAgain()}
        >
          {t('couriers.areas.refresh')}
        </Button>
      </Flex>
      {!courier.configured && (
        <Alert
          type="info"
          title={t('couriers.areas.notSetUp', { courier: name(courier.courier) })}
        />
      )}
      {lists?.problem && (
        <Alert
          type="warning"
          showIcon
          title={t('couriers.areas.problem', {
            courier: name(courier.courier),
            reason: lists.problem.message,
          })}
        />
      )}
      {!areas.data ? (
        <Flex justify="center" style={{ padding: 24 }}>
          <Spin />
        </Flex>
      ) : (
        <ul
          aria-label={`${t('couriers.areas.title')} · ${name(courier.courier)}`}
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
        >
          {areas.data.items.map((mapping) => (
            <AreaRow
              key={mapping.id_shipping}
              courier={courier.courier}
              kind={courier.needs_location === 'area' ? 'area' : 'city_zone'}
              mapping={mapping}
              readOnlyReason={readOnlyReason}
              focused={focusArea === mapping.id_shipping}
            />
          ))}
        </ul>
      )}
    </Flex>
  );
}
