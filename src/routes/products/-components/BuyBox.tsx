import { useNavigate } from '@tanstack/react-router'
import { useEffect, useMemo, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { getApi } from '~/client/api'
import { useDialog } from '~/client/components/Dialogs'
import type { GoodsDetailAnswer, GoodsItem } from '~/shared/api/goods-types'
import { formatNumber } from '~/shared/format'
import { eyeQueries } from '~/client/queries/eyes'
import { useMember } from '~/client/hooks/useMember'
import { signInHref } from '~/shared/route-guards'
import type { PowerPreset } from './power-preset'

type Axis = GoodsDetailAnswer['optionAxes'][number]
const AXIS_LABEL: Record<Axis, string> = {
  color: '색상',
  size: '사이즈',
  power: '도수(SPH)',
  cylinder: '난시(CYL)',
  axis: '축(AXIS)',
  packCount: '입수',
}
const AXIS_PICK: Record<Axis, string> = {
  color: '색상을 선택해 주세요.',
  size: '사이즈를 선택해 주세요.',
  power: '도수를 선택해 주세요.',
  cylinder: '난시 도수를 선택해 주세요.',
  axis: '축을 선택해 주세요.',
  packCount: '입수를 선택해 주세요.',
}
const axisValue = (i: GoodsItem, a: Axis) => (i[a] == null ? '' : String(i[a]))

export interface AddedToCart {
  item: GoodsItem
  qty: number
}

/** The order sheet of a direct buy (바로 구매): one goods, one option, a quantity. */
export const directBuyHref = (goodsNo: string, itemNo: string, qty: number) =>
  `/products/payment?goodsNo=${goodsNo}&itemNo=${encodeURIComponent(itemNo)}&buyQtt=${qty}`

/** The visit reservation that sells reservation-only goods (lenses: never by mail, by law). */
export const reservationHref = (goodsNo: string, qty = 1) => `/davichstore/reservation?goodsNo=${goodsNo}&qty=${qty}`

/**
 * Options (colour/size; power/cylinder/axis/pack count), quantity, total and the cart / buy-now buttons. Inline on
 * desktop, inside the phone's bottom sheet (./BuySheet) there. Refusals are said at the field (never a dialog);
 * a cart added is reported through `onAdded` (the page's check-mark toast).
 */
export function BuyBox({ data, onAdded, inSheet }: { data: GoodsDetailAnswer; onAdded: (a: AddedToCart) => void; inSheet?: boolean }) {
  const dialog = useDialog()
  const navigate = useNavigate()
  const { member } = useMember()
  const axes = data.optionAxes
  const [picked, setPicked] = useState<Partial<Record<Axis, string>>>(() =>
    data.items.length === 1 ? Object.fromEntries(axes.map((a) => [a, axisValue(data.items[0], a)])) : {},
  )
  const [qty, setQty] = useState(1)
  const [busy, setBusy] = useState(false)
  const [optError, setOptError] = useState<string | null>(null)
  const [sendError, setSendError] = useState<string | null>(null)
  const preset = usePowerPreset(data)
  useEffect(() => {
    if (preset && !picked.power) setPicked((p) => (p.power ? p : { ...p, power: preset.power }))
    // Pre-selected once when the member's record arrives; the member's own choice is never overwritten.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [preset?.power])
  const item = useMemo(
    () =>
      data.items.length === 1 && !axes.length ? data.items[0] : data.items.find((i) => axes.every((a) => picked[a] === axisValue(i, a))),
    [data.items, axes, picked],
  )
  const unit = data.goods.salePrice + (item?.addPrice ?? 0)
  const firstMissing = axes.find((a) => !picked[a])
  const errId = `opt-error${inSheet ? '-sheet' : ''}`

  const options = (a: Axis, idx: number) => {
    const matching = data.items.filter((i) => axes.slice(0, idx).every((prev) => !picked[prev] || picked[prev] === axisValue(i, prev)))
    return [...new Set(matching.map((i) => axisValue(i, a)))].map((value) => ({
      value,
      soldOut: matching.filter((i) => axisValue(i, a) === value).every((i) => i.soldOut),
    }))
  }

  /** The chosen option, or null after saying at the options what is missing. */
  function chosen(): GoodsItem | null {
    setSendError(null)
    if (!item) {
      setOptError(AXIS_PICK[firstMissing ?? axes[0]] ?? '옵션을 선택해 주세요.')
      document.getElementById(`opt-${firstMissing ?? axes[0]}${inSheet ? '-sheet' : ''}`)?.focus()
      return null
    }
    if (item.soldOut) {
      setOptError('선택하신 옵션은 품절이에요. 다른 옵션을 골라 주세요.')
      return null
    }
    setOptError(null)
    return item
  }

  function buyNow() {
    const it = chosen()
    if (!it) return
    const href = directBuyHref(data.goods.id, it.itemNo, qty)
    // A guest signs in (or orders as a guest from the sign-in page) and comes back to this order sheet.
    void navigate({ href: member ? href : signInHref(href, href) })
  }

  async function addToCart() {
    const it = chosen()
    if (!it) return
    setBusy(true)
    try {
      const res = await getApi().goods.addToCart({ goodsNo: data.goods.id, itemNo: it.itemNo, buyQtt: qty })
      if (res.ok) return onAdded({ item: it, qty })
      if (res.status === 401) {
        const go = await dialog.confirm('로그인이 필요해요. 로그인 페이지로 이동할까요?', { confirmLabel: '로그인' })
        if (go) void navigate({ href: signInHref(`/products/${data.goods.id}`) })
        return
      }
      if (res.status === 404 && res.error.errors[0]?.field === 'path') {
        return setSendError('지금은 장바구니를 이용할 수 없어요. 잠시 후 다시 시도해 주세요.')
      }
      setSendError(res.error.errors[0]?.reason ?? '요청을 처리하지 못했어요. 잠시 후 다시 시도해 주세요.')
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className={inSheet ? 'space-y-3' : 'mt-5 space-y-3'}>
      {preset ? (
        <p className="rounded-xl bg-brand-50 px-3 py-2 text-sm text-gray-800" role="status">
          최근 시력 기록({preset.examDate})으로 도수 <strong>{preset.power}</strong>를 골라 두었어요. (오른쪽 눈 기준
          {preset.left ? ` · 왼쪽 눈 ${preset.left}` : ''})
        </p>
      ) : null}
      {axes.map((a, idx) => (
        <div key={a}>
          <label htmlFor={`opt-${a}${inSheet ? '-sheet' : ''}`} className="mb-1 block text-sm font-semibold text-gray-700">
            {AXIS_LABEL[a]}
          </label>
          <select
            id={`opt-${a}${inSheet ? '-sheet' : ''}`}
            className={`h-12 w-full rounded-xl border bg-white px-3 text-[15px] ${optError && !picked[a] ? 'border-accent' : 'border-gray-300'}`}
            value={picked[a] ?? ''}
            aria-invalid={optError && !picked[a] ? true : undefined}
            aria-describedby={optError ? errId : undefined}
            onChange={(e) => {
              // Changing one axis clears the axes after it (their values depend on it).
              const next: Partial<Record<Axis, string>> = {}
              for (const prev of axes.slice(0, idx)) next[prev] = picked[prev]
              next[a] = e.target.value || undefined
              setPicked(next)
              setOptError(null)
            }}
          >
            <option value="">{`${AXIS_LABEL[a]} 선택`}</option>
            {options(a, idx).map((o) => (
              <option key={o.value} value={o.value} disabled={o.soldOut}>
                {`${a === 'packCount' ? `${o.value}개입` : o.value}${o.soldOut ? ' (품절)' : ''}`}
              </option>
            ))}
          </select>
        </div>
      ))}
      {optError ? (
        <p id={errId} role="alert" className="text-sm font-medium text-accent">
          {optError}
        </p>
      ) : null}
      {data.reservationOnly ? (
        <a
          href={reservationHref(data.goods.id, qty)}
          className="flex h-12 items-center justify-center rounded-xl bg-brand-600 text-[15px] font-bold text-white"
        >
          매장 방문 예약하기
        </a>
      ) : (
        <>
          <div className="flex items-center justify-between rounded-xl bg-gray-50 p-3">
            <div className="text-sm">
              <p className="font-semibold">{item ? item.itemNm : '옵션을 선택해 주세요'}</p>
              {item?.addPrice ? <p className="text-xs text-gray-500">옵션 추가 {formatNumber(item.addPrice)}원</p> : null}
            </div>
            <div className="flex items-center rounded-lg border border-gray-300 bg-white" role="group" aria-label="수량">
              <button
                type="button"
                className="h-9 w-9"
                aria-label="수량 줄이기"
                disabled={qty <= 1}
                onClick={() => setQty((q) => Math.max(1, q - 1))}
              >
                −
              </button>
              <output className="w-8 text-center text-sm" aria-live="polite">
                {qty}
              </output>
              <button
                type="button"
                className="h-9 w-9"
                aria-label="수량 늘리기"
                disabled={qty >= 99}
                onClick={() => setQty((q) => Math.min(99, q + 1))}
              >
                +
              </button>
            </div>
          </div>
          <p className="flex items-baseline justify-between">
            <span className="text-sm font-semibold">총 상품 금액</span>
            <strong className="text-xl">{formatNumber(unit * qty)}원</strong>
          </p>
          {sendError ? (
            <p role="alert" className="text-sm font-medium text-accent">
              {sendError}
            </p>
          ) : null}
          <div className="grid grid-cols-2 gap-2">
            {/* aria-disabled, not disabled, while adding: a disabled button drops the keyboard focus to the page */}
            <button
              type="button"
              aria-disabled={busy}
              onClick={() => void (busy || addToCart())}
              className="h-12 rounded-xl border border-gray-900 text-[15px] font-bold aria-disabled:opacity-50"
            >
              장바구니 담기
            </button>
            <button
              type="button"
              disabled={busy}
              onClick={buyNow}
              className="h-12 rounded-xl bg-gray-900 text-[15px] font-bold text-white disabled:opacity-50"
            >
              바로 구매
            </button>
          </div>
        </>
      )}
    </div>
  )
}

/**
 * Contact-lens (and glasses-lens) pages pre-select the member's power when an eye record exists (./power-preset,
 * loaded only then).
 */
function usePowerPreset(data: GoodsDetailAnswer): PowerPreset | null {
  const { member } = useMember()
  const lens = data.reservationOnly && data.optionAxes.includes('power')
  const q = useQuery({ ...eyeQueries.latest(), enabled: lens && !!member && member.authRole !== 'ROLE_STORE' })
  const r = lens ? q.data?.record : undefined
  const [preset, setPreset] = useState<PowerPreset | null>(null)
  useEffect(() => {
    if (r) void import('./power-preset').then((m) => setPreset(m.powerPreset(data, r)))
  }, [r, data])
  return r ? preset : null
}
