import { Link } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { EmptyState, ErrorState, ListSkeleton, btn, chipClass, field } from '~/client/components/ui'
import { eyeQueries } from '~/client/queries/eyes'
import { faceQueries } from '~/client/queries/face'
import { goodsQueries } from '~/client/queries/goods'
import type { EyeRecord, EyeSide } from '~/shared/api/eyes-types'
import { parseFrameSize } from '~/shared/eyes/face'
import { LENS_INDICES, lensProfile, lensThickness, type EyeRx, type LensIndex } from '~/shared/eyes/lens'
import { formatOptical } from '~/shared/eyes/optics'
import { displayDate, formatNumber } from '~/shared/format'
import { FrameChips, useFrameChoices, type FrameChoice } from './frame-choices'
import { LensDrawing } from './LensDrawing'

const INDEX_NAME: Record<LensIndex, string> = { '1.50': '기본', '1.56': '일반', '1.60': '박형', '1.67': '초박형', '1.74': '초고굴절' }

/** A record's eye as the formulas read it; the mono PD from the record, else half the face info's PD, else 32 mm. */
function rxOf(s: EyeSide, facePd: number | null): (EyeRx & { pdFrom: 'record' | 'face' | 'typical' }) | null {
  if (s.sph == null) return null
  const pdFrom = s.pd != null ? 'record' : facePd ? 'face' : 'typical'
  return { sph: s.sph, cyl: s.cyl, axis: s.axis, pd: s.pd ?? (facePd ? facePd / 2 : 32), pdFrom }
}

/** Millimetres with one decimal (2 → "2.0"). */
const mm = (n: number) => n.toFixed(1)

const rxLine = (s: EyeSide) =>
  `SPH ${formatOptical('sph', s.sph)}${s.cyl ? ` CYL ${formatOptical('cyl', s.cyl)} AXIS ${s.axis ?? '-'}` : ''}`

/**
 * /mypage/myfaceinfo/lens: the member's prescription in a chosen frame, the centre and edge thickness of each
 * eye's lens at five indices with the prices of a lens sold in them, drawn as a cross-section and a top view;
 * the chosen index goes into a store reservation.
 */
