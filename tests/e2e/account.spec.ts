import { expect, signInWithForm, test, type Page } from './fixtures'

/** The latest SMS code the sandbox gateway "sent" to a mobile. */
async function smsCode(page: Page, mobile: string): Promise<string> {
  let code: string | null = null
  await expect(async () => {
    const r = await page.request.get(`/__sandbox/sms/outbox?mobile=${mobile}`)
    code = ((await r.json()) as { messages: { code: string | null }[] }).messages[0]?.code ?? null
    expect(code).toMatch(/^\d{6}$/)
  }).toPass({ timeout: 10_000 })
  return code!
}

/** Fills a SmsCert block: mobile → 인증번호 받기 → code from the outbox → 확인. */
async function certifyMobile(page: Page, mobile: string, scope = page.locator('body')) {
  await scope.locator('input[name=mobile]').last().fill(mobile)
  await scope.getByRole('button', { name: '인증번호 받기' }).last().click()
  const code = await smsCode(page, mobile)
  await scope.locator('input[name=certifyKey]').fill(code)
  await scope.getByRole('button', { name: '확인', exact: true }).click()
  await expect(page.getByText('휴대폰 인증이 완료되었어요.').last()).toBeVisible()
}

test('sign up with identity check and SMS code → signed in → edit info → sign out', async ({ page }) => {
  await page.goto('/account/signup')
  await page.getByLabel('전체 동의하기').check()
  await page.getByText('만 14세 이상').click()
  await page.getByRole('button', { name: '동의하고 계속하기' }).click()
  await page.waitForURL('**/account/regist')

  // PASS popup through the sandbox provider
  const popupPromise = page.waitForEvent('popup')
  await page.getByRole('button', { name: '휴대폰 본인인증 (PASS)' }).click()
  const popup = await popupPromise
  await popup.waitForURL(/__sandbox\/identity\/pass\/auth/)
  await popup.waitForLoadState('domcontentloaded')
  await popup.locator('input[name=mobile]').fill('01077001234')
  await popup.getByRole('button', { name: '인증 완료' }).click()
  await expect(page.getByText('본인인증이 완료되었어요.')).toBeVisible()
  await expect(page.getByText('010-****-1234')).toBeVisible()

  await page.locator('input[name=loginId]').fill('e2enewbie')
  await page.getByRole('button', { name: '중복 확인' }).click()
  await expect(page.getByText('사용할 수 있는 아이디예요.')).toBeVisible()
  await page.locator('input[name=password]').fill('weak')
  await page.locator('input[name=password2]').click()
  await expect(page.getByText('비밀번호는 8자 이상 입력해 주세요.')).toBeVisible()
  await page.locator('input[name=password]').fill('Welcome!2026')
  await page.locator('input[name=password2]').fill('Welcome!2026')
  await page.getByRole('button', { name: '가입하기' }).click()
  await page.waitForURL('**/account/completion')
  await expect(page.getByRole('heading', { name: '회원가입이 완료되었어요' })).toBeVisible()

  await page.goto('/mypage')
  await expect(page.getByTestId('my-greeting')).toContainText('님, 안녕하세요')

  // edit info: nickname + a new mobile verified by an SMS code
  await page.goto('/account/editinfo')
  await expect(page.getByTestId('masked-mobile')).toHaveText('010-****-1234')
  await page.locator('input[name=nickName]').fill('이투이')
  await page.getByRole('button', { name: '휴대폰 번호 변경' }).click()
  await certifyMobile(page, '01077005678')
  await page.getByRole('button', { name: '저장하기' }).click()
  await expect(page.getByText('회원정보를 저장했어요.')).toBeVisible()
  await page.getByRole('button', { name: '확인' }).click()
  await expect(page.getByTestId('masked-mobile')).toHaveText('010-****-5678')

  await page.getByRole('button', { name: '로그아웃' }).click()
  await page.waitForURL('**/main**')
  const info = await page.request.get('/v1/front/member/info')
  expect(info.status()).toBe(401)
})

