import { Link } from '@tanstack/react-router'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { getApi } from '~/client/api'
import { useDialog } from '~/client/components/Dialogs'
import { openPaymentWindow, payDevice } from '~/client/components/commerce/payment-window'
import { Badge, btn, EmptyState, Field, FormError, ListSkeleton, Won, type BadgeTone } from '~/client/components/ui'
import { useSchemaForm } from '~/client/hooks/useSchemaForm'
import { benefitQueries } from '~/client/queries/benefits'
import { orderQueries } from '~/client/queries/orders'
import type { VoucherItem } from '~/shared/api/voucher-types'
import { VOUCHER_FACES, type VoucherFace } from '~/shared/benefits/vouchers'
import { formatDate8 } from '~/shared/calendar'
import { formatNumber } from '~/shared/format'
import { voucherSendBody } from '~/shared/schemas/voucher'
import { Failed, ymdDots } from './shared'

/** 모바일 상품권 (issue 28): buy one by card, keep it or send it to a mobile number; what was bought and received. */
export function VoucherServiceView({ paid }: { paid?: string }) {
  const q = useQuery(benefitQueries.vouchers())
  return (
    <div className="space-y-8">
      {paid ? <PaidNotice ordNo={paid} item={q.data?.bought.find((b) => b.ordNo === paid)} /> : null}
      <BuyPanel />
      <section aria-labelledby="vouchers-bought">
        <h2 id="vouchers-bought" className="mb-3 text-base font-bold">
          구매한 상품권
        </h2>
        {q.isPending ? (
          <ListSkeleton rows={2} />
        ) : q.isError ? (
          <Failed what="모바일 상품권" retry={() => void q.refetch()} />
        ) : !q.data.bought.length ? (
          <EmptyState title="구매한 모바일 상품권이 없어요.">위에서 금액을 골라 구매하시면 선물하거나 직접 쓰실 수 있어요.</EmptyState>
        ) : (
          <ul className="grid gap-3 md:grid-cols-2">
            {q.data.bought.map((v) => (
              <li key={v.ordNo}>
                <BoughtCard v={v} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="vouchers-received">
        <h2 id="vouchers-received" className="mb-3 text-base font-bold">
          선물 받은 상품권
        </h2>
        {q.isPending ? (
          <ListSkeleton rows={1} />
        ) : q.isError ? null : !q.data.received.length ? (
          <EmptyState
            title="선물 받은 모바일 상품권이 없어요."
            action={
              <Link to="/mypage/myservice/giftcoupon" className={btn.secondary}>
                상품권 번호 등록하기
              </Link>
            }
          >
            문자로 받으신 상품권은 번호 16자리를 등록하면 이곳과 상품권함에 보여요.
          </EmptyState>
        ) : (
          <ul className="grid gap-3 md:grid-cols-2">
            {q.data.received.map((v) => (
              <li key={v.ordNo}>
                <ReceivedCard v={v} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}

/** The order-management view: each purchase with its payment and where it went, and what was received. */
export function VoucherOrdersView() {
  const q = useQuery(benefitQueries.vouchers())
  if (q.isPending) return <ListSkeleton rows={2} />
  if (q.isError) return <Failed what="모바일 상품권" retry={() => void q.refetch()} />
  const rows = [...q.data.bought.map((v) => ({ v, mine: true })), ...q.data.received.map((v) => ({ v, mine: false }))]
  if (!rows.length)
    return (
      <EmptyState
        title="모바일 상품권 구매·선물 내역이 없어요."
        action={
          <Link to="/mypage/myservice/paysdigitalcoupon" className={btn.secondary}>
            모바일 상품권 구매하기
          </Link>
        }
      />
    )
  return (
    <ul className="divide-y divide-gray-100 rounded-2xl border border-gray-200">
      {rows.map(({ v, mine }) => (
        <li key={`${mine ? 'b' : 'r'}${v.ordNo}`} className="flex items-start justify-between gap-3 px-4 py-3 text-sm">
          <div className="min-w-0 flex-1">
            <p className="flex flex-wrap items-center gap-1.5 font-semibold">
              <Badge tone={mine ? 'blue' : 'brand'}>{mine ? '구매' : '받음'}</Badge>
              {v.cardNm}
            </p>
            <p className="mt-0.5 text-xs text-gray-600">
              {mine
                ? `${ymdDots(v.boughtAt)} 결제 · ${v.payMethodNm} · 주문번호 ${v.ordNo}`
                : `${ymdDots(v.registeredAt)} 등록 · ${v.buyerNm}님의 선물`}
            </p>
            <p className="text-xs text-gray-600">{whereItWent(v, mine)}</p>
          </div>
          <div className="shrink-0 text-right">
            <Badge tone={stateTone(v)}>{v.stateNm}</Badge>
            <p className="mt-1 font-bold">{formatNumber(v.faceAmt)}원</p>
          </div>
        </li>
      ))}
    </ul>
  )
}

function whereItWent(v: VoucherItem, mine: boolean) {
  const use = v.used > 0 ? ` · ${formatNumber(v.used)}원 사용, 잔액 ${formatNumber(v.balance)}원` : ''
  if (!mine) return `잔액 ${formatNumber(v.balance)}원${v.used > 0 ? ` (${formatNumber(v.used)}원 사용)` : ''}`
  if (v.state === 'KEPT') return '보관 중 · 선물하거나 내 상품권함에 등록할 수 있어요.'
  if (v.state === 'SENT') return `${v.recipient?.name ?? ''}님(${v.recipient?.mobile ?? ''})께 선물 · 등록 전`
  if (v.state === 'REGISTERED')
    return v.holderNm === '나' ? `내 상품권함에 등록${use}` : `${v.recipient?.mobile ?? ''} ${v.holderNm}님이 등록${use}`
  return v.stateNm
}

const stateTone = (v: VoucherItem): BadgeTone =>
  v.stateNm === '사용 완료' || v.state === 'CANCELLED' ? 'gray' : v.state === 'SENT' ? 'amber' : v.state === 'KEPT' ? 'blue' : 'brand'

function PaidNotice({ ordNo, item }: { ordNo: string; item: VoucherItem | undefined }) {
  return (
    <div role="status" className="rounded-2xl bg-brand-50 p-4 text-sm text-brand-900">
      <p className="font-bold">{item ? `${item.cardNm} 결제가 완료되었어요.` : '모바일 상품권 결제가 완료되었어요.'}</p>
      <p className="mt-1">아래 ‘구매한 상품권’에서 선물할 분의 휴대폰 번호로 보내거나, 내 상품권함에 등록해 직접 쓰실 수 있어요.</p>
      <p className="mt-1 text-xs text-brand-800">주문번호 {ordNo}</p>
    </div>
  )
}

function BuyPanel() {
  const [face, setFace] = useState<VoucherFace | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [orderToken] = useState(() => crypto.randomUUID())
  const dialog = useDialog()
  const groupId = useId()
  const m = useMutation({
    mutationFn: (faceAmt: VoucherFace) => getApi().voucher.order({ faceAmt, orderToken, payDevice: payDevice() }),
    onSuccess: async (r) => {
      if (!r.ok) {
        setError(r.error.errors[0]?.reason ?? '주문을 접수하지 못했어요. 잠시 후 다시 시도해 주세요.')
        return
      }
      if (!r.data.orderPayPO) {
        await dialog.warn('이미 결제가 끝난 주문이에요. 화면을 새로 고쳐 주세요.')
        return
      }
      openPaymentWindow(r.data.orderPayPO.payUrl, r.data.orderPayPO.params)
    },
  })
  return (
    <section aria-labelledby="voucher-buy" className="rounded-2xl border border-gray-200 p-4 md:p-5">
      <h2 id="voucher-buy" className="text-base font-bold">
        모바일 상품권 구매
      </h2>
      <p className="mt-1 text-sm text-gray-600">다비치 매장과 다비치마켓에서 현금처럼 쓰는 상품권이에요. 선물하기도 할 수 있어요.</p>
      <fieldset className="mt-3" aria-describedby={`${groupId}-msg`}>
        <legend className="sr-only">상품권 금액</legend>
        <div className="grid grid-cols-2 gap-2 md:grid-cols-4">
          {VOUCHER_FACES.map((f) => (
            <label
              key={f}
              className={`flex min-h-14 cursor-pointer items-center justify-center rounded-xl border text-sm font-bold has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 ${
                face === f ? 'border-brand-600 bg-brand-50 text-brand-800' : 'border-gray-300 bg-white text-gray-800'
              }`}
            >
              <input
                type="radio"
                name="voucher-face"
                value={f}
                checked={face === f}
                onChange={() => {
                  setFace(f)
                  setError(null)
                }}
                className="sr-only"
              />
              {formatNumber(f)}원
            </label>
          ))}
        </div>
      </fieldset>
      <div id={`${groupId}-msg`}>
        <FormError message={error} />
      </div>
      <button
        type="button"
        className={`${btn.primary} mt-3 w-full md:w-auto`}
        disabled={m.isPending}
        onClick={() => (face ? m.mutate(face) : setError('구매하실 상품권 금액을 골라 주세요.'))}
      >
        {m.isPending ? '결제창을 여는 중…' : face ? `${formatNumber(face)}원 카드로 결제하기` : '카드로 결제하기'}
      </button>
      <ul className="mt-3 list-disc space-y-0.5 pl-5 text-xs text-gray-600">
        <li>유효기간은 구매일로부터 5년이에요. 매장에서는 나눠 쓸 수 있고, 남은 금액은 온라인 주문에도 쓸 수 있어요.</li>
        <li>사용하지 않은 상품권은 구매 후 7일 안에 결제를 취소할 수 있어요. (고객센터 1:1 문의)</li>
        <li>금액의 60%(1만원 이하 상품권은 80%) 이상 쓰면 남은 금액을 현금으로 돌려받을 수 있어요.</li>
      </ul>
    </section>
  )
}

function useVoucherRefresh() {
  const qc = useQueryClient()
  return async () => {
    await qc.invalidateQueries({ queryKey: benefitQueries.vouchers().queryKey })
    await qc.invalidateQueries({ queryKey: benefitQueries.giftCards().queryKey })
    await qc.invalidateQueries({ queryKey: orderQueries.giftCards().queryKey })
  }
}

function BoughtCard({ v }: { v: VoucherItem }) {
  const [sending, setSending] = useState(false)
  const dialog = useDialog()
  const refresh = useVoucherRefresh()
  const keep = useMutation({
    mutationFn: () => getApi().voucher.keep(v.ordNo),
    onSuccess: async (r) => {
      await refresh()
      if (!r.ok) return dialog.warn(r.error.errors[0]?.reason ?? '등록하지 못했어요. 잠시 후 다시 시도해 주세요.')
      await dialog.alert(`${v.cardNm}을 내 상품권함에 등록했어요. 매장과 주문에서 쓰실 수 있어요.`)
    },
  })
  const resend = useMutation({
    mutationFn: () => getApi().voucher.resend(v.ordNo),
    onSuccess: async (r) => {
      await refresh()
      if (!r.ok) return dialog.warn(r.error.errors[0]?.reason ?? '문자를 보내지 못했어요.')
      await dialog.alert(r.data.smsSent ? '선물 문자를 다시 보냈어요.' : '문자를 보내지 못했어요. 잠시 후 다시 시도해 주세요.')
    },
  })
  return (
    <article className="rounded-2xl border border-gray-200 p-4 text-sm" aria-label={`${v.cardNm} ${v.stateNm}`}>
      <div className="flex items-center justify-between gap-2">
        <p className="font-bold">{v.cardNm}</p>
        <Badge tone={stateTone(v)}>{v.stateNm}</Badge>
      </div>
      <Won value={v.faceAmt} className="mt-1 block text-lg font-bold" />
      <p className="font-mono text-xs text-gray-600">{v.cardNo}</p>
      <p className="text-xs text-gray-600">
        {ymdDots(v.boughtAt)} 구매 · {v.expireYmd ? `${formatDate8(v.expireYmd, '.')}까지` : ''}
      </p>
      {v.state !== 'KEPT' ? <p className="mt-2 rounded-lg bg-gray-50 px-3 py-2 text-xs text-gray-700">{whereItWent(v, true)}</p> : null}
      {v.giftMsg ? <p className="mt-1 text-xs text-gray-600">보낸 메시지: “{v.giftMsg}”</p> : null}
      <div className="mt-3 flex flex-wrap gap-2">
        {v.canSend ? (
          <button type="button" className={btn.small} aria-expanded={sending} onClick={() => setSending((s) => !s)}>
            선물하기
          </button>
        ) : null}
        {v.canKeep ? (
          <button
            type="button"
            className={btn.small}
            disabled={keep.isPending}
            onClick={async () => {
              if (await dialog.confirm(`${v.cardNm}을 내 상품권함에 등록할까요? 등록한 상품권은 선물할 수 없어요.`)) keep.mutate()
            }}
          >
            내 상품권함에 등록
          </button>
        ) : null}
        {v.canResend ? (
          <button type="button" className={btn.small} disabled={resend.isPending} onClick={() => resend.mutate()}>
            선물 문자 다시 보내기
          </button>
        ) : null}
        {v.cardId ? (
          <Link to="/mypage/myservice/giftcoupondetail" search={{ cardId: v.cardId }} className={btn.small}>
            바코드·사용 내역
          </Link>
        ) : null}
      </div>
      {sending && v.canSend ? <SendForm v={v} done={() => setSending(false)} /> : null}
      <p className="mt-3 text-[11px] text-gray-600">{v.refund}</p>
    </article>
  )
}

function SendForm({ v, done }: { v: VoucherItem; done: () => void }) {
  const [input, setInput] = useState({ recipientNm: '', mobile: '', message: '' })
  const form = useSchemaForm(voucherSendBody)
  const dialog = useDialog()
  const refresh = useVoucherRefresh()
  const id = useId()
  const m = useMutation({
    mutationFn: (body: typeof input) => getApi().voucher.send(v.ordNo, body),
    onSuccess: async (r) => {
      if (!r.ok) {
        form.setApiErrors(r.error.errors)
        await refresh()
        return
      }
      await refresh()
      done()
      if (r.data.smsSent) await dialog.alert(`${input.recipientNm}님께 선물 문자를 보냈어요. 받는 분이 번호를 등록하면 알려 드려요.`)
      else await dialog.warn('선물은 보냈지만 문자가 나가지 못했어요. 잠시 후 ‘선물 문자 다시 보내기’를 눌러 주세요.')
    },
  })
  const set = (k: keyof typeof input) => (e: React.ChangeEvent<HTMLInputElement>) => {
    setInput((s) => ({ ...s, [k]: e.target.value }))
    form.clear(k)
  }
  return (
    <form
      noValidate
      className="mt-3 space-y-3 rounded-xl bg-gray-50 p-3"
      aria-label="상품권 선물하기"
      onSubmit={async (e) => {
        e.preventDefault()
        const body = form.validate(input)
        if (!body) return
        const ok = await dialog.confirm(
          `${body.recipientNm}님(${body.mobile.replace(/^(\d{3})(\d{3,4})(\d{4})$/, '$1-$2-$3')})께 ${v.cardNm}을 보낼까요? 보낸 상품권은 돌려받을 수 없어요.`,
        )
        if (ok) m.mutate({ recipientNm: body.recipientNm, mobile: body.mobile, message: body.message })
      }}
    >
      <Field
        id={`${id}-nm`}
        label="받는 분 이름"
        autoComplete="off"
        value={input.recipientNm}
        onChange={set('recipientNm')}
        onBlur={() => form.validateField('recipientNm', input.recipientNm)}
        error={form.error('recipientNm')}
      />
      <Field
        id={`${id}-mobile`}
        label="받는 분 휴대폰 번호"
        inputMode="tel"
        autoComplete="off"
        placeholder="010-1234-5678"
        value={input.mobile}
        onChange={set('mobile')}
        onBlur={() => form.validateField('mobile', input.mobile)}
        error={form.error('mobile')}
      />
      <Field
        id={`${id}-msg`}
        label="메시지 (선택)"
        maxLength={40}
        value={input.message}
        onChange={set('message')}
        error={form.error('message')}
        hint="문자에 함께 보내 드려요. 40자까지 쓸 수 있어요."
      />
      <FormError message={form.error('ordNo')} />
      <div className="flex gap-2">
        <button type="button" className={`${btn.secondary} flex-1`} onClick={done}>
          닫기
        </button>
        <button type="submit" className={`${btn.primary} flex-1`} disabled={m.isPending}>
          {m.isPending ? '보내는 중…' : '선물 보내기'}
        </button>
      </div>
    </form>
  )
}

function ReceivedCard({ v }: { v: VoucherItem }) {
  return (
    <article className="rounded-2xl border border-gray-200 p-4 text-sm" aria-label={`${v.cardNm} ${v.stateNm}`}>
      <div className="flex items-center justify-between gap-2">
        <p className="font-bold">{v.cardNm}</p>
        <Badge tone={stateTone(v)}>{v.stateNm}</Badge>
      </div>
      <p className="mt-1 text-xs text-gray-600">
        {v.buyerNm}님의 선물 · {ymdDots(v.registeredAt)} 등록
      </p>
      {v.giftMsg ? <p className="mt-1 text-xs text-gray-700">“{v.giftMsg}”</p> : null}
      <p className="mt-2 text-gray-700">
        잔액 <strong className="text-lg text-gray-900">{formatNumber(v.balance)}원</strong>
        {v.used > 0 ? <span className="text-xs text-gray-600"> · {formatNumber(v.used)}원 사용</span> : null}
      </p>
      <p className="font-mono text-xs text-gray-600">{v.cardNo}</p>
      {v.cardId ? (
        <Link to="/mypage/myservice/giftcoupondetail" search={{ cardId: v.cardId }} className={`${btn.small} mt-3`}>
          바코드·사용 내역
        </Link>
      ) : null}
    </article>
  )
}
