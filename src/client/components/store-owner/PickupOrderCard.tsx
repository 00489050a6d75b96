import { Link } from '@tanstack/react-router'
import type { OwnerOrderSummary } from '~/shared/api/store-owner-types'
import { formatDate8, formatHHMM, formatServerTime } from '~/shared/format'
import { PICKUP_ACTION_LABEL, type PickupAction } from '~/shared/store-owner/rules'
import { getApi } from '~/client/api'
import { Badge, btn, Won } from '../ui'
import { useOwnerAction } from './useOwnerAction'

const CONFIRM: Record<PickupAction, { message: string; label: string }> = {
  ready: { message: '상품준비완료로 바꿀까요? 고객에게 문자와 앱 알림으로 수령 안내가 나가요.', label: '준비완료 안내' },
  pickup: { message: '고객에게 상품을 전달하셨나요? 수령완료로 처리하면 구매가 확정되고 적립금·스탬프가 지급돼요.', label: '수령완료' },
  noshow: { message: '미수령으로 처리할까요? 처리 후에는 되돌릴 수 없어요.', label: '미수령 처리' },
}

export function pickupTone(o: { pickupState: string | null; status: string }) {
  if (o.pickupState === 'READY') return 'amber' as const
  if (o.pickupState === 'PICKED_UP' || o.status === '90') return 'brand' as const
  if (o.pickupState === 'NOSHOW' || ['11', '21'].includes(o.status)) return 'gray' as const
  return 'blue' as const
}

/** The buttons of a pickup order's next steps (상품준비완료, 수령완료, 미수령). */
export function PickupActions({ o, size = 'small' }: { o: Pick<OwnerOrderSummary, 'ordNo' | 'actions'>; size?: 'small' | 'large' }) {
  const { run, busy } = useOwnerAction()
  if (!o.actions.length) return null
  return (
    <div className="flex flex-wrap gap-2">
      {o.actions.map((a) => (
        <button
          key={a}
          type="button"
          data-testid={`pickup-${a}`}
          disabled={busy !== null}
          className={a === 'noshow' ? (size === 'small' ? btn.small : btn.secondary) : size === 'small' ? btn.smallPrimary : btn.primary}
          onClick={() =>
            void run(a, () => getApi().storeOwner.pickupStep(o.ordNo, a), { confirm: CONFIRM[a].message, confirmLabel: CONFIRM[a].label })
          }
        >
          {busy === a ? '처리 중…' : PICKUP_ACTION_LABEL[a]}
        </button>
      ))}
    </div>
  )
}

export function PickupOrderCard({ o }: { o: OwnerOrderSummary }) {
  return (
    <li className="min-w-0 rounded-2xl border border-gray-200 bg-white p-4" data-testid="pickup-order">
      <div className="flex items-start gap-3">
        {o.firstImgSrc ? (
          <img src={o.firstImgSrc} alt="" width={64} height={64} className="h-16 w-16 shrink-0 rounded-lg bg-gray-50 object-cover" />
        ) : null}
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone={pickupTone(o)} className="px-2 text-xs">
              {o.statusNm}
            </Badge>
            <span className="text-xs text-gray-600">주문 {formatServerTime(o.orderDttm, 'MM.DD HH:mm')}</span>
          </div>
          <Link
            to="/mypagestore/manageorder/orderdetail"
            search={{ ordNo: o.ordNo }}
            className="mt-1 block truncate font-semibold hover:underline"
          >
            {o.firstGoodsNm}
            {o.lineCount > 1 ? ` 외 ${o.lineCount - 1}건` : ''}
          </Link>
          <p className="mt-0.5 text-sm text-gray-600">
            {o.ordererName} · {o.ordererMobile}
          </p>
          <p className="mt-0.5 text-sm text-gray-600">
            픽업 예정 {o.pickupYmd ? formatDate8(o.pickupYmd, '.') : '-'} {o.pickupHhmm ? formatHHMM(o.pickupHhmm) : ''} ·{' '}
            <Won value={o.payAmt} />
          </p>
          <p className="mt-0.5 text-xs text-gray-500">주문번호 {o.ordNo}</p>
        </div>
      </div>
      {o.actions.length ? (
        <div className="mt-3 border-t border-gray-100 pt-3">
          <PickupActions o={o} />
        </div>
      ) : null}
    </li>
  )
}
