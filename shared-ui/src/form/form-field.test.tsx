import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Input } from 'antd';
import { useForm } from 'react-hook-form';
import {
  lookupName,
  placeOrderBody,
  stockEntryFields,
  typedNumber,
  z,
} from '@poshak/shared-api/schemas';
import { addTexts, languageStore } from '../i18n';
import { AntdTestStyles } from '../../testing/antd-test-styles';
import { ERROR_BORDER_MS, FormField, formResolver, ShopForm, useRequiredFlash } from './index';

// A remote's own words for a field-specific key (the generic ones come with the field).
addTexts('storefront', {
  en: { form: { mobileInvalid: 'Enter a Bangladeshi mobile number' } },
  bn: { form: { mobileInvalid: 'বাংলাদেশি মোবাইল নম্বর লিখুন' } },
});

const schema = z.object({
  name: lookupName,
  price: typedNumber(stockEntryFields.shape.price),
  note: z.string(),
  mobile: placeOrderBody.shape.customer_phone.optional(),
});
type Values = z.input<typeof schema>;

function Example({ onValid = jest.fn() }: { onValid?: (v: z.output<typeof schema>) => void }) {
  const { control, handleSubmit, clearErrors } = useForm<Values, unknown, z.output<typeof schema>>({
    resolver: formResolver(schema),
    defaultValues: { name: '', price: '', note: '' },
  });
  const flashRequired = useRequiredFlash(clearErrors);
  return (
    <ShopForm
      texts="storefront"
      schema={schema}
      onFinish={() => void handleSubmit(onValid, flashRequired)()}
    >
      <FormField control={control} name="name" label="Brand Name" required>
        {(field) => <Input {...field} />}
      </FormField>
      <FormField control={control} name="price" label="Price" required>
        {(field) => <Input {...field} />}
      </FormField>
      <FormField control={control} name="note" label="Note">
        {(field) => <Input {...field} />}
      </FormField>
      <FormField control={control} name="mobile" label="Mobile">
        {(field) => <Input {...field} value={field.value ?? ''} />}
      </FormField>
      <Button htmlType="submit">Save</Button>
    </ShopForm>
  );
}

const renderExample = (onValid?: (v: z.output<typeof schema>) => void) =>
  render(<Example onValid={onValid} />, { wrapper: AntdTestStyles });
const field = (label: string) => screen.getByLabelText(label, { exact: true });

beforeEach(() => act(() => languageStore.getState().setLanguage('en')));
afterEach(() => jest.useRealTimers());

describe('FormField', () => {
  it('labels its control, marks it required without the * joining its name', () => {
    renderExample();
    expect(field('Brand Name')).toHaveAttribute('aria-required', 'true');
    expect(field('Note')).not.toHaveAttribute('aria-required');
    expect(screen.getByRole('textbox', { name: 'Brand Name' })).toBe(field('Brand Name'));
    expect(document.querySelectorAll('label [data-required-mark][aria-hidden]')).toHaveLength(2);
  });

  it('says an empty required field in the dictionary’s words, with a red border, for 2.6 s', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const onValid = jest.fn();
    renderExample(onValid);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Brand Name is required')).toBeInTheDocument();
    expect(field('Brand Name')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Brand Name')).toHaveClass('ant-input-status-error');
    expect(field('Brand Name')).toHaveAccessibleDescription('Brand Name is required');
    expect(field('Note')).toHaveAttribute('aria-invalid', 'false');
    act(() => jest.advanceTimersByTime(ERROR_BORDER_MS - 100));
    expect(field('Price')).toHaveAttribute('aria-invalid', 'true');
    act(() => jest.advanceTimersByTime(200));
    expect(field('Price')).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByText('Brand Name is required')).toBeNull();
    expect(onValid).not.toHaveBeenCalled();
  });

  it('names the schema’s limit, and keeps that message until the value is put right', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderExample();
    await user.type(field('Brand Name'), 'Aarong');
    await user.type(field('Price'), '99999999');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Price must be at most 1,000,000')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(ERROR_BORDER_MS * 2));
    expect(screen.getByText('Price must be at most 1,000,000')).toBeInTheDocument();
  });

  it('stops each text input at the limit of its schema', () => {
    renderExample();
    expect(field('Brand Name')).toHaveAttribute('maxlength', '60');
    expect(field('Price')).toHaveAttribute('maxlength', '7');
    expect(field('Note')).not.toHaveAttribute('maxlength');
  });

  it('says a field-specific key in the remote’s words', async () => {
    const user = userEvent.setup();
    renderExample();
    await user.type(field('Mobile'), '12345');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a Bangladeshi mobile number')).toBeInTheDocument();
  });

  it('speaks Bengali when the reader chose it', async () => {
    act(() => languageStore.getState().setLanguage('bn'));
    const user = userEvent.setup();
    renderExample();
    await user.type(field('Price'), '2000000');
    await user.type(field('Mobile'), '12345');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Price সর্বোচ্চ ১০,০০,০০০ হতে পারে')).toBeInTheDocument();
    expect(screen.getByText('Brand Name দিতে হবে')).toBeInTheDocument();
    expect(screen.getByText('বাংলাদেশি মোবাইল নম্বর লিখুন')).toBeInTheDocument();
  });

  it('hands valid values on, parsed by the schema', async () => {
    const user = userEvent.setup();
    const onValid = jest.fn();
    renderExample(onValid);
    await user.type(field('Brand Name'), '  Aarong ');
    await user.type(field('Price'), '1500');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).toHaveBeenCalledWith(
      { name: 'Aarong', price: 1500, note: '', mobile: undefined },
      undefined,
    );
  });
});
