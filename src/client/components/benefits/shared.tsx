import type { ReactNode } from 'react'
import { Badge, btn, ErrorState, Won } from '~/client/components/ui'
import { comboLabel } from '~/shared/benefits/coupons'

/** A failed load with a way forward. */
export function Failed({ what, retry }: { what: string; retry: () => void }) {
  return (
    <ErrorState
      title={`${what}을(를) 불러오지 못했어요.`}
      action={
        <button type="button" className={btn.secondary} onClick={retry}>
          다시 시도
        </button>
      }
    >
      네트워크 상태를 확인한 뒤 다시 시도해 주세요.
    </ErrorState>
  )
}

/** A gift card's name, state and balance: the head of its card on both gift-card lists (orders' and my services'). */
export function GiftCardHead({ g }: { g: { cardNm: string; status: string; balance: number } }) {
  return (
    <>
      <div className="flex items-center justify-between">
        <p className="font-bold">{g.cardNm}</p>
        <Badge tone={g.status === '사용가능' ? 'brand' : 'gray'} className="px-2 text-xs">
          {g.status}
        </Badge>
      </div>
      <p className="mt-1 text-xs text-gray-600">잔액</p>
      <Won value={g.balance} className="block text-lg font-bold" />
    </>
  )
}

/** Tabs as links or buttons: one row, the current one underlined. */
export function TabBar({ label, children }: { label: string; children: ReactNode }) {
  return (
    <nav aria-label={label} className="-mx-4 mb-4 overflow-x-auto border-b border-gray-200 px-4 md:mx-0 md:px-0">
      <ul className="flex gap-1 whitespace-nowrap">{children}</ul>
    </nav>
  )
}
export const tabClass = (on: boolean) =>
  `inline-flex min-h-11 items-center border-b-2 px-3 text-sm ${on ? 'border-gray-900 font-bold text-gray-900' : 'border-transparent text-gray-600 hover:text-gray-900'}`

/** A Code128 barcode the API rendered as SVG (shown as an image; the value is read out below it). */
export function Barcode({ svg, value, label }: { svg: string; value: string; label: string }) {
  return (
    <figure className="mt-3 rounded-xl bg-white p-3 text-center ring-1 ring-gray-200">
      <img
        src={`data:image/svg+xml;utf8,${encodeURIComponent(svg)}`}
        alt={`${label} 바코드 ${value}`}
        width={260}
        height={80}
        className="mx-auto h-20 w-auto max-w-full"
      />
      <figcaption className="mt-1 font-mono text-xs tracking-widest text-gray-600">{value}</figcaption>
    </figure>
  )
}

export const ymdDots = (iso: string | null | undefined) => {
  if (!iso) return ''
  const d = new Date(new Date(iso).getTime() + 9 * 3600_000)
  return `${d.getUTCFullYear()}.${String(d.getUTCMonth() + 1).padStart(2, '0')}.${String(d.getUTCDate()).padStart(2, '0')}`
}

/** "단독 사용" on a solo-use coupon (the combination rule's own label; checkout disables what it refuses). */
export function SoloUseBadge({ c }: { c: { soloUseYn: 'Y' | 'N' } }) {
  return c.soloUseYn === 'Y' ? (
    <Badge tone="gray" className="px-2 text-xs">
      {comboLabel(c)}
    </Badge>
  ) : null
}
