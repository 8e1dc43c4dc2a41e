import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { Alert, Button, Input, Radio, Space, Typography } from 'antd';
import { authApi, ROLES } from '@poshak/shared-api';
import { useT } from '@poshak/shared-ui/i18n';
import { paths } from '@poshak/shared-ui/paths';
import { useSingleFlight } from '@poshak/shared-ui/single-flight';
import { FormField, formResolver, ShopForm } from '@poshak/shared-ui/form';
import { signupForm, type SignupForm } from '../forms/signup-form';
import { authToast } from '../auth-toast';
import { replyText } from '../reply-text';
import { useRefusalText } from '../use-refusal-text';
import { useLingeringFlag } from '../use-lingering-flag';
import { useSignupOtp, type CodeFor } from '../use-signup-otp';
import { AuthCard } from './auth-card';
import type { SigninState } from './signin-page';

const LOADING_LINGER_MS = 1000;

/** Under the code's field: whom the code sent was for, once the address or role changed. */
function OtpHint({ codeFor, codeMismatch }: { codeFor: CodeFor | null; codeMismatch: boolean }) {
  const { t } = useT('backoffice');
  return codeFor && codeMismatch ? (
    <Alert
      type="warning"
      showIcon
      role="status"
      title={t('signup.otpFor', {
        email: codeFor.email,
        role: t(`signup.roles.${codeFor.role}`),
      })}
      style={{ marginTop: -12, marginBottom: 24 }}
    />
  ) : (
    <Typography.Paragraph type="secondary" style={{ marginTop: -12 }}>
      {t('signup.otpHint')}
    </Typography.Paragraph>
  );
}

/**
 * Staff sign-up (spec §2, §5): role, username, email, password and the OTP the shop owner receives.
 * Send works once for an address and role; the server's reply text is the toast. A code is bound to
 * the address and role it was asked for, so changing either after Send says so and offers Send
 * again; going back to them takes the code already sent.
 */
export function SignupPage() {
  const { t } = useT('backoffice');
  const navigate = useNavigate();
  const refusalText = useRefusalText();
  const form = useForm<SignupForm, unknown, SignupForm>({
    resolver: formResolver(signupForm),
    defaultValues: { role: 'seller', username: '', email: '', password: '', otp: '' },
  });
  const { control, handleSubmit } = form;
  // Each button has its own indicator, so a pending OTP never blocks Sign Up.
  const { codeFor, codeMismatch, canSend, sendOtp, otpLoading } = useSignupOtp(
    form,
    LOADING_LINGER_MS,
  );
  const [loading, startLoading, stopLoadingSoon] = useLingeringFlag(LOADING_LINGER_MS);

  const [signUp] = useSingleFlight(async (values: SignupForm) => {
    startLoading();
    try {
      const text = await authApi.signup({
        username: values.username,
        USERemail: values.email,
        OTP: values.otp,
        password: values.password,
        roles: [values.role],
      });
      authToast.success(replyText(text));
      const state: SigninState = { username: values.username };
      stopLoadingSoon(() => void navigate(paths.admin.login, { state }));
    } catch (e) {
      authToast.error(refusalText(e));
      stopLoadingSoon();
    }
  });

  return (
    <AuthCard title={t('signup.title')}>
      <ShopForm texts="backoffice" schema={signupForm} onFinish={() => void handleSubmit(signUp)()}>
        <FormField control={control} name="role" label={t('signup.role')} required>
          {({ value, onChange }, { labelId }) => (
            <Radio.Group
              aria-labelledby={labelId}
              value={value}
              onChange={(e) => onChange(e.target.value)}
              options={ROLES.map((role) => ({ value: role, label: t(`signup.roles.${role}`) }))}
            />
          )}
        </FormField>
        <FormField control={control} name="username" label={t('signup.username')} required>
          {(field) => <Input {...field} autoComplete="username" />}
        </FormField>
        <FormField control={control} name="email" label={t('signup.email')} required>
          {(field) => <Input {...field} type="email" autoComplete="email" />}
        </FormField>
        <FormField control={control} name="password" label={t('signup.password')} required>
          {(field) => <Input.Password {...field} autoComplete="new-password" />}
        </FormField>
        <FormField control={control} name="otp" label={t('signup.otp')} required>
          {(field) => (
            <Space.Compact style={{ width: '100%' }}>
              <Input {...field} inputMode="numeric" autoComplete="one-time-code" />
              <Button onClick={() => void sendOtp()} disabled={!canSend} loading={otpLoading}>
                {t('signup.sendOtp')}
              </Button>
            </Space.Compact>
          )}
        </FormField>
        <OtpHint codeFor={codeFor} codeMismatch={codeMismatch} />
        <Button type="primary" htmlType="submit" block loading={loading}>
          {t('signup.submit')}
        </Button>
      </ShopForm>
      <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0 }}>
        {t('signup.haveAccount')}{' '}
        {/* Underlined: a link inside a sentence is told apart by more than its colour. */}
        <Link to={paths.admin.login} style={{ textDecoration: 'underline' }}>
          {t('signup.toSignin')}
        </Link>
      </Typography.Paragraph>
    </AuthCard>
  );
}
