import { Link } from '@tanstack/react-router'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { getApi } from '~/client/api'
import { useDialog } from '~/client/components/Dialogs'
import { Badge, btn, EmptyState, field, ListSkeleton, Won } from '~/client/components/ui'
import { useSchemaForm } from '~/client/hooks/useSchemaForm'
import { benefitQueries } from '~/client/queries/benefits'
import { orderQueries } from '~/client/queries/orders'
import { formatDate8 } from '~/shared/calendar'
import { formatNumber } from '~/shared/format'
import { giftCardRegisterBody } from '~/shared/schemas/benefit'
import { Barcode, Failed, GiftCardHead, ymdDots } from './shared'

/** Gift cards: register by number (`code`: a gift SMS's link fills it in), total balance, the list (each to its detail). */
export function GiftCardsView({ code }: { code?: string }) {
  const q = useQuery(benefitQueries.giftCards())
  return (
    <>
      <RegisterForm code={code} />
      {q.isPending ? (
        <ListSkeleton rows={2} />
      ) : q.isError ? (
        <Failed what="상품권" retry={() => void q.refetch()} />
      ) : (
        <>
          <p className="mb-3 text-sm text-gray-700">
            사용할 수 있는 상품권 잔액 <strong className="text-lg text-gray-900">{formatNumber(q.data.balance)}원</strong>
          </p>
          {!q.data.cards.length ? (
            <EmptyState title="등록된 상품권이 없어요.">받으신 다비치 상품권의 번호 16자리를 위에 입력해 등록해 주세요.</EmptyState>
          ) : (
            <ul className="grid gap-3 md:grid-cols-2">
              {q.data.cards.map((g) => (
                <li key={g.cardId}>
                  <Link
                    to="/mypage/myservice/giftcoupondetail"
                    search={{ cardId: g.cardId }}
                    className="block rounded-2xl border border-gray-200 p-4 text-sm hover:border-brand-600"
                  >
                    <GiftCardHead g={g} />
                    <p className="mt-1 font-mono text-xs text-gray-600">{g.cardNo}</p>
                    <p className="text-xs text-gray-600">
                      유효기간 {formatDate8(g.issueYmd, '.')} ~ {formatDate8(g.expireYmd, '.')}
                    </p>
                  </Link>
                </li>
              ))}
            </ul>
          )}
          <p className="mt-4 text-xs text-gray-600">
            상품권은 주문할 때 한 장 전액을 한 번에 사용해요. 주문에 쓴 상품권은{' '}
            <Link to="/mypage/manageorder/giftcoupon" className="underline">
              주문 관리 › 상품권
            </Link>
            에서도 볼 수 있어요.
          </p>
        </>
      )}
    </>
  )
}

function RegisterForm({ code }: { code?: string }) {
  const [cardNo, setCardNo] = useState(code ? code.replace(/(\d{4})(?=\d)/g, '$1-') : '')
  const form = useSchemaForm(giftCardRegisterBody)
  const qc = useQueryClient()
  const dialog = useDialog()
  const m = useMutation({
    mutationFn: (no: string) => getApi().benefit.registerGiftCard(no),
    onSuccess: async (r) => {
      if (!r.ok) return form.setApiErrors(r.error.errors)
      setCardNo('')
      await qc.invalidateQueries({ queryKey: benefitQueries.giftCards().queryKey })
      await qc.invalidateQueries({ queryKey: orderQueries.giftCards().queryKey })
      await qc.invalidateQueries({ queryKey: benefitQueries.vouchers().queryKey })
      await dialog.alert(`${r.data.cardNm}(${formatNumber(r.data.amount)}원)을 등록했어요.`)
    },
  })
  return (
    <form
      className="mb-6 rounded-2xl bg-gray-50 p-4"
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        const body = form.validate({ cardNo })
        if (body) m.mutate(body.cardNo)
      }}
    >
      <label htmlFor="gift-card-no" className={field.label}>
        상품권 번호
      </label>
      <div className="flex gap-2">
        <input
          id="gift-card-no"
          inputMode="numeric"
          autoComplete="off"
          maxLength={19}
          placeholder="숫자 16자리 (예: 1234-5678-9012-3456)"
          className={field.input}
          value={cardNo}
          onChange={(e) => {
            setCardNo(e.target.value)
            form.clear('cardNo')
          }}
          aria-invalid={form.error('cardNo') ? true : undefined}
          aria-describedby="gift-card-msg"
        />
        <button type="submit" className={btn.field} disabled={m.isPending}>
          {m.isPending ? '등록 중…' : '등록'}
        </button>
      </div>
      <p id="gift-card-msg" className={form.error('cardNo') ? field.error : field.hint} role={form.error('cardNo') ? 'alert' : undefined}>
        {form.error('cardNo') ?? '상품권 뒷면의 번호를 입력해 주세요. 한 번 등록한 상품권은 다른 계정에 등록할 수 없어요.'}
      </p>
    </form>
  )
}