for (const [type, button, mobile] of [
  ['kakao', '카카오로 시작하기', '01077100001'],
  ['naver', '네이버로 시작하기', '01077100002'],
  ['apple', 'Apple로 계속하기', '01077100003'],
] as const) {
  test(`sign in with ${type} through the sandbox (new account → extra info → signed in)`, async ({ page }) => {
    await page.goto('/account/signin')
    await page.getByRole('button', { name: button }).click()
    await page.waitForURL(new RegExp(`__sandbox/${type}/`))
    await page.getByLabel(/이샌드/).check()
    await page.getByRole('button', { name: '동의하고 계속하기' }).click()
    await page.waitForURL(`**/account/moreinfo/${type}`)
    if (type !== 'apple') await expect(page.locator('input[name=userName]')).toHaveValue('이샌드')
    else await page.locator('input[name=userName]').fill('이샌드')
    await page.locator('input[name=birth]').fill('19950505')
    await page.getByText('여성').click()
    await certifyMobile(page, mobile)
    await page.locator('input[name=email]').fill(`${type}@e2e.example`)
    await page.getByLabel('전체 동의하기').check()
    await page.getByRole('button', { name: '가입 완료하기' }).click()
    await page.waitForURL('**/account/completion')
    const info = await page.request.get('/v1/front/member/info')
    expect(((await info.json()) as { snsLoginType: string }).snsLoginType).toBe(type)

    // second time: straight in
    await page.request.post('/v1/front/member/logout')
    await page.goto('/account/signin')
    await page.getByRole('button', { name: button }).click()
    await page.getByLabel(/이샌드/).check()
    await page.getByRole('button', { name: '동의하고 계속하기' }).click()
    await page.waitForURL('**/main**')
    expect((await page.request.get('/v1/front/member/info')).status()).toBe(200)
  })
}

// The journey spends dormant01's dormancy (one seeded DB for the whole suite). A retry after a failure past the
// restore finds the account active: it then checks that the restore held (dormant01 signs in straight to the shop).
test('dormant account → restore', async ({ page }) => {
  await page.goto('/account/signin')
  await signInWithForm(page, 'dormant01')
  if (test.info().retry > 0) await page.waitForURL(/\/account\/dormancy|\/main/)
  if (test.info().retry > 0 && !page.url().includes('/account/dormancy')) {
    expect((await page.request.get('/v1/front/member/info')).status()).toBe(200)
    return
  }
  await page.waitForURL('**/account/dormancy')
  await expect(page.locator('input[name=loginId]')).toHaveValue('dormant01')
  await page.locator('input[name=password]').fill('Davich!2026')
  await certifyMobile(page, '01034567890')
  await page.getByRole('button', { name: '휴면 해제하기' }).click()
  await page.waitForURL('**/account/dormancyedit')
  await expect(page.getByRole('heading', { name: '휴면 해제가 완료되었어요' })).toBeVisible()
  await page.getByRole('button', { name: '확인하고 쇼핑 계속하기' }).click()
  await page.waitForURL('**/main**')
  expect((await page.request.get('/v1/front/member/info')).status()).toBe(200)
})

test('store owner: blocked on /search with the Korean message, my-page → /mypagestore', async ({ storePage: page }) => {
  await page.goto('/search')
  await expect(page).toHaveURL(/\/main\?blocked=1|\/main$/)
  const dialog = page.getByRole('dialog').filter({ hasText: '가맹점 회원은 이용할 수 없습니다.' })
  await expect(dialog).toContainText('가맹점 회원은 이용할 수 없습니다.')
  await dialog.getByRole('button', { name: '확인' }).click()
  await expect(page).toHaveURL(/\/main$/)
  await page.goto('/mypage')
  await expect(page).toHaveURL(/\/mypagestore$/)
  await expect(page.getByTestId('owner-store-name')).toBeVisible()
})

test('guest sent from an auth route to sign-in and back after login', async ({ page }) => {
  await page.goto('/mypage/manageorder/orderlist')
  await expect(page).toHaveURL(/\/account\/signin\?returnUrl=%2Fmypage%2Fmanageorder%2Forderlist/)
  await signInWithForm(page, 'member01')
  await page.waitForURL('**/mypage/manageorder/orderlist')
})

test('sign-in shows Korean messages and refuses a foreign returnUrl', async ({ page }) => {
  await page.goto('/account/signin?returnUrl=%2F%2Fevil.com')
  await page.getByRole('button', { name: '로그인', exact: true }).click()
  await expect(page.getByText('아이디를 입력해 주세요.')).toBeVisible()
  await signInWithForm(page, 'member01', 'wrong-password')
  await expect(page.getByText('아이디 또는 비밀번호가 일치하지 않습니다.')).toBeVisible()
  await signInWithForm(page, 'member01')
  await page.waitForURL((u) => u.host === new URL(page.url()).host && u.pathname === '/main')
})
