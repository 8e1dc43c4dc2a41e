import { render } from '@testing-library/react';
import { EARLY_TAPS, useEarlyTap, type EarlyTapWindow } from './early-taps';

function Button({ tapKey, act }: { tapKey: string; act: () => void }) {
  const adopted = useEarlyTap(tapKey, act);
  return (
    <button type="button" data-early-tap={tapKey} aria-busy="true" ref={adopted}>
      Add
    </button>
  );
}

const kept = () => (window as EarlyTapWindow)[EARLY_TAPS];

describe('a tap kept before the app was live', () => {
  afterEach(() => {
    (window as EarlyTapWindow)[EARLY_TAPS] = undefined;
  });

  it('is done once by the component that comes alive with its key, and no longer looks pending', () => {
    (window as EarlyTapWindow)[EARLY_TAPS] = ['add:7', 'order:9'];
    const act = jest.fn();
    const other = jest.fn();
    const { getAllByRole, rerender } = render(
      <>
        <Button tapKey="add:7" act={act} />
        <Button tapKey="add:8" act={other} />
      </>,
    );
    expect(act).toHaveBeenCalledTimes(1);
    expect(other).not.toHaveBeenCalled();
    expect(kept()).toEqual(['order:9']);
    expect(getAllByRole('button')[0]).not.toHaveAttribute('aria-busy');
    // Both are the app's now: the early script leaves their taps to React.
    for (const button of getAllByRole('button')) {
      expect(button).toHaveAttribute('data-early-tap-adopted');
    }
    rerender(
      <>
        <Button tapKey="add:7" act={act} />
        <Button tapKey="add:8" act={other} />
      </>,
    );
    expect(act).toHaveBeenCalledTimes(1);
  });

  it('is done by one of two components with the same key, not both', () => {
    (window as EarlyTapWindow)[EARLY_TAPS] = ['add:7'];
    const first = jest.fn();
    const second = jest.fn();
    render(
      <>
        <Button tapKey="add:7" act={first} />
        <Button tapKey="add:7" act={second} />
      </>,
    );
    expect(first.mock.calls.length + second.mock.calls.length).toBe(1);
  });

  it('does nothing when no tap was kept (the early script never ran)', () => {
    const act = jest.fn();
    render(<Button tapKey="add:7" act={act} />);
    expect(act).not.toHaveBeenCalled();
  });
});