export function GiftCardDetailView({ cardId }: { cardId: number }) {
  const q = useQuery(benefitQueries.giftCard(cardId))
  if (q.isPending) return <ListSkeleton rows={2} />
  if (q.isError) return <Failed what="상품권" retry={() => void q.refetch()} />
  const g = q.data
  return (
    <>
      <section className="rounded-2xl bg-gray-900 p-5 text-white">
        <div className="flex items-center justify-between">
          <p className="font-bold">{g.cardNm}</p>
          <span className="rounded bg-white/15 px-2 py-0.5 text-xs">{g.status}</span>
        </div>
        <p className="mt-3 text-sm text-gray-200">잔액</p>
        <p className="text-3xl font-bold">{formatNumber(g.balance)}원</p>
        <p className="mt-2 font-mono text-sm text-gray-200">{g.cardNo}</p>
        <p className="text-xs text-gray-200">
          금액 {formatNumber(g.amount)}원 · 유효기간 {formatDate8(g.issueYmd, '.')} ~ {formatDate8(g.expireYmd, '.')}
        </p>
      </section>
      {g.barcode ? (
        <section aria-label="매장 사용 바코드" className="mt-4">
          <Barcode svg={g.barcode.svg} value={g.barcode.value} label={g.cardNm} />
          <p className="mt-2 text-xs text-gray-600">다비치 매장 계산대에서 바코드를 보여 주세요. 쓰고 남은 금액은 그대로 남아요.</p>
        </section>
      ) : null}
      <h2 className="mb-2 mt-6 text-base font-bold">사용 내역</h2>
      {!g.history.length ? (
        <EmptyState title="아직 내역이 없어요." />
      ) : (
        <ul className="divide-y divide-gray-100 rounded-2xl border border-gray-200">
          {g.history.map((h) => (
            <li key={h.histNo} className="flex items-center justify-between px-4 py-3 text-sm">
              <div>
                <p className="font-semibold">{h.kindNm}</p>
                <p className="text-xs text-gray-600">
                  {ymdDots(h.regDttm)}
                  {h.ordNo ? ` · 주문 ${h.ordNo}` : h.storeNm ? ` · ${h.storeNm} 매장 사용` : ''}
                </p>
              </div>
              <p className={`font-bold ${h.kind === 'USE' ? 'text-gray-900' : 'text-brand-700'}`}>
                {h.kind === 'USE' ? '−' : '+'}
                {formatNumber(h.amount)}원
              </p>
            </li>
          ))}
        </ul>
      )}
      <Link to="/mypage/myservice/giftcoupon" className={`${btn.secondary} mt-6 w-full`}>
        상품권 목록으로
      </Link>
    </>
  )
}

/** Digital coupons bought or received (the same rows as 주문 관리 › 디지털 쿠폰), each to its detail with the barcode. */
export function DigitalCouponsView() {
  const q = useQuery(orderQueries.digitalCoupons())
  if (q.isPending) return <ListSkeleton rows={2} />
  if (q.isError) return <Failed what="디지털 쿠폰" retry={() => void q.refetch()} />
  if (!q.data.coupons.length)
    return (
      <EmptyState
        title="가지고 계신 디지털 쿠폰이 없어요."
        action={
          <Link to="/products" className={btn.secondary}>
            쇼핑하러 가기
          </Link>
        }
      >
        구매하거나 선물 받은 모바일 교환권이 이곳에 보여요.
      </EmptyState>
    )
  return (
    <ul className="grid gap-3 md:grid-cols-2">
      {q.data.coupons.map((c) => (
        <li key={c.couponNo}>
          <Link
            to="/mypage/myservice/digitalcoupondetail"
            search={{ couponNo: c.couponNo }}
            className="block rounded-2xl border border-gray-200 p-4 text-sm hover:border-brand-600"
          >
            <div className="flex items-center justify-between">
              <p className="font-bold">{c.couponNm}</p>
              <Badge tone={c.status === '사용가능' ? 'brand' : 'gray'} className="px-2 text-xs">
                {c.status}
              </Badge>
            </div>
            <Won value={c.amount} className="mt-1 block text-lg font-bold" />
            <p className="text-xs text-gray-600">
              구매 {formatDate8(c.buyYmd, '.')} · {formatDate8(c.expireYmd, '.')}까지
            </p>
          </Link>
        </li>
      ))}
    </ul>
  )
}

export function DigitalCouponDetailView({ couponNo }: { couponNo: string }) {
  const q = useQuery(benefitQueries.digitalCoupon(couponNo))
  if (q.isPending) return <ListSkeleton rows={2} />
  if (q.isError) return <Failed what="디지털 쿠폰" retry={() => void q.refetch()} />
  const c = q.data
  return (
    <>
      <section className="rounded-2xl border border-gray-200 p-5">
        <div className="flex items-center justify-between">
          <p className="text-lg font-bold">{c.couponNm}</p>
          <Badge tone={c.status === '사용가능' ? 'brand' : 'gray'} className="px-2 text-xs">
            {c.status}
          </Badge>
        </div>
        <Won value={c.amount} className="mt-1 block text-2xl font-bold" />
        {c.barcode ? (
          <Barcode svg={c.barcode.svg} value={c.barcode.value} label={c.couponNm} />
        ) : (
          <p className="mt-3 rounded-xl bg-gray-50 p-3 text-sm text-gray-600">{c.status} 상태라 바코드를 보여 드리지 않아요.</p>
        )}
        <dl className="mt-4 grid grid-cols-[6rem_1fr] gap-y-1 text-sm">
          <dt className="text-gray-600">유효기간</dt>
          <dd>
            {formatDate8(c.buyYmd, '.')} ~ {formatDate8(c.expireYmd, '.')}
          </dd>
          <dt className="text-gray-600">결제 수단</dt>
          <dd>
            {c.payMethodNm}
            {c.cardCompanyName ? ` · ${c.cardCompanyName}` : ''}
          </dd>
        </dl>
        <p className="mt-3 text-xs text-gray-600">매장 계산대에서 바코드를 보여 주시면 교환해 드려요.</p>
      </section>
      <Link to="/mypage/myservice/paysdigitalcoupon" className={`${btn.secondary} mt-6 w-full`}>
        디지털 쿠폰 목록으로
      </Link>
    </>
  )
}
