// @vitest-environment happy-dom
// The product page's share: KakaoTalk only with the shop's Kakao JavaScript key; otherwise the phone's share sheet,
// then a copied link.
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ok, renderWithApp } from './harness'

const api = vi.hoisted(() => ({ common: { siteInfo: vi.fn() } }))
vi.mock('~/client/api', () => ({ getApi: () => api }))
const { ShareButton } = await import('~/routes/products/-components/ShareButton')

const site = (kakaoJsKey: string | null) => ok({ marketName: '다비치마켓', share: { kakaoJsKey } })
const ui = <ShareButton title="라운드 메탈테" description="다비치 오리지널 · 60,000원" image="/img/goods/G000150.svg" />

let writeText: ReturnType<typeof vi.fn>
/** user-event puts its own clipboard on the navigator: the copy is watched after that. */
function setup() {
  const user = userEvent.setup()
  writeText = vi.fn().mockResolvedValue(undefined)
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
  return user
}
afterEach(() => {
  Reflect.deleteProperty(navigator, 'share')
  Reflect.deleteProperty(window, 'Kakao')
})

describe('ShareButton', () => {
  it('without a Kakao key: no KakaoTalk button; the share sheet, else the link is copied', async () => {
    api.common.siteInfo.mockResolvedValue(site(null))
    const user = setup()
    renderWithApp(ui)
    await waitFor(() => expect(api.common.siteInfo).toHaveBeenCalled())
    await user.click(screen.getByRole('button', { name: '공유하기' }))
    expect(screen.queryByRole('button', { name: '카카오톡으로 공유' })).toBeNull()
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(location.href))
    expect(await screen.findByText('링크를 복사했어요.')).toBeTruthy()

    const share = vi.fn().mockResolvedValue(undefined)
    Object.defineProperty(navigator, 'share', { value: share, configurable: true })
    await user.click(screen.getByRole('button', { name: '공유하기' }))
    await waitFor(() => expect(share).toHaveBeenCalledWith({ title: '라운드 메탈테', url: location.href }))
    expect(writeText).toHaveBeenCalledTimes(1)
  })

  it("with the key: a menu whose 카카오톡 sends the goods through Kakao's SDK (initialised once with the key)", async () => {
    api.common.siteInfo.mockResolvedValue(site('js-key-0123'))
    const sendDefault = vi.fn()
    let initialised = false
    const init = vi.fn(() => void (initialised = true))
    Object.assign(window, { Kakao: { init, isInitialized: () => initialised, Share: { sendDefault } } })
    const user = setup()
    renderWithApp(ui)
    const button = screen.getByRole('button', { name: '공유하기' })
    await waitFor(() => expect(button.getAttribute('aria-expanded')).toBe('false'))
    await user.click(button)
    await user.click(await screen.findByRole('button', { name: '카카오톡으로 공유' }))
    await waitFor(() => expect(sendDefault).toHaveBeenCalledTimes(1))
    expect(init).toHaveBeenCalledWith('js-key-0123')
    const link = { mobileWebUrl: location.href, webUrl: location.href }
    expect(sendDefault.mock.calls[0][0]).toEqual({
      objectType: 'feed',
      content: {
        title: '라운드 메탈테',
        description: '다비치 오리지널 · 60,000원',
        imageUrl: new URL('/img/goods/G000150.svg', location.href).href,
        link,
      },
      buttons: [{ title: '상품 보기', link }],
    })
    expect(screen.queryByRole('button', { name: '카카오톡으로 공유' })).toBeNull()
    await user.click(button)
    await user.click(await screen.findByRole('button', { name: '카카오톡으로 공유' }))
    await waitFor(() => expect(sendDefault).toHaveBeenCalledTimes(2))
    expect(init).toHaveBeenCalledTimes(1)
    // 링크 복사 is in the menu too
    await user.click(button)
    await user.click(await screen.findByRole('button', { name: '링크 복사' }))
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(location.href))
  })
})
