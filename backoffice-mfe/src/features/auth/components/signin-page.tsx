import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router-dom';
import { useStore } from 'zustand';
import { Alert, Button, Input, Typography } from 'antd';
import { ApiError, authApi, sessionStore } from '@poshak/shared-api';
import { signinReply } from '@poshak/shared-api/schemas';
import { useT } from '@poshak/shared-ui/i18n';
import { paths } from '@poshak/shared-ui/paths';
import { toast, TOAST_MS } from '@poshak/shared-ui/toast';
import { useSingleFlight } from '@poshak/shared-ui/single-flight';
import { FormField, formResolver, ShopForm } from '@poshak/shared-ui/form';
import { useHowSessionEnded } from '../session';
import { signinForm, type SigninForm } from '../forms/signin-form';
import { useRefusalText } from '../use-refusal-text';
import { AuthCard } from './auth-card';

export interface SigninState {
  /** Prefilled after a sign-up. */
  username?: string;
}

/**
 * Staff sign-in (spec §2, §5, §8). On success the session store keeps the user (username in
 * localStorage, token attached to every call) and SignedOutOnly sends them on to the back-office.
 */
export function SigninPage() {
  const { t } = useT('backoffice');
  const endedBecause = useStore(sessionStore, (s) => s.endedBecause);
  const howEnded = useHowSessionEnded();
  const refusalText = useRefusalText();
  const prefill = (useLocation().state as SigninState | null)?.username ?? '';
  const { control, handleSubmit } = useForm<SigninForm, unknown, SigninForm>({
    resolver: formResolver(signinForm),
    defaultValues: { username: prefill, password: '' },
  });

  const [signIn, busy] = useSingleFlight(async (values: SigninForm) => {
    const toastOptions = { duration: TOAST_MS.auth };
    try {
      // A 200 that does not carry a signed-in user is refused like a wrong password (spec §8).
      const reply = signinReply.safeParse(await authApi.signin(values));
      if (!reply.success) return void toast.error(t('signin.wrongCredentials'), toastOptions);
      sessionStore.getState().signIn(reply.data);
    } catch (e) {
      const error = ApiError.from(e);
      if (error.isNetworkError)
        toast.error(t('signin.sendError', { error: error.message }), toastOptions);
      else if (error.status === 429) toast.error(refusalText(error), toastOptions);
      else toast.error(t('signin.wrongCredentials'), toastOptions);
    }
  });

  return (
    <AuthCard title={t('signin.title')}>
      {endedBecause === 'expired' && (
        <Alert
          type="warning"
          showIcon
          title={howEnded === 'endedOnServer' ? t('signin.endedOnServer') : t('signin.expired')}
          style={{ marginBottom: 16 }}
        />
      )}
      <ShopForm texts="backoffice" schema={signinForm} onFinish={() => void handleSubmit(signIn)()}>
        <FormField control={control} name="username" label={t('signin.username')} required>
          {(field) => <Input {...field} autoComplete="username" autoFocus />}
        </FormField>
        <FormField control={control} name="password" label={t('signin.password')} required>
          {(field) => <Input.Password {...field} autoComplete="current-password" />}
        </FormField>
        <Button type="primary" htmlType="submit" block loading={busy}>
          {t('signin.submit')}
        </Button>
      </ShopForm>
      <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0 }}>
        {t('signin.noAccount')} <Link to={paths.admin.signup}>{t('signin.toSignup')}</Link>
      </Typography.Paragraph>
    </AuthCard>
  );
}
