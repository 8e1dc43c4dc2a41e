import { useState } from 'react';
import type { CourierName, CourierTestResult } from '@poshak/shared-api';
import { errorText } from '../../../lib/error-text';
import { useCourierTest } from '../api/use-couriers';

/** What a courier's connection test came to: the courier's answer, or why the call failed. */
export type ConnectionTestOutcome = CourierTestResult | string;

/** Runs couriers' connection tests and keeps each courier's last outcome for this visit. */
export function useConnectionTests() {
  const test = useCourierTest();
  const [outcomes, setOutcomes] = useState<Partial<Record<CourierName, ConnectionTestOutcome>>>({});
  const run = async (courier: CourierName) => {
    try {
      const result = await test.mutateAsync(courier);
      setOutcomes((r) => ({ ...r, [courier]: result }));
    } catch (error) {
      setOutcomes((r) => ({ ...r, [courier]: errorText(error) }));
    }
  };
  /** The courier being tested now, if any: its button spins. */
  const testing = test.isPending ? test.variables : undefined;
  return { run, outcomes, testing };
}
