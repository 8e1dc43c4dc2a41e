import { useId, useState, type ReactNode } from 'react';
import {
  useForm,
  type FieldError,
  type Resolver,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import { Link, useLocation } from 'react-router-dom';
import { useStore } from 'zustand';
import { ApiError, authApi, sessionStore } from '@poshak/shared-api';
import { useT } from '@poshak/shared-ui/i18n';
import { paths } from '@poshak/shared-ui/paths';
import { ShopToaster } from '@poshak/shared-ui/toast';
import { useSingleFlight } from '@poshak/shared-ui/single-flight';
import { useHowSessionEnded } from '../session';
import type { SigninForm } from '../forms/signin-form';
import { authToast } from '../auth-toast';
import { useRefusalText } from '../use-refusal-text';
import './signin-page.css';

type SigninCheck = typeof import('../forms/signin-check');
let loadedCheck: SigninCheck | null = null;
const loadCheck = async () => (loadedCheck ??= await import('../forms/signin-check'));

/** The shared sign-in schema, fetched with its first use (the first submit). */
const lazyResolver: Resolver<SigninForm, unknown, SigninForm> = async (values, context, options) =>
  (await loadCheck()).signinResolver(values, context, options);

export interface SigninState {
  /** Prefilled after a sign-up. */
  username?: string;
}

function Field({
  label,
  error,
  children,
}: {
  label: string;
  error: string | null;
  children: (ids: { id: string; helpId: string }) => ReactNode;
}) {
  const id = useId();
  const helpId = `${id}-help`;
  return (
    <div className="bo-signin__field">
      {/* The required mark is drawn by CSS: the label's text, and so the field's name, stays the label. */}
      <label htmlFor={id} className="bo-signin__label--required">
        {label}
      </label>
      {children({ id, helpId })}
      {error && (
        <div id={helpId} className="bo-signin__error">
          {error}
        </div>
      )}
    </div>
  );
}

/** The password's input with its Show / Hide button. */
function PasswordField({
  label,
  error,
  input,
}: {
  label: string;
  error: string | null;
  input: UseFormRegisterReturn;
}) {
  const { t } = useT('backoffice');
  const [passwordShown, setPasswordShown] = useState(false);
  return (
    <Field label={label} error={error}>
      {({ id, helpId }) => (
        <div className="bo-signin__password">
          <input
            id={id}
            type={passwordShown ? 'text' : 'password'}
            className="bo-signin__input"
            autoComplete="current-password"
            aria-required
            aria-invalid={!!error}
            aria-describedby={error ? helpId : undefined}
            {...input}
          />
          <button
            type="button"
            className="bo-signin__reveal"
            onClick={() => setPasswordShown((shown) => !shown)}
          >
            {passwordShown ? t('signin.hidePassword') : t('signin.showPassword')}
          </button>
        </div>
      )}
    </Field>
  );
}

/** Why the last session ended, when it ended on its own. */
function SessionEndedNotice() {
  const { t } = useT('backoffice');
  const endedBecause = useStore(sessionStore, (s) => s.endedBecause);
  const howEnded = useHowSessionEnded();
  if (endedBecause !== 'expired') return null;
  return (
    <div role="alert" className="bo-signin__notice">
      {howEnded === 'endedOnServer' ? t('signin.endedOnServer') : t('signin.expired')}
    </div>
  );
}

/** Signing in: the user kept in the session store, or the refusal said in a toast. */
function useSignIn() {
  const { t } = useT('backoffice');
  const refusalText = useRefusalText();
  return useSingleFlight(async (values: SigninForm) => {
    try {
      const reply = await authApi.signin(values);
      // A 200 that does not carry a signed-in user is refused like a wrong password (spec §8).
      const user = (await loadCheck()).signinReply.safeParse(reply);
      if (!user.success) return void authToast.error(t('signin.wrongCredentials'));
      sessionStore.getState().signIn(user.data);
    } catch (e) {
      const error = ApiError.from(e);
      if (error.isNetworkError) authToast.error(t('signin.sendError', { error: error.message }));
      else if (error.status === 429) authToast.error(refusalText(error));
      else authToast.error(t('signin.wrongCredentials'));
    }
  });
}

/**
 * Staff sign-in (spec §2, §5, §8), the first screen of most visits: plain elements and the shop's
 * colours, without antd, so it is on screen before the rest of the back-office has loaded. On
 * success the session store keeps the user and SignedOutOnly sends them on to the back-office.
 */
export function SigninPage() {
  const { t } = useT(['backoffice', 'form']);
  const prefill = (useLocation().state as SigninState | null)?.username ?? '';
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SigninForm, unknown, SigninForm>({
    resolver: lazyResolver,
    defaultValues: { username: prefill, password: '' },
  });
  const [signIn, busy] = useSignIn();

  const errorText = (error: FieldError | undefined, label: string) => {
    if (!error?.message || !loadedCheck) return null;
    const { key, values } = loadedCheck.formMessage(error.message);
    return t([`backoffice:form.${key}`, `form:${key}`], { field: label, ...values });
  };
  const usernameError = errorText(errors.username, t('signin.username'));
  const passwordError = errorText(errors.password, t('signin.password'));

  return (
    <main className="bo-signin">
      <div className="bo-signin__card">
        <p className="bo-signin__app">{t('appName')}</p>
        <h1 className="bo-signin__title">{t('signin.title')}</h1>
        <SessionEndedNotice />
        <form noValidate onSubmit={(e) => void handleSubmit(signIn)(e)}>
          <Field label={t('signin.username')} error={usernameError}>
            {({ id, helpId }) => (
              <input
                id={id}
                className="bo-signin__input"
                autoComplete="username"
                // The first thing a staff member does here is type their name.
                autoFocus
                aria-required
                aria-invalid={!!usernameError}
                aria-describedby={usernameError ? helpId : undefined}
                {...register('username')}
              />
            )}
          </Field>
          <PasswordField
            label={t('signin.password')}
            error={passwordError}
            input={register('password')}
          />
          <button type="submit" className="bo-signin__submit" disabled={busy} aria-busy={busy}>
            {t('signin.submit')}
          </button>
        </form>
        <p className="bo-signin__more">
          {t('signin.noAccount')} <Link to={paths.admin.signup}>{t('signin.toSignup')}</Link>
        </p>
      </div>
      <ShopToaster />
    </main>
  );
}
