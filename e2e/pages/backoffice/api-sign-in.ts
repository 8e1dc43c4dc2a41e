import { expect, type Page } from '@playwright/test';

/** Signs a page in through the API, in a language, before any of the shop's code runs. */
export async function signInThroughApi(
  page: Page,
  baseURL: string,
  account: { username: string; password: string },
  language: 'en' | 'bn' = 'en',
) {
  const reply = await fetch(`${baseURL}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  expect(reply.ok).toBe(true);
  const user = (await reply.json()) as { username: string; accessToken: string };
  await page.context().addCookies([{ name: 'poshak_language', value: language, url: baseURL }]);
  await page.addInitScript(
    (stored) => {
      localStorage.setItem('poshak.session', stored.session);
      localStorage.setItem('username', stored.username);
    },
    { session: JSON.stringify(user), username: user.username },
  );
  return user;
}
