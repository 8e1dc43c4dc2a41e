import { act, renderHook } from '@testing-library/react';
import { ERROR_BORDER_MS, useFlash } from './use-flash';

describe('useFlash', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows the marked fields for 2.6 s, then clears them', () => {
    const { result } = renderHook(() => useFlash<string>());
    act(() => result.current[1](['price', 'image']));
    expect([...result.current[0]]).toEqual(['price', 'image']);
    act(() => jest.advanceTimersByTime(ERROR_BORDER_MS - 1));
    expect(result.current[0].size).toBe(2);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current[0].size).toBe(0);
    expect(ERROR_BORDER_MS).toBe(2600);
  });

  it('restarts the time when marked again', () => {
    const { result } = renderHook(() => useFlash<string>());
    act(() => result.current[1](['price']));
    act(() => jest.advanceTimersByTime(2000));
    act(() => result.current[1](['size']));
    act(() => jest.advanceTimersByTime(2000));
    expect([...result.current[0]]).toEqual(['size']);
  });
});
