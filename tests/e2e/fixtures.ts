import { test as base, expect, type Browser, type Page, type PlaywrightWorkerArgs } from '@playwright/test'

/**
 * The e2e harness. Import `test` and `expect` from here instead of '@playwright/test':
 * - `page` waits for the app's hydration signal (`<html data-hydrated>`, set by the root document's effect in
 *   src/routes/__root.tsx) after `goto`, `reload`, `goBack`/`goForward` and `waitForURL`, so a test never clicks
 *   server HTML whose handlers are not attached yet. No `networkidle`, no fixed sleeps, no React internals.
 *   Pages that are not the app (provider sandboxes, JSON) have no module script and are not waited for.
 * - `memberPage` / `storePage`: a page in a fresh context signed in as the demo member (member01) or store
 *   owner (store01) through storage state — one API sign-in per test, so a test may sign out freely.
 */

export const PASSWORD = 'Davich!2026'
export const MEMBER = 'member01'
export const STORE_OWNER = 'store01'

/**
 * Resolves once the app in `page` has hydrated (immediately on pages that are not the app). The edge holds the entry
 * back as `text/tsr-entry` until the first screen is painted (src/server/edge/hydrate-after-paint.ts): that is the app too.
 */
export async function hydrated(page: Page, timeout = 20_000): Promise<void> {
  await page.waitForFunction(
    () =>
      document.documentElement.dataset.hydrated === 'true' ||
      !document.querySelector('script[type="module"], script[type="text/tsr-entry"]'),
    undefined,
    { timeout },
  )
}

/** Makes the page's navigation helpers wait for hydration after they resolve. */
function waitsForHydration(page: Page): Page {
  const goto = page.goto.bind(page)
  const reload = page.reload.bind(page)
  const goBack = page.goBack.bind(page)
  const goForward = page.goForward.bind(page)
  const waitForURL = page.waitForURL.bind(page)
  page.goto = async (url, options) => {
    const res = await goto(url, options)
    await hydrated(page)
    return res
  }
  page.reload = async (options) => {
    const res = await reload(options)
    await hydrated(page)
    return res
  }
  page.goBack = async (options) => {
    const res = await goBack(options)
    await hydrated(page)
    return res
  }
  page.goForward = async (options) => {
    const res = await goForward(options)
    await hydrated(page)
    return res
  }
  page.waitForURL = async (url, options) => {
    await waitForURL(url, options)
    if (options?.waitUntil !== 'commit') await hydrated(page)
  }
  return page
}

/** Storage state (the HttpOnly session cookie) of a fresh API sign-in. */
async function signedInState(playwright: PlaywrightWorkerArgs['playwright'], loginId: string) {
  const request = await playwright.request.newContext()
  try {
    const res = await request.post('/v1/front/member/login/normal', { data: { loginId, password: PASSWORD } })
    expect(res.status(), `sign-in of ${loginId}`).toBe(200)
    return await request.storageState()
  } finally {
    await request.dispose()
  }
}

/** A page of its own context, signed in as `loginId`, closed after the test. */
async function signedInPage(
  browser: Browser,
  playwright: PlaywrightWorkerArgs['playwright'],
  loginId: string,
  provide: (page: Page) => Promise<void>,
) {
  const context = await browser.newContext({ storageState: await signedInState(playwright, loginId) })
  try {
    await provide(waitsForHydration(await context.newPage()))
  } finally {
    await context.close()
  }
}

export const test = base.extend<{ memberPage: Page; storePage: Page }>({
  // (`provide` is Playwright's `use`, renamed so the React hooks lint rule does not take it for React's use().)
  page: async ({ page }, provide) => {
    await provide(waitsForHydration(page))
  },
  memberPage: async ({ browser, playwright }, provide) => {
    await signedInPage(browser, playwright, MEMBER, provide)
  },
  storePage: async ({ browser, playwright }, provide) => {
    await signedInPage(browser, playwright, STORE_OWNER, provide)
  },
})

export { expect }
export type { Page }

/**
 * The home page's popups cover it on the first visit of a day. Hides every current popup for this page's
 * context before the page loads ("오늘 하루 보지 않기", already pressed), so a test never races their arrival.
 */
export async function hidePopups(page: Page): Promise<void> {
  const res = await page.request.get('/v1/front/main/topbanner')
  expect(res.status()).toBe(200)
  const { popups } = (await res.json()) as { popups: { popupNo: number }[] }
  const until = Date.now() + 7 * 86_400_000
  const hidden = Object.fromEntries(popups.map((p) => [p.popupNo, until]))
  await page.addInitScript((h) => localStorage.setItem('davich.popupHiddenUntil', JSON.stringify(h)), hidden)
}

/** Signs in through the sign-in form of the page that is open (the user-facing path, not the API). */
export async function signInWithForm(page: Page, loginId: string, password = PASSWORD): Promise<void> {
  await page.locator('input[name=loginId]').fill(loginId)
  await page.locator('input[name=password]').fill(password)
  await page.getByRole('button', { name: '로그인', exact: true }).click()
}
