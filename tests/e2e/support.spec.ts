import { expect, signInWithForm, test } from './fixtures'

test('notice list → detail → back to the list', async ({ page }) => {
  await page.goto('/customercenter/notice')
  await expect(page.getByRole('heading', { name: '공지사항', level: 1 })).toBeVisible()
  const list = page.getByRole('list', { name: '공지사항 목록' })
  await expect(list.getByText('중요').first()).toBeVisible()
  const first = list.getByRole('link').first()
  const title = (await first.locator('span.block').first().innerText()).trim()
  await first.click()
  await page.waitForURL(/\/customercenter\/notice\/\d+$/)
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible()
  await page.getByRole('link', { name: '목록으로' }).click()
  await page.waitForURL(/\/customercenter\/notice$/)
})

test('guest is asked to sign in; member writes a 1:1 inquiry and sees it waiting for an answer', async ({ page }) => {
  await page.goto('/customercenter/qa')
  await page.getByRole('link', { name: '로그인하기' }).click()
  await page.waitForURL(/\/account\/signin\?returnUrl=%2Fcustomercenter%2Fqa/)
  await signInWithForm(page, 'member01')
  await page.waitForURL('**/customercenter/qa')

  await page.getByRole('button', { name: '1:1 문의 작성하기' }).click()
  await page.getByRole('button', { name: '문의 등록하기' }).click()
  await expect(page.getByText('문의 유형을 선택해 주세요.')).toBeVisible()

  const title = `픽업 매장 변경 문의 ${Date.now() % 100000}`
  await page.getByLabel('문의 유형').selectOption('배송')
  await page.getByLabel('제목').fill(title)
  await page.getByLabel('문의 내용').fill('주문한 안경테를 다른 매장에서 픽업하고 싶은데 변경할 수 있을까요?')
  await page.getByRole('button', { name: '문의 등록하기' }).click()
  await expect(page.getByText('문의가 등록되었어요.', { exact: false })).toBeVisible()
  const item = page.getByRole('list', { name: '나의 문의 내역' }).getByRole('listitem').filter({ hasText: title })
  await expect(item).toBeVisible()
  await expect(item.getByText('답변 대기')).toBeVisible()
})
