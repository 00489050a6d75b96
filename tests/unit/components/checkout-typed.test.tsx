// @vitest-environment happy-dom
// What the shopper typed on the order sheet stays typed: before the sheet was hydrated (its route's Suspense boundary
// hydrates after the shell), across a re-fetch of the sheet, and across a remount (the browser's back without the
// back-forward cache). The clean-clone CI found the first: family03 typed an address, the next render of the sheet
// put the server's empty fields back and the pay click met "우편번호를 입력해 주세요".
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Suspense, type ReactNode } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DialogProvider } from '~/client/components/Dialogs'
import type { OrderPageAnswer } from '~/shared/api/commerce-types'
import { amt, line, sheet as sheetOf } from './checkout-fixture'
import { ok } from './harness'

const api = vi.hoisted(() => ({
  order: { deliFree: vi.fn(), payment: vi.fn(), page: vi.fn(), close: vi.fn() },
  store: { list: vi.fn() },
}))
vi.mock('~/client/api', () => ({ getApi: () => api }))

const { CheckoutForm, CheckoutView, CHECKOUT_KEY } = await import('~/client/components/commerce/CheckoutView')

/** A member's sheet. */
const sheet = (over: Partial<OrderPageAnswer> = {}) => sheetOf({ memberYn: 'Y', ...over })
const source = { from: 'direct' as const, goods: [{ goodsNo: 'G100002', itemNo: 'G100002-01', buyQtt: 1 }] }
const pageAnswer = { orderInfoPO: { ordNo: '2026112700000009', status: '10', payAmt: 60000, payMethod: '3', goodsName: '라운드 메탈테' } }

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } })
const app = (qc: QueryClient, ui: ReactNode) => (
  <QueryClientProvider client={qc}>
    <DialogProvider>{ui}</DialogProvider>
  </QueryClientProvider>
)
const input = (selector: string) => document.querySelector<HTMLInputElement>(selector)!
/** What a browser does when the shopper types (or Playwright fills): the DOM value changes, then `input` fires. */
function typeRaw(selector: string, text: string) {
  const el = input(selector)
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(el, text)
  el.dispatchEvent(new Event('input', { bubbles: true }))
}
const paid = () => (api.order.payment.mock.calls[0]?.[0] ?? null) as { orderToken: string; delivery: Record<string, string> } | null

beforeEach(() => {
  api.order.deliFree.mockResolvedValue(ok({ order: { goods: [line], paymentAmt: amt, maxPointUse: 0 }, coupons: [] }))
  api.order.payment.mockResolvedValue(ok({ ...pageAnswer, orderPayPO: null }))
  api.order.close.mockResolvedValue(ok({}))
  vi.spyOn(window.location, 'assign').mockImplementation(() => undefined)
})
afterEach(() => {
  vi.restoreAllMocks()
})

