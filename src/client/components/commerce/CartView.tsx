import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { CartAnswer, CartLine } from '~/shared/api/commerce-types'
import { goodsTypeName } from '~/shared/codes'
import { formatNumber } from '~/shared/format'
import { signInHref } from '~/shared/route-guards'
import { getApi } from '../../api'
import { cartQueries } from '../../queries/cart'
import { useDialog } from '../Dialogs'
import { EmptyState, ErrorState, ListSkeleton, PageTitle, Row, Won, btn } from '~/client/components/ui'

function reservationHref(l: CartLine) {
  return `/davichstore/reservation?goodsNo=${encodeURIComponent(l.goodsNo)}&itemNo=${encodeURIComponent(l.itemNo)}`
}

const CHECKOUT_FROM_CART = '/products/payment?from=cart'

/**
 * The cart: select, change quantity, remove (with a confirm), and go to the order page. `guest` (the /cart page):
 * ordering asks to sign in — the cart stays, merged into the member's — or goes on as a guest order.
 */
export function CartView({ guest }: { guest?: boolean } = {}) {
  const qc = useQueryClient()
  const dialog = useDialog()
  const q = useQuery(cartQueries.list())
  const apply = (data: CartAnswer) => qc.setQueryData(cartQueries.list().queryKey, data)
  const m = useMutation({
    mutationFn: async (fn: () => ReturnType<ReturnType<typeof getApi>['cart']['list']>) => fn(),
    onSuccess: async (r) => {
      if (r.ok) apply(r.data)
      else await dialog.warn(r.error.errors[0]?.reason ?? '요청을 처리하지 못했어요. 잠시 후 다시 시도해 주세요.')
    },
  })
  if (q.isPending) return <ListSkeleton rows={3} media />
  if (q.isError || !q.data) {
    return (
      <ErrorState
        title="장바구니를 불러오지 못했어요."
        action={
          <button type="button" className={btn.secondary} onClick={() => void q.refetch()}>
            다시 시도
          </button>
        }
      >
        네트워크 상태를 확인한 뒤 다시 시도해 주세요.
      </ErrorState>
    )
  }
  const cart = q.data
  if (!cart.cartList.length) {
    return (
      <EmptyState
        title="장바구니가 비어 있어요."
        action={
          <Link to="/main" className={btn.primary}>
            쇼핑하러 가기
          </Link>
        }
      >
        마음에 드는 안경테와 선글라스를 담아 보세요.
      </EmptyState>
    )
  }
  const api = getApi()
  const allSelected = cart.cartList.every((l) => l.selectYn === 'Y')
  const selectedNos = cart.cartList.filter((l) => l.selectYn === 'Y').map((l) => l.cartNo)
  const orderable = cart.cartList.filter((l) => l.selectYn === 'Y' && l.reservationOnlyYn === 'N')
  const reservationLines = cart.cartList.filter((l) => l.selectYn === 'Y' && l.reservationOnlyYn === 'Y')

  async function remove(nos: number[]) {
    if (!nos.length) return dialog.warn('삭제할 상품을 선택해 주세요.')
    const ok = await dialog.confirm(`선택한 상품 ${nos.length}개를 장바구니에서 삭제할까요?`, { confirmLabel: '삭제' })
    if (ok) m.mutate(() => api.cart.remove(nos))
  }

  return (
    <div className="grid gap-4 md:grid-cols-[1fr_320px] md:items-start">
      <div className="space-y-3">
        <PageTitle sub={`${cart.cartCount}개 상품`}>장바구니</PageTitle>
        <div className="flex items-center justify-between rounded-xl bg-gray-50 px-3 py-2 text-sm">
          <label className="flex items-center gap-2 font-semibold">
            <input
              type="checkbox"
              className="h-4 w-4 accent-brand-600"
              checked={allSelected}
              onChange={() =>
                m.mutate(() =>
                  api.cart.select(
                    cart.cartList.map((l) => l.cartNo),
                    allSelected ? 'N' : 'Y',
                  ),
                )
              }
            />
            전체 선택 ({selectedNos.length}/{cart.cartCount})
          </label>
          <button type="button" className={btn.small} onClick={() => void remove(selectedNos)} disabled={m.isPending}>
            선택 삭제
          </button>
        </div>
        {cart.notice ? (
          <p role="note" className="rounded-xl border border-amber-200 bg-amber-50 p-3 text-[13px] leading-relaxed text-amber-900">
            <strong className="block font-bold">매장 예약 상품이 함께 담겨 있어요</strong>
            {cart.mixedCategoriesYn === 'Y'
              ? '주문하시면 택배·픽업 상품은 결제로, 안경렌즈·콘택트렌즈는 매장 방문 예약으로 나누어 진행돼요. '
              : '안경렌즈·콘택트렌즈는 매장 방문 예약으로만 구매하실 수 있어요. '}
            {cart.notice}
          </p>
        ) : null}
        <ul className="space-y-3">
          {cart.cartList.map((l) => (
            <li key={l.cartNo} className="flex gap-3 rounded-2xl border border-gray-100 p-3 md:p-4">
              <input
                type="checkbox"
                aria-label={`${l.goodsNm} 선택`}
                className="mt-1 h-4 w-4 shrink-0 accent-brand-600"
                checked={l.selectYn === 'Y'}
                onChange={() => m.mutate(() => api.cart.select([l.cartNo], l.selectYn === 'Y' ? 'N' : 'Y'))}
              />
              <Link to="/products/$id" params={{ id: l.goodsNo }} className="shrink-0">
                <img src={l.imgSrc} alt={l.goodsNm} width={80} height={80} className="h-20 w-20 rounded-xl bg-gray-50 object-cover" />
              </Link>
              <div className="min-w-0 flex-1">
                <p className="text-xs font-semibold text-gray-500">
                  {l.brandNm} · {goodsTypeName(l.goodsTypeCd)}
                </p>
                <p className="line-clamp-2 text-sm font-medium text-gray-900">{l.goodsNm}</p>
                <p className="mt-0.5 text-xs text-gray-500">옵션: {l.itemNm}</p>
                {l.reservationOnlyYn === 'Y' ? (
                  <p className="mt-1 inline-flex items-center gap-2 text-xs">
                    <span className="rounded bg-brand-50 px-1.5 py-0.5 font-semibold text-brand-700">예약전용</span>
                    <a href={reservationHref(l)} className="font-semibold text-brand-700 underline">
                      매장 예약하기
                    </a>
                  </p>
                ) : null}
                <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
                  <div className="inline-flex items-center rounded-lg border border-gray-300" role="group" aria-label={`${l.goodsNm} 수량`}>
                    <button
                      type="button"
                      className="h-8 w-8 text-lg disabled:opacity-30"
                      aria-label="수량 줄이기"
                      disabled={l.buyQtt <= 1 || m.isPending}
                      onClick={() => m.mutate(() => api.cart.change({ cartNo: l.cartNo, buyQtt: l.buyQtt - 1 }))}
                    >
                      −
                    </button>
                    <span className="w-8 text-center text-sm" aria-live="polite">
                      {l.buyQtt}
                    </span>
                    <button
                      type="button"
                      className="h-8 w-8 text-lg disabled:opacity-30"
                      aria-label="수량 늘리기"
                      disabled={l.buyQtt >= 99 || (l.reservationOnlyYn === 'N' && l.buyQtt >= l.stockQtt) || m.isPending}
                      onClick={() => m.mutate(() => api.cart.change({ cartNo: l.cartNo, buyQtt: l.buyQtt + 1 }))}
                    >
                      +
                    </button>
                  </div>
                  <p className="text-right">
                    {l.customerPrice > l.salePrice ? (
                      <del className="mr-1 text-xs text-gray-500">{formatNumber(l.customerPrice * l.buyQtt)}원</del>
                    ) : null}
                    <Won value={l.lineAmt} className="text-[15px] font-bold" />
                  </p>
                </div>
                {l.reservationOnlyYn === 'N' && l.stockQtt < l.buyQtt ? (
                  <p className="mt-1 text-xs font-semibold text-accent">재고가 {l.stockQtt}개 남았어요.</p>
                ) : null}
              </div>
              <button
                type="button"
                aria-label={`${l.goodsNm} 삭제`}
                className="h-7 w-7 shrink-0 rounded-full text-gray-500 hover:bg-gray-100"
                onClick={() => void remove([l.cartNo])}
              >
                ✕
              </button>
            </li>
          ))}
        </ul>
      </div>
      <aside className="rounded-2xl border border-gray-100 p-4 md:sticky md:top-20">
        <h2 className="mb-2 text-base font-bold">결제 예정 금액</h2>
        <dl>
          <Row label="상품 금액">
            <Won value={cart.goodsAmt} />
          </Row>
          <Row label="배송비">{cart.dlvrAmt ? <Won value={cart.dlvrAmt} /> : '무료'}</Row>
          <Row label="결제 예정 금액" strong>
            <Won value={cart.payAmt} className="text-lg text-brand-700" />
          </Row>
        </dl>
        <p className="mt-1 text-xs text-gray-500">50,000원 이상 구매 시 무료배송 · 매장 픽업은 배송비가 없어요.</p>
        {reservationLines.length ? (
          <p className="mt-2 text-xs text-gray-600">
            예약전용 상품 {reservationLines.length}개는 결제 금액에서 제외되고 매장 예약으로 안내돼요.
          </p>
        ) : null}
        {guest && orderable.length ? (
          <div className="mt-4 space-y-2">
            <a href={signInHref(CHECKOUT_FROM_CART, CHECKOUT_FROM_CART)} className={`${btn.primary} w-full`}>
              로그인하고 {orderable.length}개 상품 주문하기
            </a>
            <a href={CHECKOUT_FROM_CART} className={`${btn.secondary} w-full`}>
              비회원으로 주문하기
            </a>
            <p className="text-xs text-gray-500">로그인하면 담은 상품이 그대로 옮겨지고, 쿠폰과 포인트를 쓸 수 있어요.</p>
          </div>
        ) : (
          <a
            href={orderable.length ? '/products/payment?from=cart' : undefined}
            aria-disabled={!orderable.length}
            className={`${btn.primary} mt-4 w-full ${orderable.length ? '' : 'pointer-events-none opacity-50'}`}
          >
            {orderable.length
              ? `${orderable.length}개 상품 주문하기`
              : reservationLines.length
                ? '예약전용 상품은 매장 예약을 이용해 주세요'
                : '주문할 상품을 선택해 주세요'}
          </a>
        )}
      </aside>
    </div>
  )
}
