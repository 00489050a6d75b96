import { PASSWORD, expect, hydrated, test } from './fixtures'

/**
 * Family accounts (issue 14): member01 invites a mobile → the sandbox SMS carries the link → another member
 * (family03, seeded in no family) signs in, opens it, verifies identity through the sandbox PASS and consents →
 * appears in member01's family list; member01's 연말정산 statement shows the family's figures.
 * Mobile project only: it moves seeded state (family03 joins), so a second project on the same server would find it done.
 */
const INVITEE = { loginId: 'family03', name: '정하나', mobile: '01077770003' }

test('invite by SMS → the invitee verifies and consents → in the family list; the receipt prints', async ({
  memberPage: page,
  browser,
  baseURL,
}) => {
  await page.goto('/mypage/myactivity/familyinvite')
  await page.getByLabel('가족 휴대폰 번호').fill('010-7777-0003')
  await page.getByText('형제자매', { exact: true }).click()
  await page.getByRole('button', { name: '초대 문자 보내기' }).click()
  const sent = page.getByRole('dialog')
  await expect(sent).toContainText('초대 문자를 보냈어요. (받는 번호 010-****-0003)')
  await sent.getByRole('button', { name: '확인', exact: true }).click()
  await expect(page.getByRole('button', { name: '010-****-0003 초대 취소' })).toBeVisible()

  // The sandbox SMS gateway's outbox holds the message with the link.
  const box = (await (await page.request.get(`/__sandbox/sms/outbox?mobile=${INVITEE.mobile}`)).json()) as { messages: { body: string }[] }
  const link = /https?:\/\/[^/\s]+(\/mypage\/myactivity\/familyverification\?code=[A-Za-z0-9_-]{32})/.exec(box.messages[0]?.body ?? '')?.[1]
  expect(link, box.messages[0]?.body).toBeTruthy()

  // The invitee, in a browser of their own, signed in.
  const ctx = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
  try {
    const login = await ctx.request.post('/v1/front/member/login/normal', { data: { loginId: INVITEE.loginId, password: PASSWORD } })
    expect(login.status()).toBe(200)
    const them = await ctx.newPage()
    await them.goto(link!)
    await hydrated(them)
    await expect(them.getByRole('heading', { name: /김\*비님이 회원님을 가족 계정에 형제자매로 초대했어요/ })).toBeVisible()
    const popupPromise = them.waitForEvent('popup')
    await them.getByRole('button', { name: '휴대폰 본인인증 (PASS)' }).click()
    const popup = await popupPromise
    await popup.waitForURL(/__sandbox\/identity\/pass\/auth/)
    await popup.locator('input[name=mobile]').fill(INVITEE.mobile)
    await popup.locator('input[name=name]').fill(INVITEE.name)
    await popup.getByRole('button', { name: '인증 완료' }).click()
    await expect(them.getByText('본인인증이 완료되었어요.')).toBeVisible()
    // Accepting without consent is refused on the page.
    await them.getByRole('button', { name: '가족 초대 수락하기' }).click()
    await expect(them.getByRole('alert').filter({ hasText: '가족 계정 정보 제공에 동의해 주세요.' })).toBeVisible()
    await them.getByLabel('위 내용을 확인했고 가족 계정 정보 제공에 동의합니다. (필수)').check()
    await them.getByRole('button', { name: '가족 초대 수락하기' }).click()
    const joined = them.getByRole('dialog')
    await expect(joined).toContainText('김*비님의 가족 계정에 등록되었어요.')
    await joined.getByRole('button', { name: '확인', exact: true }).click()
    await them.waitForURL('**/mypage/myactivity/familyaccount')
    await expect(them.getByText('회원님은 가족 계정에 가족으로 등록되어 있어요.', { exact: false })).toBeVisible()
  } finally {
    await ctx.close()
  }

  // member01 sees the new member; the invitation is no longer pending.
  await page.goto('/mypage/myactivity/familyaccount')
  const row = page.getByRole('listitem').filter({ hasText: '정*나' })
  await expect(row).toContainText('형제자매')
  await expect(row).toContainText('010-****-0003')
  await expect(page.getByRole('button', { name: '정*나님 내보내기' })).toBeVisible()

  // The yearly statement, server-rendered, with the cap.
  await page.getByRole('link', { name: '연말정산 영수증' }).first().click()
  await page.waitForURL('**/mypage/myactivity/familyaccount?view=receipt')
  await expect(page.getByRole('heading', { name: /안경·콘택트렌즈 구입비 영수증/ })).toBeVisible()
  await expect(page.getByText('1인당 연 50만원', { exact: true })).toBeVisible()
  await expect(page.getByRole('region', { name: '이*호 구입 내역' })).toContainText('공제 대상 금액')
  await expect(page.getByRole('button', { name: '영수증 인쇄하기' })).toBeVisible()
  // On paper: only the statement (the site's header, menus and buttons are gone).
  await expect(page.getByRole('banner')).toBeVisible()
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('heading', { name: /안경·콘택트렌즈 구입비 영수증/ })).toBeVisible()
  await expect(page.getByRole('button', { name: '영수증 인쇄하기' })).toBeHidden()
  await expect(page.getByRole('navigation', { name: '연도 선택' })).toBeHidden()
  await expect(page.getByRole('banner')).toBeHidden()
})
