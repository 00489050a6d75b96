import { useState } from 'react'
import type { CashReceiptView, OrderDetail } from '~/shared/api/commerce-types'
import { formatServerTime } from '~/shared/format'
import { formatNumber } from '~/shared/text'
import { Badge, Card, Row, Won, btn, type BadgeTone } from '~/client/components/ui'

/** Copies a value and says so (a polite live region), falling back to selecting it. */
function CopyButton({ value, label }: { value: string; label: string }) {
  const [copied, setCopied] = useState(false)
  async function copy() {
    try {
      await navigator.clipboard.writeText(value)
      setCopied(true)
      setTimeout(() => setCopied(false), 2000)
    } catch {
      window.prompt('계좌번호를 길게 눌러 복사해 주세요.', value)
    }
  }
  return (
    <>
      <button type="button" className={btn.small} onClick={() => void copy()} aria-label={`${label} 복사`}>
        {copied ? '복사됨' : '복사'}
      </button>
      <span className="sr-only" role="status">
        {copied ? `${label}를 복사했어요.` : ''}
      </span>
    </>
  )
}

/** The virtual account a waiting order pays into: bank, account (copy), holder, amount, deadline. */
export function VbankWaiting({ o, headingId }: { o: OrderDetail; headingId: string }) {
  const p = o.payment
  if (o.status !== '10' || p.payMethod !== '2' || !p.vacctNo) return null
  return (
    <Card title="입금 대기 중인 가상계좌" id={headingId} className="border-2 border-brand-200">
      <p className="mb-3 text-sm leading-relaxed text-gray-700">
        입금 기한까지 아래 계좌로 <strong className="text-gray-900">정확히 {formatNumber(o.payAmt)}원</strong>을 입금해 주세요. 입금이
        확인되면 결제가 완료되고 알려 드려요.
      </p>
      <dl className="rounded-xl bg-gray-50 px-4 py-2">
        <Row label="입금 은행">{p.bankName ?? '-'}</Row>
        <div className="flex items-center justify-between gap-3 py-1.5 text-sm text-gray-600">
          <dt className="shrink-0">계좌번호</dt>
          <dd className="flex items-center gap-2">
            <span className="font-mono text-base font-bold text-gray-900" data-testid="vacct-no">
              {p.vacctNo}
            </span>
            <CopyButton value={p.vacctNo} label="계좌번호" />
          </dd>
        </div>
        {p.vacctHolderNm ? <Row label="예금주">{p.vacctHolderNm}</Row> : null}
        <Row label="입금 금액" strong>
          <Won value={o.payAmt} className="text-brand-700" />
        </Row>
        {p.vacctDueDttm ? (
          <Row label="입금 기한">
            <strong className="text-accent">{formatServerTime(p.vacctDueDttm, 'YYYY.MM.DD HH:mm')}까지</strong>
          </Row>
        ) : null}
      </dl>
      <p className="mt-3 text-xs leading-relaxed text-gray-600">
        기한이 지나면 주문이 자동으로 취소돼요. 금액이 다르면 입금되지 않으니 꼭 결제 금액 그대로 보내 주세요.
        {p.escrowYn === 'Y' ? ' 이 주문은 KG이니시스 구매안전서비스(에스크로)로 보호돼요.' : ''}
      </p>
      {p.sandboxDepositUrl ? (
        <a href={p.sandboxDepositUrl} className={`${btn.secondary} mt-3 w-full`}>
          테스트 은행에서 입금하기
        </a>
      ) : null}
    </Card>
  )
}

const RECEIPT_TONE: Record<string, BadgeTone> = { REQ: 'amber', OK: 'brand', ERR: 'accent', CANCEL: 'gray' }

/** A cash payment's receipts: the live one and the cancelled ones, with their state (접수/승인/오류/취소). */
export function CashReceiptInfo({ receipts }: { receipts: CashReceiptView[] }) {
  if (!receipts.length) return null
  return (
    <div className="mt-2 border-t border-gray-100 pt-2">
      <h3 className="py-1 text-sm font-bold text-gray-900">현금영수증</h3>
      <ul className="space-y-2">
        {[...receipts].reverse().map((r) => (
          <li key={r.receiptNo} className="rounded-lg bg-gray-50 px-3 py-2 text-sm text-gray-700" data-testid="cash-receipt">
            <div className="flex items-center justify-between gap-2">
              <span>
                {r.useOptNm} · <Won value={r.amount} />
              </span>
              <Badge tone={RECEIPT_TONE[r.status] ?? 'gray'}>{r.statusNm}</Badge>
            </div>
            <p className="mt-1 text-xs text-gray-600">
              발급 번호 {r.idNoMasked}
              {r.autoYn === 'Y' ? ' · 10만 원 이상 현금 결제로 자동 발급' : ''}
            </p>
            {r.status === 'OK' && r.authNo ? (
              <p className="text-xs text-gray-600">
                승인번호 {r.authNo} · {formatServerTime(r.authDttm)}
              </p>
            ) : null}
            {r.status === 'ERR' ? <p className="text-xs text-gray-700">발급이 지연되고 있어요. 자동으로 다시 발급해 드려요.</p> : null}
            {r.status === 'REQ' ? <p className="text-xs text-gray-600">발급을 요청했어요.</p> : null}
            {r.status === 'CANCEL' && r.cancelDttm ? <p className="text-xs text-gray-600">{formatServerTime(r.cancelDttm)} 취소</p> : null}
          </li>
        ))}
      </ul>
    </div>
  )
}
