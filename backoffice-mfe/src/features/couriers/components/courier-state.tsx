import { Flex } from 'antd';
import type { CourierInfo } from '@poshak/shared-api';
import { useT } from '@poshak/shared-ui/i18n';
import { ToneTag } from '../../../components/tone-tag';

/** On or off, and when on, sandbox or live. */
export function CourierState({ courier }: { courier: CourierInfo }) {
  const { t } = useT('backoffice');
  return (
    <Flex gap={4} wrap align="start">
      <ToneTag tone={courier.configured ? 'green' : 'grey'}>
        {t(courier.configured ? 'couriers.on' : 'couriers.off')}
      </ToneTag>
      {courier.configured && (
        <ToneTag tone={courier.mode === 'production' ? 'blue' : 'amber'}>
          {t(`couriers.modes.${courier.mode}`)}
        </ToneTag>
      )}
    </Flex>
  );
}
