import { useState } from 'react';

const NONE: ReadonlySet<number> = new Set();

/**
 * The orders chosen for a bulk action, with the filters they were chosen under: another filter is
 * another list, so a choice made in the last one does not carry over.
 */
export function useOrderChoice(filter: object) {
  const [choice, setChoice] = useState<{ filter: string; chosen: ReadonlySet<number> }>({
    filter: '',
    chosen: NONE,
  });
  const filterKey = JSON.stringify(filter);
  const chosen = choice.filter === filterKey ? choice.chosen : NONE;
  const setChosen = (next: ReadonlySet<number>) => setChoice({ filter: filterKey, chosen: next });
  return [chosen, setChosen] as const;
}
