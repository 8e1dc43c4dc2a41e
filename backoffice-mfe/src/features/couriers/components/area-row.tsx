import { useEffect, useRef } from 'react';
import { Button, Flex, Tooltip, Typography } from 'antd';
import type { CourierAreaMapping, CourierName } from '@poshak/shared-api';
import { useT } from '@poshak/shared-ui/i18n';
import { ToneTag } from '../../../components/tone-tag';
import { useAreaName } from '../area-name';
import { useAreaPick, type MappingKind } from '../hooks/use-area-pick';
import { useAreaSave } from '../hooks/use-area-save';
import { AreaPickersSection } from './area-pickers-section';

interface AreaRowProps {
  courier: CourierName;
  kind: MappingKind;
  mapping: CourierAreaMapping;
  /** Why the user may not map areas, or null. */
  readOnlyReason: string | null;
  /** Brought into sight and outlined (a refusal's "map it" link). */
  focused: boolean;
}

/** One shipping area: whether it is mapped, where it lies in the courier's lists, and Save. */
export function AreaRow({ courier, kind, mapping, readOnlyReason, focused }: AreaRowProps) {
  const { t } = useT('backoffice');
  const areaName = useAreaName()(mapping.id_shipping, mapping.shipping_name);
  const pick = useAreaPick(courier, kind, mapping);
  const [save, saving] = useAreaSave(courier, mapping.id_shipping, areaName);
  const row = useRef<HTMLLIElement>(null);
  useEffect(() => {
    // jsdom (the component tests) has no scrolling.
    if (focused) row.current?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
  }, [focused]);
  const locked = !!readOnlyReason;

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
          <AreaPickersSection pick={pick} mapping={mapping} areaName={areaName} locked={locked} />
          <Tooltip title={readOnlyReason}>
            <Button
              type="primary"
              aria-label={t('couriers.areas.saveOf', { area: areaName })}
              disabled={locked || !pick.complete || !pick.changed}
              loading={saving}
              onClick={() => void save(pick.body)}
            >
              {t('couriers.areas.save')}
            </Button>
          </Tooltip>
        </Flex>
      </Flex>
    </li>
  );
}