export function LensView({ frame, record }: { frame?: string; record?: number }) {
  const records = useQuery(eyeQueries.records())
  const latest = useQuery(eyeQueries.latest())
  const lenses = useQuery(eyeQueries.lensOptions())
  const face = useQuery(faceQueries.info())
  const frames = useFrameChoices()
  const [frameId, setFrameId] = useState(frame)
  const [sizePick, setSizePick] = useState<string | null>(null)
  const [recordNo, setRecordNo] = useState(record)
  const [lensNo, setLensNo] = useState<string | null>(null)
  const [index, setIndex] = useState<LensIndex>('1.60')

  const choices = frames.choices
  const currentFrame = frameId ?? frame ?? choices[0]?.id
  const detail = useQuery({ ...goodsQueries.detail(currentFrame ?? ''), enabled: !!currentFrame })

  if (records.isPending || lenses.isPending || frames.pending)
    return <ListSkeleton rows={3} label="렌즈 두께를 계산할 정보를 불러오는 중" />
  if (records.isError || lenses.isError)
    return (
      <ErrorState
        title="정보를 불러오지 못했어요"
        action={
          <button type="button" className={btn.secondary} onClick={() => void (records.refetch(), lenses.refetch())}>
            다시 시도
          </button>
        }
      />
    )

  const usable = records.data.list.filter((r) => r.right.sph != null || r.left.sph != null)
  if (!usable.length)
    return (
      <EmptyState title="도수가 있는 시력 기록이 없어요">
        매장에서 시력 검사를 받거나 안과 처방전을 등록하면 내 도수로 렌즈 두께를 미리 볼 수 있어요.
        <span className="mt-4 flex justify-center gap-2">
          <Link to="/mypage/myeyechart" className={btn.primary}>
            처방전 등록
          </Link>
          <Link to="/davichstore/reservation" className={btn.secondary}>
            시력 검사 예약
          </Link>
        </span>
      </EmptyState>
    )
  const rec: EyeRecord = usable.find((r) => r.recordNo === recordNo) ?? usable[0]
  const facePd = face.data?.info?.pd ?? null
  const right = rxOf(rec.right, facePd)
  const left = rxOf(rec.left, facePd)

  // The frame the member came from (its product page) leads the wished and recommended ones.
  const chips: FrameChoice[] =
    frame && !choices.some((c) => c.id === frame)
      ? [
          { id: frame, name: currentFrame === frame && detail.data ? detail.data.goods.productName : '보던 안경테', from: '이 상품' },
          ...choices,
        ]
      : choices
  const sizes = [...new Set((detail.data?.items ?? []).map((i) => i.size).filter((s): s is string => !!parseFrameSize(s)))]
  const size = sizePick && sizes.includes(sizePick) ? sizePick : (sizes[0] ?? null)
  const lens = lenses.data.lenses.find((l) => l.goodsNo === lensNo) ?? lenses.data.lenses[0] ?? null
  const priceOf = (i: LensIndex) => lens?.prices.find((p) => p.index === i) ?? null
  const rows = size
    ? LENS_INDICES.map((i) => ({
        index: i,
        r: right ? lensThickness(right, size, i) : null,
        l: left ? lensThickness(left, size, i) : null,
        price: priceOf(i),
      }))
    : []
  const profile = (rx: EyeRx | null, i: LensIndex) => (rx && size ? lensProfile(rx, size, i) : null)
  const chosen = priceOf(index)
  const maxEdge = Math.max(1, ...rows.flatMap((r) => [r.r?.maxEdge ?? 0, r.l?.maxEdge ?? 0]))
  const reserveSearch =
    chosen && lens && size
      ? {
          goodsNo: lens.goodsNo,
          itemNo: chosen.itemNo,
          lensIndex: index,
          lensFrame: size,
          // The reservation offers the latest record to attach; pass it only when that is the one read here.
          ...(latest.data?.record?.recordNo === rec.recordNo ? { record: rec.recordNo } : {}),
        }
      : null

  return (
    <div className="space-y-6 pb-24 md:pb-8">
      <section aria-labelledby="lens-rx" className="rounded-2xl border border-gray-200 p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="lens-rx" className="text-base font-bold">
            내 처방
          </h2>
          {usable.length > 1 ? (
            <label className="flex items-center gap-2 text-sm text-gray-700">
              <span>시력 기록</span>
              <select
                className={`${field.input} h-9 w-auto py-0 text-sm`}
                value={rec.recordNo}
                onChange={(e) => setRecordNo(Number(e.target.value))}
              >
                {usable.map((r) => (
                  <option key={r.recordNo} value={r.recordNo}>
                    {displayDate(r.examYmd)} {r.place}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
        </div>
        <dl className="mt-3 grid grid-cols-[4.5rem_1fr] gap-y-1 text-sm" data-testid="lens-rx">
          <dt className="text-gray-600">오른쪽(R)</dt>
          <dd>{right ? `${rxLine(rec.right)} · PD ${right.pd}mm` : '도수 없음'}</dd>
          <dt className="text-gray-600">왼쪽(L)</dt>
          <dd>{left ? `${rxLine(rec.left)} · PD ${left.pd}mm` : '도수 없음'}</dd>
        </dl>
        {right?.pdFrom !== 'record' || left?.pdFrom !== 'record' ? (
          <p className="mt-2 text-xs text-gray-600">
            기록에 PD가 없어 {facePd ? '얼굴 정보의 PD를 반으로 나눠' : '성인 평균(한쪽 32mm)으로'} 계산했어요.
          </p>
        ) : null}
      </section>

      <section aria-labelledby="lens-frame" className="space-y-3">
        <h2 id="lens-frame" className="text-base font-bold">
          안경테
        </h2>
        <FrameChips
          choices={chips}
          current={currentFrame}
          onPick={setFrameId}
          label="두께를 비교할 안경테"
          empty="비교할 안경테가 없어요. 마음에 드는 안경테를 찜하면 여기에서 골라 볼 수 있어요."
        />
        {detail.isPending && currentFrame ? <div className="skeleton h-6 w-48 rounded" /> : null}
        {sizes.length > 1 ? (
          <div role="group" aria-label="안경테 사이즈" className="flex flex-wrap gap-2">
            {sizes.map((s) => (
              <button key={s} type="button" aria-pressed={s === size} className={chipClass(s === size)} onClick={() => setSizePick(s)}>
                {s}
              </button>
            ))}
          </div>
        ) : null}
        {detail.data && !size ? (
          <p className="rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900">이 상품은 사이즈 정보가 없어 두께를 계산할 수 없어요.</p>
        ) : null}
        {size ? (
          <p className="text-sm text-gray-700" data-testid="lens-frame-size">
            렌즈 너비 {parseFrameSize(size)!.lens}mm · 브리지 {parseFrameSize(size)!.bridge}mm ({size})
          </p>
        ) : null}
      </section>

      {lenses.data.lenses.length > 1 ? (
        <label className="block text-sm">
          <span className="mb-1 block font-bold">가격을 비교할 렌즈</span>
          <select className={field.input} value={lens?.goodsNo} onChange={(e) => setLensNo(e.target.value)}>
            {lenses.data.lenses.map((l) => (
              <option key={l.goodsNo} value={l.goodsNo}>
                {l.goodsNm}
              </option>
            ))}
          </select>
        </label>
      ) : null}

      {rows.length ? (
        <>
          <fieldset>
            <legend className="mb-2 text-base font-bold">굴절률 비교</legend>
            <p className="mb-3 text-sm text-gray-700">
              굴절률이 높을수록 같은 도수를 더 얇게 만들 수 있어요. 막대는 가장 두꺼운 가장자리예요.
            </p>
            <ul className="space-y-2" data-testid="lens-indices">
              {rows.map((r) => (
                <li key={r.index}>
                  <label
                    className={`flex cursor-pointer items-start gap-3 rounded-2xl border p-3 ${r.index === index ? 'border-brand-600 bg-brand-50/60' : 'border-gray-200'}`}
                  >
                    <input
                      type="radio"
                      name="lens-index"
                      value={r.index}
                      checked={r.index === index}
                      onChange={() => setIndex(r.index)}
                      className="mt-1 h-4 w-4 accent-brand-700"
                    />
                    <span className="min-w-0 flex-1">
                      <span className="flex flex-wrap items-baseline justify-between gap-x-2">
                        <span className="font-bold">
                          {r.index} <span className="text-sm font-normal text-gray-600">{INDEX_NAME[r.index]}</span>
                        </span>
                        <span className="text-sm font-semibold" data-testid="lens-price">
                          {r.price ? `${formatNumber(r.price.price)}원` : '이 렌즈에는 없어요'}
                        </span>
                      </span>
                      {(['r', 'l'] as const).map((k) => {
                        const t = r[k]
                        if (!t) return null
                        return (
                          <span key={k} className="mt-1 flex items-center gap-2 text-xs text-gray-700">
                            <span className="w-4 shrink-0 font-semibold">{k.toUpperCase()}</span>
                            <span className="h-2 flex-1 overflow-hidden rounded-full bg-gray-100" aria-hidden="true">
                              <span
                                className="block h-full rounded-full bg-brand-600"
                                style={{ width: `${(t.maxEdge / maxEdge) * 100}%` }}
                              />
                            </span>
                            <span className="shrink-0 whitespace-nowrap text-right tabular-nums">
                              가장자리 {mm(t.maxEdge)} · 중심 {mm(t.centre)}mm
                            </span>
                          </span>
                        )
                      })}
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>

          <section aria-labelledby="lens-draw" className="space-y-3">
            <h2 id="lens-draw" className="text-base font-bold">
              {index} 렌즈 모양 <span className="text-sm font-normal text-gray-600">(두께는 2배로 그렸어요, 점선은 1.50)</span>
            </h2>
            <div className="grid gap-4 md:grid-cols-2">
              {(
                [
                  ['R', right],
                  ['L', left],
                ] as const
              ).map(([side, rx]) => {
                const p = profile(rx, index)
                if (!p) return null
                const base = profile(rx, '1.50')
                return (
                  <div key={side} className="rounded-2xl border border-gray-200 p-3">
                    <h3 className="mb-2 text-sm font-bold">{side === 'R' ? '오른쪽 눈 (R)' : '왼쪽 눈 (L)'}</h3>
                    <div className="space-y-3">
                      <LensDrawing profile={p} base={base} side={side} view="section" />
                      <LensDrawing profile={p} base={base} side={side} view="top" />
                    </div>
                    {p.impossible ? (
                      <p className="mt-2 text-xs font-semibold text-accent">이 굴절률로는 이 안경테에 맞는 렌즈를 만들기 어려워요.</p>
                    ) : null}
                  </div>
                )
              })}
            </div>
          </section>

          <section aria-labelledby="lens-table">
            <h2 id="lens-table" className="mb-2 text-base font-bold">
              굴절률별 두께 표
            </h2>
            {/* Scrolls sideways on a phone: focusable so a keyboard can scroll it too. */}
            <div className="-mx-4 overflow-x-auto px-4" tabIndex={0} role="region" aria-labelledby="lens-table">
              <table className="w-full min-w-[34rem] text-right text-sm tabular-nums" data-testid="lens-table">
                <caption className="sr-only">굴절률별 렌즈 중심·가장자리 두께(mm)와 가격</caption>
                <thead className="bg-gray-50 text-xs text-gray-600">
                  <tr>
                    {['굴절률', 'R 중심', 'R 귀/코 쪽', 'L 중심', 'L 귀/코 쪽', '가격'].map((h, i) => (
                      <th key={h} scope="col" className={`px-2 py-2 ${i ? '' : 'text-left'}`}>
                        {h}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className="divide-y divide-gray-100">
                  {rows.map((r) => (
                    <tr key={r.index} className={r.index === index ? 'bg-brand-50/60' : undefined}>
                      <th scope="row" className="px-2 py-2 text-left font-semibold">
                        {r.index}
                      </th>
                      <td className="px-2 py-2">{r.r ? mm(r.r.centre) : '-'}</td>
                      <td className="px-2 py-2">{r.r ? `${mm(r.r.temporal)} / ${mm(r.r.nasal)}` : '-'}</td>
                      <td className="px-2 py-2">{r.l ? mm(r.l.centre) : '-'}</td>
                      <td className="px-2 py-2">{r.l ? `${mm(r.l.temporal)} / ${mm(r.l.nasal)}` : '-'}</td>
                      <td className="px-2 py-2">{r.price ? `${formatNumber(r.price.price)}원` : '없음'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <p className="mt-2 text-xs text-gray-600">
              구면 한 면에 도수를 모두 실은 단순 계산이에요(렌즈 높이는 너비의 80%로 가정). 실제 두께는 설계·코팅·가공에 따라 0.5mm 안팎으로
              다를 수 있고, 매장에서 검사한 뒤 최종 렌즈를 정해요.
            </p>
          </section>

          <div className="sticky bottom-16 z-10 -mx-4 border-t border-gray-100 bg-white/95 px-4 py-3 backdrop-blur md:static md:mx-0 md:border-0 md:bg-transparent md:px-0">
            {reserveSearch ? (
              <Link to="/davichstore/reservation" search={reserveSearch} className={`${btn.primary} w-full`} data-testid="lens-reserve">
                {index} {INDEX_NAME[index]} 렌즈로 매장 예약하기
              </Link>
            ) : (
              <p className="rounded-xl bg-gray-50 px-4 py-3 text-center text-sm text-gray-700">
                {lens ? `${lens.goodsNm}에는 ${index} 렌즈가 없어요. 다른 굴절률이나 렌즈를 골라 주세요.` : '예약할 수 있는 렌즈가 없어요.'}
              </p>
            )}
          </div>
        </>
      ) : null}
    </div>
  )
}
