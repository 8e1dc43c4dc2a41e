import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Flex, Select, Spin, Tooltip, Typography } from 'antd';
import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import type {
  CourierAreaBody,
  CourierAreaMapping,
  CourierInfo,
  CourierLocationKind,
  CourierName,
} from '@poshak/shared-api';
import { useLanguage, useT } from '@poshak/shared-ui/i18n';
import { toast, TOAST_MS } from '@poshak/shared-ui/toast';
import { useSingleFlight } from '@poshak/shared-ui/single-flight';
import { ErrorState } from '@poshak/shared-ui/error-state';
import { ToneTag } from '../../../components/tone-tag';
import { errorText } from '../../../lib/error-text';
import { DHAKA_TIME } from '../../../lib/reader-format';
import {
  useCourierAreas,
  useCourierLocations,
  useMapArea,
  useRefreshLocations,
} from '../api/use-couriers';
import { useAreaName } from '../area-name';
import { useCourierName } from '../courier-texts';

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

interface Picked {
  city?: number | undefined;
  zone?: number | undefined;
  area?: number | undefined;
}

function AreaRow({
  courier,
  kind,
  mapping,
  readOnlyReason,
  focused,
}: {
  courier: CourierName;
  kind: 'city_zone' | 'area';
  mapping: CourierAreaMapping;
  readOnlyReason: string | null;
  focused: boolean;
}) {
  const { t } = useT('backoffice');
  const courierName = useCourierName();
  const areaName = useAreaName()(mapping.id_shipping, mapping.shipping_name);
  const saved: Picked = {
    city: mapping.city_id ?? undefined,
    zone: mapping.zone_id ?? undefined,
    area: mapping.area_id ?? undefined,
  };
  const [picked, setPicked] = useState<Picked>(saved);
  const pathao = kind === 'city_zone';
  const cities = useCourierLocations(courier, 'city', undefined, pathao);
  const zones = useCourierLocations(courier, 'zone', picked.city, pathao && !!picked.city);
  const areas = useCourierLocations(
    courier,
    'area',
    pathao ? picked.zone : undefined,
    pathao ? !!picked.zone : true,
  );
  const map = useMapArea(courier);
  const row = useRef<HTMLLIElement>(null);
  useEffect(() => {
    // jsdom (the component tests) has no scrolling.
    if (focused) row.current?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
  }, [focused]);

  const complete = pathao ? !!picked.city && !!picked.zone : !!picked.area;
  const changed =
    picked.city !== saved.city || picked.zone !== saved.zone || picked.area !== saved.area;
  const [save, saving] = useSingleFlight(async () => {
    const body: CourierAreaBody = pathao
      ? {
          city_id: picked.city,
          zone_id: picked.zone,
          ...(picked.area !== undefined && { area_id: picked.area }),
        }
      : { area_id: picked.area };
    try {
      await map.mutateAsync({ idShipping: mapping.id_shipping, body });
      toast.success(t('couriers.areas.saved', { area: areaName, courier: courierName(courier) }), {
        duration: TOAST_MS.backoffice,
      });
    } catch (error) {
      toast.error(t('couriers.areas.failed', { reason: errorText(error) }), {
        duration: TOAST_MS.backofficeLong,
      });
    }
  });
  const locked = !!readOnlyReason;
  // A kept choice shows by its saved name until its list arrives.
  const options = (
    list: { id: number; name: string }[] | undefined,
    id: number | undefined,
    savedName: string | null,
  ) => {
    const items = (list ?? []).map((l) => ({ value: l.id, label: l.name }));
    if (id !== undefined && savedName && !items.some((o) => o.value === id)) {
      items.unshift({ value: id, label: savedName });
    }
    return items;
  };
  const picker = (
    label: string,
    value: number | undefined,
    items: { value: number; label: string }[],
    loading: boolean,
    onChange: (value: number | undefined) => void,
    disabled = false,
    allowClear = false,
  ) => (
    <Select<number>
      aria-label={label}
      placeholder={label}
      value={value}
      options={items}
      loading={loading}
      disabled={locked || disabled}
      allowClear={allowClear}
      showSearch={{ optionFilterProp: 'label' }}
      onChange={(next) => onChange(next ?? undefined)}
      style={{ minWidth: 160, flex: '1 1 160px' }}
      popupMatchSelectWidth={false}
    />
  );

  return (
    <li
      ref={row}
      data-testid="area-row"
      style={{
        padding: 12,
        marginBottom: 8,
        border: `1px solid ${focused ? '#1677ff' : '#f0f0f0'}`,
        borderRadius: 8,
      }}
    >
      <Flex vertical gap={8}>
        <Flex gap={8} align="center" wrap>
          <Typography.Text strong>{areaName}</Typography.Text>
          <ToneTag tone={mapping.mapped ? 'green' : 'amber'}>
            {t(mapping.mapped ? 'couriers.areas.mapped' : 'couriers.areas.notMapped')}
          </ToneTag>
        </Flex>
        <Flex gap={8} wrap align="center">
          {pathao ? (
            <>
              {picker(
                t('couriers.areas.cityOf', { area: areaName }),
                picked.city,
                options(cities.data?.items, picked.city, mapping.city_name),
                cities.isFetching,
                (city) => setPicked({ city }),
              )}
              {picker(
                t('couriers.areas.zoneOf', { area: areaName }),
                picked.zone,
                options(zones.data?.items, picked.zone, mapping.zone_name),
                zones.isFetching,
                (zone) => setPicked({ city: picked.city, zone }),
                !picked.city,
              )}
              {picker(
                `${t('couriers.areas.areaOf', { area: areaName })} (${t('couriers.areas.optional')})`,
                picked.area,
                options(areas.data?.items, picked.area, mapping.area_name),
                areas.isFetching,
                (area) => setPicked({ ...picked, area }),
                !picked.zone,
                true,
              )}
            </>
          ) : (
            picker(
              t('couriers.areas.areaOf', { area: areaName }),
              picked.area,
              options(areas.data?.items, picked.area, mapping.area_name),
              areas.isFetching,
              (area) => setPicked({ area }),
            )
          )}
          <Tooltip title={readOnlyReason}>
            <Button
              type="primary"
              aria-label={t('couriers.areas.saveOf', { area: areaName })}
              disabled={locked || !complete || !changed}
              loading={saving}
              onClick={() => void save()}
            >
              {t('couriers.areas.save')}
            </Button>
          </Tooltip>
        </Flex>
      </Flex>
    </li>
  );
}
