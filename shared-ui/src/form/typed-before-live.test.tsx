import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Input } from 'antd';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useForm } from 'react-hook-form';
import { z } from '@poshak/shared-api/schemas';
import { FormField, formResolver, ShopForm } from './index';

const schema = z.object({ invoice: z.string().min(1), phone: z.string().min(1) });
type Values = z.infer<typeof schema>;

function TrackingForm({ onValid }: { onValid: (values: Values) => void }) {
  const { control, handleSubmit } = useForm<Values>({
    resolver: formResolver(schema),
    defaultValues: { invoice: '42', phone: '' },
  });
  return (
    <ShopForm texts="storefront" schema={schema} onFinish={() => void handleSubmit(onValid)()}>
      <FormField control={control} name="invoice" label="Invoice" required>
        {(field) => <Input {...field} />}
      </FormField>
      <FormField control={control} name="phone" label="Phone" required>
        {(field) => <Input {...field} />}
      </FormField>
      <Button htmlType="submit">Track</Button>
    </ShopForm>
  );
}

/** The page as the server drew it, typed into before React adopts it, then adopted. */
async function typeThenAdopt(typed: Partial<Values>, onValid: (values: Values) => void) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<TrackingForm onValid={onValid} />);
  document.body.append(container);
  for (const [name, value] of Object.entries(typed)) {
    const element = container.querySelector<HTMLInputElement>(`input[name="${name}"]`);
    if (!element) throw new Error(`no ${name} input`);
    // What typing does to the drawn page: the value changes, the server's stays its default.
    element.value = value;
  }
  await act(async () => {
    hydrateRoot(container, <TrackingForm onValid={onValid} />);
  });
  return container;
}

describe('a field of a page the server drew', () => {
  afterEach(() => document.body.replaceChildren());

  it('keeps what the shopper typed before the app took the page over', async () => {
    const onValid = jest.fn();
    await typeThenAdopt({ phone: '01711000000' }, onValid);
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('01711000000');
    await userEvent.click(screen.getByRole('button', { name: 'Track' }));
    expect(onValid.mock.calls).toEqual([[{ invoice: '42', phone: '01711000000' }, undefined]]);
  });

  it('takes a changed value over the one the server wrote, and leaves untouched fields as drawn', async () => {
    const onValid = jest.fn();
    await typeThenAdopt({ invoice: '57' }, onValid);
    expect(screen.getByRole('textbox', { name: 'Invoice' })).toHaveValue('57');
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('');
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone' }), '01811000000');
    await userEvent.click(screen.getByRole('button', { name: 'Track' }));
    expect(onValid.mock.calls).toEqual([[{ invoice: '57', phone: '01811000000' }, undefined]]);
  });
});
