import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { languageStore } from '@poshak/shared-ui/i18n';
import { NumberBox } from './number-box';

function Quantity({ onNumber }: { onNumber: (value: number | null) => void }) {
  const [value, setValue] = useState<number | null>(25);
  return (
    <NumberBox
      aria-label="quantity"
      min={1}
      precision={0}
      value={value}
      onChange={(next) => {
        setValue(next);
        onNumber(next);
      }}
    />
  );
}

describe('a number box', () => {
  afterEach(() => act(() => languageStore.getState().setLanguage('en')));

  it('shows and takes Bengali digits for a Bengali reader while the form holds the number', async () => {
    act(() => languageStore.getState().setLanguage('bn'));
    const numbers: (number | null)[] = [];
    render(<Quantity onNumber={(n) => numbers.push(n)} />);
    const box = screen.getByRole('spinbutton', { name: 'quantity' });
    expect(box).toHaveValue('২৫');

    const user = userEvent.setup({ delay: null });
    await user.clear(box);
    expect(numbers.at(-1)).toBeNull();
    await user.type(box, '১২');
    expect(numbers.at(-1)).toBe(12);
    await user.tab();
    expect(box).toHaveValue('১২');
  });

  it('keeps Latin digits for an English reader', () => {
    render(<Quantity onNumber={() => {}} />);
    expect(screen.getByRole('spinbutton', { name: 'quantity' })).toHaveValue('25');
  });
});
