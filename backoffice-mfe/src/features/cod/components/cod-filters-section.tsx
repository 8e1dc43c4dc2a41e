import { useState } from 'react';
import { Button, Flex, Input, Select } from 'antd';
import { COD_STATES, COURIER_NAMES } from '@poshak/shared-api/schemas';
import { useT } from '@poshak/shared-ui/i18n';
import { isFiltered, oneOf, type CodView, type CodViewChange } from '../hooks/use-cod-view';

/** The parcels' filters: a courier, a state, a parcel searched for, and Clear while any is set. */
export function CodFiltersSection({ view, change }: { view: CodView; change: CodViewChange }) {
  const { t } = useT('backoffice');
  const [typed, setTyped] = useState(view.q);
  return (
    <Flex gap={8} wrap align="center">
      <Select
        aria-label={t('cod.filters.courier')}
        value={view.courier ?? ''}
        onChange={(value: string) => change({ courier: oneOf(COURIER_NAMES, value) })}
        style={{ minWidth: 140 }}
        options={[
          { value: '', label: `${t('cod.filters.courier')}: ${t('cod.filters.all')}` },
          ...COURIER_NAMES.map((name) => ({ value: name, label: t(`cod.couriers.${name}`) })),
        ]}
      />
      <Select
        aria-label={t('cod.filters.state')}
        value={view.state ?? ''}
        onChange={(value: string) => change({ state: oneOf(COD_STATES, value) })}
        style={{ minWidth: 160 }}
        options={[
          { value: '', label: `${t('cod.filters.state')}: ${t('cod.filters.all')}` },
          ...COD_STATES.map((state) => ({ value: state, label: t(`cod.states.${state}`) })),
        ]}
      />
      <Input.Search
        aria-label={t('cod.filters.search')}
        placeholder={t('cod.filters.search')}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        onSearch={(value) => change({ q: value.trim() })}
        style={{ maxWidth: 260 }}
        allowClear
      />
      {isFiltered(view) && (
        <Button
          onClick={() => {
            setTyped('');
            change({ courier: undefined, state: undefined, q: '' });
          }}
        >
          {t('cod.filters.clear')}
        </Button>
      )}
    </Flex>
  );
}