describe('the order sheet keeps what the shopper typed', () => {
  let root: Root | null = null
  afterEach(async () => {
    await act(async () => root?.unmount())
    root = null
    document.body.innerHTML = ''
  })

  it('typed into the server HTML before the sheet hydrated: kept when the sheet renders again, and paid with', async () => {
    // The server's HTML, the route's component inside a Suspense boundary as the router renders it: React hydrates
    // the shell first and such a boundary later, so the shell reports "hydrated" while the sheet is still HTML.
    const ui = (qc: QueryClient) => app(qc, <Suspense fallback={null}>{<CheckoutForm data={sheet()} />}</Suspense>)
    const container = document.createElement('div')
    document.body.appendChild(container)
    container.innerHTML = renderToString(ui(client()))
    root = hydrateRoot(container, ui(client()))
    // The shopper types the post code and the street into the fields on screen right away…
    typeRaw('#zip', '06236')
    typeRaw('#addr1', '서울 강남구 테헤란로 152')
    await act(async () => {})
    // …then the rest once the sheet is live (every keystroke renders the sheet again).
    const user = userEvent.setup()
    await user.type(input('#addr2'), '10층')
    expect(input('#zip').value).toBe('06236')
    expect(input('#addr1').value).toBe('서울 강남구 테헤란로 152')
    await user.click(screen.getByLabelText(/결제 진행에 동의합니다/))
    await user.click(screen.getByRole('button', { name: /원 결제하기$/ }))
    await waitFor(() => expect(api.order.payment).toHaveBeenCalledTimes(1))
    expect(paid()!.delivery).toMatchObject({ zipCode: '06236', address1: '서울 강남구 테헤란로 152', address2: '10층' })
  })

  it('a re-fetched sheet (back from a payment window left open) keeps the fields; a failed re-fetch keeps the sheet', async () => {
    // This tab left a payment window without its 닫기: the sheet closes that checkout and fetches a fresh one.
    sessionStorage.setItem(CHECKOUT_KEY, JSON.stringify({ ordNo: '2026112700000001', at: Date.now() }))
    let closed!: () => void
    api.order.close.mockReturnValue(new Promise((resolve) => (closed = () => resolve(ok({})))))
    api.order.page.mockResolvedValueOnce(ok(sheet())).mockResolvedValueOnce(ok(sheet({ orderToken: 'tok-fresh-00000000000' })))
    const user = userEvent.setup()
    const qc = client()
    render(app(qc, <CheckoutView source={source} />))
    await user.type(await screen.findByLabelText('우편번호'), '06236')
    await user.type(input('#addr1'), '서울 강남구 테헤란로 152')
    // The fresh sheet arrives while the shopper types.
    closed()
    await waitFor(() => expect(api.order.page).toHaveBeenCalledTimes(2))
    await waitFor(() => expect(qc.getQueryData<OrderPageAnswer>(['order', 'page', source])?.orderToken).toBe('tok-fresh-00000000000'))
    await user.type(input('#addr2'), '10층')
    expect(input('#zip').value).toBe('06236')
    expect(input('#addr1').value).toBe('서울 강남구 테헤란로 152')
    // A re-fetch that fails (the network, a busy server) leaves the sheet and its fields where they are.
    api.order.page.mockResolvedValueOnce({
      ok: false,
      status: 503,
      error: { status: 503, errors: [{ field: '', reason: '잠시 후 다시 시도해 주세요.' }] },
    })
    await act(async () => {
      await qc.refetchQueries({ queryKey: ['order', 'page'] })
    })
    expect(screen.queryByText('주문서를 만들지 못했어요.')).toBeNull()
    expect(input('#zip').value).toBe('06236')
    await user.click(screen.getByLabelText(/결제 진행에 동의합니다/))
    await user.click(screen.getByRole('button', { name: /원 결제하기$/ }))
    await waitFor(() => expect(api.order.payment).toHaveBeenCalledTimes(1))
    expect(paid()!.orderToken).toBe('tok-fresh-00000000000')
    expect(paid()!.delivery).toMatchObject({ zipCode: '06236', address1: '서울 강남구 테헤란로 152', address2: '10층' })
  })

  it('opened again in this tab (the browser back without its cache): the draft comes back, for the same shopper only', async () => {
    api.order.page.mockResolvedValue(ok(sheet()))
    const user = userEvent.setup()
    const first = render(app(client(), <CheckoutView source={source} />))
    await user.type(await screen.findByLabelText('우편번호'), '06236')
    await user.type(input('#addr1'), '서울 강남구 테헤란로 152')
    await user.click(screen.getByRole('radio', { name: '카카오페이' }))
    first.unmount()

    const again = render(app(client(), <CheckoutView source={source} />))
    await screen.findByLabelText('우편번호')
    await waitFor(() => expect(input('#zip').value).toBe('06236'))
    expect(input('#addr1').value).toBe('서울 강남구 테헤란로 152')
    expect((screen.getByRole('radio', { name: '카카오페이' }) as HTMLInputElement).checked).toBe(true)
    // never the agreement: it is asked each time
    expect((screen.getByLabelText(/결제 진행에 동의합니다/) as HTMLInputElement).checked).toBe(false)
    again.unmount()

    // Another member in this tab does not get it.
    api.order.page.mockResolvedValue(ok(sheet({ orderer: { name: '박다른', mobile: '01099998888', email: 'other@example.com' } })))
    render(app(client(), <CheckoutView source={source} />))
    await screen.findByLabelText('우편번호')
    await act(async () => {})
    expect(input('#zip').value).toBe('')
  })
})
