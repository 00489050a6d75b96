// Console journeys' shared steps: an operator's sign-in (password + TOTP) and the axe check of a console page.
import AxeBuilder from '@axe-core/playwright'
import { totpCode } from '../../src/server/auth/totp'
import { DEMO_OPERATORS } from '../../src/demo/seed/operators'
import { hydrated, PASSWORD, type Page } from './fixtures'

/**
 * The 30-second TOTP step each operator last signed in with, in this worker (the suite runs on one). The console takes
 * a code once (the replay guard, operators.totp_last_step), so a test signing the same operator in again within that
 * step was refused and timed out waiting for the console — the content-desk test right after the coupon journey did.
 */
const lastStep = new Map<string, number>()
const PERIOD_MS = 30_000

/** Signs a seeded operator in through /admin/login (the TOTP code of its seeded secret); returns when the console answers. */
export async function signInOperator(page: Page, loginId: string, landing: RegExp) {
  const op = DEMO_OPERATORS.find((o) => o.loginId === loginId)!
  await page.goto('/admin/login')
  await hydrated(page)
  await page.getByLabel('아이디').fill(loginId)
  await page.getByLabel('비밀번호').fill(PASSWORD)
  if (lastStep.get(loginId) === Math.floor(Date.now() / PERIOD_MS)) await page.waitForTimeout(PERIOD_MS - (Date.now() % PERIOD_MS) + 250)
  lastStep.set(loginId, Math.floor(Date.now() / PERIOD_MS))
  await page.getByLabel('인증 코드 (6자리)').fill(totpCode(op.totpSecret!))
  await page.getByRole('button', { name: '로그인' }).click()
  await page.waitForURL(landing)
}

/** axe violations of impact serious or critical (WCAG 2.1 A/AA) on the page once its skeletons are gone. */
export async function axeSeriousOrCritical(page: Page) {
  await page
    .waitForFunction(() => !document.querySelector('.skeleton, [aria-busy="true"]'), null, { timeout: 10_000 })
    .catch(() => undefined)
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}
