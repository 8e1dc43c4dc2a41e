import userEvent from '@testing-library/user-event';

/**
 * Replaces a field's value with `value` in one go, as a paste does. For tests about what a screen
 * does with a value, not about keystrokes: an antd form re-renders on every key, so typing a
 * sentence cost a test seconds of CPU. Tests about typing itself (a debounce, a key's meaning) type.
 */
export async function enterText(field: HTMLElement, value: string): Promise<void> {
  const user = userEvent.setup({ delay: null });
  await user.clear(field);
  await user.paste(value);
}
