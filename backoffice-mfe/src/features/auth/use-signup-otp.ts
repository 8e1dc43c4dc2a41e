import { useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { authApi, type Role } from '@poshak/shared-api';
import { useSingleFlight } from '@poshak/shared-ui/single-flight';
import type { SignupForm } from './forms/signup-form';
import { authToast } from './auth-toast';
import { replyText } from './reply-text';
import { useRefusalText } from './use-refusal-text';
import { useLingeringFlag } from './use-lingering-flag';

/** What the last code was asked for: the server accepts it only with this address and role. */
export interface CodeFor {
  email: string;
  role: Role;
}

/**
 * The sign-up's one-time code: Send works once for an address and role; changing either after
 * Send (`codeMismatch`) offers Send again, going back to them takes the code already sent.
 */
export function useSignupOtp(
  { control, trigger, getValues }: UseFormReturn<SignupForm, unknown, SignupForm>,
  lingerMs: number,
) {
  const refusalText = useRefusalText();
  const [codeFor, setCodeFor] = useState<CodeFor | null>(null);
  const [otpLoading, startOtpLoading, stopOtpLoadingSoon] = useLingeringFlag(lingerMs);
  const [role, email] = useWatch({ control, name: ['role', 'email'] });
  const codeMismatch = !!codeFor && (codeFor.role !== role || codeFor.email !== email.trim());
  const canSend = !codeFor || codeMismatch;

  const [sendOtp] = useSingleFlight(async () => {
    if (!canSend || !(await trigger('email'))) return;
    // Taken before the call: the fields may change while it runs.
    const asked: CodeFor = { email: getValues('email').trim(), role: getValues('role') };
    startOtpLoading();
    try {
      authToast.success(replyText(await authApi.requestOtp(asked.email, asked.role)));
      setCodeFor(asked);
    } catch (e) {
      authToast.error(refusalText(e));
    } finally {
      stopOtpLoadingSoon();
    }
  });

  return { codeFor, codeMismatch, canSend, sendOtp, otpLoading };
}
