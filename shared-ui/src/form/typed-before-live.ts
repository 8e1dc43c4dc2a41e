import { useState, useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * What a shopper typed into a field of a page the server drew, before React adopted it. React sets
 * a controlled input back to its state when it adopts it, so that typing would be lost; this reads
 * it during the adopting render, when the input still shows it (its value differs from the one the
 * server wrote, which the input keeps as its default). Undefined on any other render.
 */
export function useTypedBeforeLive(id: string): string | undefined {
  const adopting = useSyncExternalStore(
    never,
    () => false,
    () => true,
  );
  const [typed] = useState(() => {
    if (!adopting || typeof document === 'undefined') return undefined;
    const element = document.getElementById(id);
    const typable = element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement;
    if (!typable || element.value === element.defaultValue) return undefined;
    return element.value;
  });
  return typed;
}
