import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from './fixtures'
import { sortByLowPrice } from './shop'

async function axeSeriousOrCritical(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

// Issue 30 item 8: the catalogue list's filter sheet, its chips and counts, and "더보기" (20, +20 … 500). Reads the
// seeded catalogue only (no state is changed), so it holds in any order within the suite.
test('a guest filters frames by shape, sees a chip and a matching count, removes it and taps 더보기 for 40', async ({ page }) => {
  await page.goto('/products?category=01')
  const total = page.getByText(/총 [\d,]+개 상품/)
  await expect(total).toBeVisible()
  const all = Number((await total.textContent())!.replace(/\D/g, ''))
  expect(all).toBeGreaterThan(40)
  await expect(page.locator('article')).toHaveCount(20)

  // 모양 opens the sheet at its shapes; each shape carries its count, and the apply button says what the list will show.
  const shapeButton = page.getByRole('group', { name: '필터', exact: true }).getByRole('button', { name: '모양' })
  await shapeButton.click()
  const sheet = page.getByRole('dialog', { name: '필터' })
  const boston = sheet.getByRole('region', { name: '모양' }).getByRole('button', { name: /^보스턴 [\d,]+$/ })
  const n = Number((await boston.textContent())!.replace(/\D/g, ''))
  expect(n).toBeGreaterThan(0)
  expect(n).toBeLessThan(all)
  await boston.click()
  await expect(boston).toHaveAttribute('aria-pressed', 'true')
  const apply = sheet.getByRole('button', { name: `상품 ${n.toLocaleString('ko-KR')}개 보기` })
  await expect(apply).toBeEnabled()
  await apply.click()
  await page.waitForURL(/shape=/)
  expect(new URL(page.url()).searchParams.get('shape')).toBe('보스턴')
  await expect(sheet).toBeHidden()
  // Focus is back where the sheet was opened from.
  await expect(shapeButton).toBeFocused()

  // One chip for the chosen shape, and the list's count is the count the sheet promised.
  const chip = page.getByRole('group', { name: '선택한 필터' }).getByRole('button', { name: '보스턴 필터 해제' })
  await expect(chip).toBeVisible()
  await expect(total).toHaveText(`총 ${n.toLocaleString('ko-KR')}개 상품`)
  await expect(page.locator('article')).toHaveCount(Math.min(n, 20))
  for (const name of await page.locator('article h3').allTextContents()) expect(name).toContain('보스턴')

  // Removing the chip brings the whole category back.
  await chip.click()
  await page.waitForURL((u) => !u.searchParams.has('shape'))
  await expect(chip).toBeHidden()
  await expect(total).toHaveText(`총 ${all.toLocaleString('ko-KR')}개 상품`)

  // 더보기 shows 40, kept in the URL (a shared link shows the same 40).
  await page.getByRole('button', { name: /^더보기 \(20 \/ [\d,]+\)$/ }).click()
  await page.waitForURL(/size=40/)
  await expect(page.locator('article')).toHaveCount(40)
  await expect(page.getByRole('button', { name: /^더보기 \(40 \/ [\d,]+\)$/ })).toBeVisible()
})

test('the filter sheet and sorted, narrowed search results pass axe, with one clear button in the search box', async ({ page }) => {
  await page.goto('/products?category=02&shape=%EB%B3%B4%EC%9E%89')
  await expect(page.getByRole('button', { name: '보잉 필터 해제' })).toBeVisible()
  expect(await axeSeriousOrCritical(page), 'axe on a filtered list').toEqual([])
  await page.getByRole('group', { name: '필터', exact: true }).getByRole('button', { name: /^필터/ }).click()
  const sheet = page.getByRole('dialog', { name: '필터' })
  await expect(sheet.getByRole('region', { name: '렌즈 색상' })).toBeVisible()
  await expect(sheet.getByRole('button', { name: /^상품 [\d,]+개 보기$/ })).toBeEnabled()
  expect(await axeSeriousOrCritical(page), 'axe on the filter sheet').toEqual([])
  await sheet.getByRole('button', { name: '닫기' }).click()
  await expect(sheet).toBeHidden()
  await expect(page.getByRole('group', { name: '필터', exact: true }).getByRole('button', { name: /^필터/ })).toBeFocused()

  await page.goto(`/search?searchWord=${encodeURIComponent('안경')}`)
  const types = page.getByRole('group', { name: '상품 유형' })
  await types.getByRole('button', { name: /^안경테 [\d,]+$/ }).click()
  await page.waitForURL(/category=01/)
  await sortByLowPrice(page)
  await expect(page).toHaveURL(/category=01/)
  expect(await axeSeriousOrCritical(page), 'axe on sorted search results').toEqual([])
  // One clear button: ours (the box is not a native search field that draws a second one).
  await expect(page.getByRole('button', { name: '검색어 지우기' })).toHaveCount(1)
  expect(await page.getByRole('combobox', { name: '검색어' }).getAttribute('type')).toBe('text')
})
