import type { Control } from 'react-hook-form';
import { Button, Card, Col, Flex, Row } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import { FormField } from '@poshak/shared-ui/form';
import { useT } from '@poshak/shared-ui/i18n';
import { DigitsInput } from '../../../components/digits-input';
import type { Option } from '../model/stock-form';
import type { VariantForm, VariantFormValues } from '../model/variant-form';
import { ImagePicker } from './image-picker';
import { LookupInput } from './lookup-input';

interface Props {
  control: Control<VariantForm, unknown, VariantFormValues>;
  /** The colour's place in the form, from 0. */
  index: number;
  /** The colour as the form names it (its typed name, or "Colour N"). */
  colourName: string;
  colours: readonly Option[];
  /** The sizes chosen for the product, each with its name. */
  sizes: readonly { id: number; name: string }[];
  progress: number | null;
  /** Removes this colour; undefined while it is the only one. */
  onRemove: (() => void) | undefined;
  disabled: boolean;
}

/** One colour of the product: its name, its picture and the units of every size. */
export function VariantColourCard(props: Props) {
  const { control, index: i, colourName, colours, sizes, progress, onRemove, disabled } = props;
  const { t } = useT('backoffice');
  return (
    <Card
      size="small"
      data-testid={`variant-colour-${i}`}
      title={t('variants.colourN', { n: i + 1 })}
      extra={
        onRemove && (
          <Button
            size="small"
            icon={<DeleteOutlined />}
            onClick={onRemove}
            aria-label={`${t('variants.removeColour')} ${i + 1}`}
            disabled={disabled}
          />
        )
      }
    >
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <FormField
            control={control}
            name={`colours.${i}.color`}
            label={t('stock.fields.color')}
            id={`variants-colour-${i}`}
            required
            style={{ marginBottom: 12 }}
          >
            {({ ref: _ref, ...field }) => <LookupInput {...field} options={colours} />}
          </FormField>
        </Col>
        <Col xs={24} md={16}>
          <FormField
            control={control}
            name={`colours.${i}.image`}
            label={t('variants.pictureFor', { colour: colourName })}
            id={`variants-picture-${i}`}
            required
            style={{ marginBottom: 12 }}
          >
            {(field, { invalid }) => (
              <ImagePicker
                id={field.id}
                file={field.value}
                currentUrl={null}
                onChange={field.onChange}
                progress={progress}
                invalid={invalid}
              />
            )}
          </FormField>
        </Col>
      </Row>
      {sizes.length > 0 && (
        <Flex wrap gap={12}>
          {sizes.map((size) => (
            <FormField
              key={size.id}
              control={control}
              name={`colours.${i}.quantities.${size.id}`}
              label={size.name}
              id={`variants-quantity-${i}-${size.id}`}
              required
              style={{ marginBottom: 8, width: 110 }}
            >
              {(field) => (
                <DigitsInput
                  {...field}
                  value={field.value ?? ''}
                  inputMode="numeric"
                  aria-label={t('variants.quantityFor', { colour: colourName, size: size.name })}
                />
              )}
            </FormField>
          ))}
        </Flex>
      )}
    </Card>
  );
}
