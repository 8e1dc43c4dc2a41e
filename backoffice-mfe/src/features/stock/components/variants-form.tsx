import { useFieldArray, useWatch } from 'react-hook-form';
import { Button, Flex, Tooltip, Typography } from 'antd';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import type { VariantProductCreated } from '@poshak/shared-api';
import { VARIANT_MAX_COLORS } from '@poshak/shared-api/schemas';
import { ShopForm } from '@poshak/shared-ui/form';
import { useT } from '@poshak/shared-ui/i18n';
import { useVariantsSave } from '../hooks/use-variants-save';
import type { Choice, LookupField, Option } from '../model/stock-form';
import { emptyColour, emptyVariantForm, variantForm } from '../model/variant-form';
import { VariantColourCard } from './variant-colour-card';
import { VariantProductFields } from './variant-product-fields';

interface Props {
  options: Record<LookupField | 'priority', readonly Option[]>;
  priority: Choice;
  readOnlyReason: string | null;
  onSaved: (created: VariantProductCreated) => void;
}

/**
 * Add Product's "all colours and sizes" mode: the product once, the sizes it comes in, and for
 * each colour its picture and the units of every size. One Save writes every colour × size as a
 * stock entry, in one transaction on the server: all of them or none.
 */
export function VariantsForm({ options, priority, readOnlyReason, onSaved }: Props) {
  const { t } = useT('backoffice');
  const { form, progress, save, saving } = useVariantsSave(priority, onSaved);
  const { control, reset } = form;
  const colours = useFieldArray({ control, name: 'colours' });
  const sizeIds = useWatch({ control, name: 'sizes' });
  const rows = useWatch({ control, name: 'colours' });
  const sizes = sizeIds.map((id) => ({
    id,
    name: options.size.find((o) => o.id === id)?.name ?? String(id),
  }));
  const colourName = (i: number) =>
    rows[i]?.color.text.trim() || t('variants.colourN', { n: i + 1 });
  const locked = !!readOnlyReason;

  return (
    <ShopForm texts="backoffice" schema={variantForm} component="div">
      <Typography.Paragraph type="secondary">{t('variants.intro')}</Typography.Paragraph>
      <VariantProductFields control={control} options={options} />
      <Typography.Title level={2} style={{ fontSize: 16 }}>
        {t('variants.colours')}
      </Typography.Title>
      <Flex vertical gap={12}>
        {colours.fields.map((row, i) => (
          <VariantColourCard
            key={row.id}
            control={control}
            index={i}
            colourName={colourName(i)}
            colours={options.color}
            sizes={sizes}
            progress={progress}
            onRemove={colours.fields.length > 1 ? () => colours.remove(i) : undefined}
            disabled={locked || saving}
          />
        ))}
      </Flex>
      <Flex wrap gap={8} style={{ marginTop: 16 }}>
        <Tooltip title={readOnlyReason}>
          <Button
            icon={<PlusOutlined />}
            onClick={() => colours.append(emptyColour())}
            disabled={locked || saving || colours.fields.length >= VARIANT_MAX_COLORS}
          >
            {t('variants.addColour')}
          </Button>
        </Tooltip>
        <Tooltip title={readOnlyReason}>
          <Button onClick={() => reset(emptyVariantForm(priority))} disabled={locked || saving}>
            {t('stock.reset')}
          </Button>
        </Tooltip>
        <Tooltip title={readOnlyReason}>
          <Button type="primary" onClick={() => void save()} loading={saving} disabled={locked}>
            {t('variants.save')}
          </Button>
        </Tooltip>
      </Flex>
    </ShopForm>
  );
}
