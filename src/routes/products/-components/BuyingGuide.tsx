import type { GoodsDetailAnswer } from '~/shared/api/goods-types'
import { formatNumber } from '~/shared/format'
import { frameFrontWidthMm, parseFrameSize, type FrameSize } from '~/shared/goods-picture'
import { deliveryEstimate, monthDayKo, SHIP_CUTOFF_HOUR } from '~/shared/order/delivery-estimate'
import { DELIVERY_FEE, FREE_DELIVERY_OVER, JEJU_SURCHARGE } from '~/shared/order/rules'
import { DELIVERY_METHOD } from '~/shared/rules'
import { reservationHref } from './BuyBox'

/**
 * What a glasses buyer asks before paying, below the buy box (its code loads after the page's): when it arrives
 * and what delivery costs, how the lenses are added (in a store, by law), and the frame's size with a drawing.
 */
export function BuyingGuide({ data, now }: { data: GoodsDetailAnswer; now: number }) {
  const g = data.goods
  const frame = g.goodsTypeCd === '01' || g.goodsTypeCd === '02'
  const sizes = [...new Set(data.items.map((i) => i.size).filter(Boolean))]
    .map((s) => [s!, parseFrameSize(s)] as const)
    .filter((x): x is readonly [string, FrameSize] => x[1] !== null)
  return (
    <div className="mt-5 space-y-3 text-sm">
      {data.reservationOnly ? null : <Delivery data={data} now={now} />}
      {frame ? <Lenses goodsNo={g.id} sun={g.goodsTypeCd === '02'} /> : null}
      {frame && sizes.length ? <SizeGuide sizes={sizes} /> : null}
    </div>
  )
}

function Delivery({ data, now }: { data: GoodsDetailAnswer; now: number }) {
  const parcel = data.deliveryMethod !== DELIVERY_METHOD.DIRECT
  const pickup = data.deliveryMethod !== DELIVERY_METHOD.DELIVERY
  const stock = Math.max(0, ...data.items.filter((i) => !i.soldOut).map((i) => i.stockQtt))
  const est = deliveryEstimate(now, stock)
  const free = data.goods.salePrice >= FREE_DELIVERY_OVER
  return (
    <section aria-labelledby="guide-delivery" className="rounded-xl border border-gray-200 p-4">
      <h2 id="guide-delivery" className="font-bold">
        배송 안내
      </h2>
      <dl className="mt-2 space-y-1.5">
        <div className="flex gap-3">
          <dt className="w-16 shrink-0 text-gray-500">받는 방법</dt>
          <dd>{parcel && pickup ? '택배 배송 · 매장 픽업 모두 가능' : parcel ? '택배 배송' : '매장 픽업'}</dd>
        </div>
        {parcel ? (
          <>
            <div className="flex gap-3">
              <dt className="w-16 shrink-0 text-gray-500">출고</dt>
              <dd>
                {est ? (
                  est.shipsToday ? (
                    <>
                      <strong className="text-brand-700">오늘 출고</strong> · 오후 {SHIP_CUTOFF_HOUR - 12}시 전 결제 시
                    </>
                  ) : (
                    <>
                      <strong>{monthDayKo(est.shipYmd)}</strong> 출고 예정
                    </>
                  )
                ) : (
                  '품절로 출고 일정이 없어요.'
                )}
              </dd>
            </div>
            {est ? (
              <div className="flex gap-3">
                <dt className="w-16 shrink-0 text-gray-500">도착 예정</dt>
                <dd>
                  {monthDayKo(est.arriveFrom)} ~ {monthDayKo(est.arriveTo)}
                  <span className="block text-xs text-gray-500">택배사 사정이나 공휴일에 따라 달라질 수 있어요.</span>
                </dd>
              </div>
            ) : null}
            <div className="flex gap-3">
              <dt className="w-16 shrink-0 text-gray-500">배송비</dt>
              <dd>
                {free ? <strong>무료배송</strong> : `${formatNumber(DELIVERY_FEE)}원`}
                <span className="block text-xs text-gray-500">
                  {formatNumber(FREE_DELIVERY_OVER)}원 이상 구매 시 무료 · 제주 {formatNumber(JEJU_SURCHARGE)}원 추가
                </span>
              </dd>
            </div>
          </>
        ) : null}
        {pickup ? (
          <div className="flex gap-3">
            <dt className="w-16 shrink-0 text-gray-500">매장 픽업</dt>
            <dd>무료 · 고른 매장에서 피팅을 받고 찾아가요</dd>
          </div>
        ) : null}
      </dl>
    </section>
  )
}

function Lenses({ goodsNo, sun }: { goodsNo: string; sun: boolean }) {
  return (
    <section aria-labelledby="guide-lens" className="rounded-xl border border-gray-200 p-4">
      <h2 id="guide-lens" className="font-bold">
        {sun ? '도수 렌즈로 바꾸고 싶다면' : '렌즈는 매장에서 맞춰요'}
      </h2>
      <p className="mt-2 leading-relaxed text-gray-700">
        안경렌즈와 콘택트렌즈는 관련 법에 따라 온라인으로 팔지 않아요. 테를 받으신 뒤 가까운 매장을 예약하시면 시력 검사 후 렌즈를 맞춰
        드려요. 매장 픽업을 고르면 테를 찾으실 때 바로 맞출 수 있어요.
      </p>
      <ol className="mt-3 grid grid-cols-3 gap-2 text-center text-xs text-gray-700">
        <li className="rounded-lg bg-gray-50 px-1 py-2">
          <b className="block text-brand-700">1</b>테 주문
        </li>
        <li className="rounded-lg bg-gray-50 px-1 py-2">
          <b className="block text-brand-700">2</b>매장 예약
        </li>
        <li className="rounded-lg bg-gray-50 px-1 py-2">
          <b className="block text-brand-700">3</b>검사 후 렌즈 맞춤
        </li>
      </ol>
      <a href={reservationHref(goodsNo)} className="mt-3 inline-flex font-semibold text-brand-700 underline underline-offset-4">
        렌즈 맞춤 매장 예약하기
      </a>
    </section>
  )
}

/** The size table and a drawing that shows what each number measures. */
function SizeGuide({ sizes }: { sizes: ReadonlyArray<readonly [string, FrameSize]> }) {
  return (
    <section aria-labelledby="guide-size" className="rounded-xl border border-gray-200 p-4">
      <h2 id="guide-size" className="font-bold">
        사이즈 안내
      </h2>
      <SizeDrawing />
      <table className="mt-3 w-full text-center">
        <caption className="sr-only">사이즈별 치수 (mm)</caption>
        <thead className="bg-gray-50 text-xs text-gray-600">
          <tr>
            <th scope="col" className="py-2 font-semibold">
              표기
            </th>
            <th scope="col" className="font-semibold">
              ① 렌즈 가로
            </th>
            <th scope="col" className="font-semibold">
              ② 브릿지
            </th>
            <th scope="col" className="font-semibold">
              ③ 다리 길이
            </th>
            <th scope="col" className="font-semibold">
              전체 가로
            </th>
          </tr>
        </thead>
        <tbody>
          {sizes.map(([label, s]) => (
            <tr key={label} className="border-b border-gray-100">
              <th scope="row" className="py-2 font-medium">
                {label}
              </th>
              <td>{s.lens}</td>
              <td>{s.bridge}</td>
              <td>{s.temple}</td>
              <td>약 {frameFrontWidthMm(s.lens, s.bridge)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-2 text-xs text-gray-500">
        단위 mm · 지금 쓰는 안경 다리 안쪽의 숫자(예: 52□18-145)와 비교해 보세요. 전체 가로는 얼굴 너비와 비슷하면 잘 맞아요.
      </p>
    </section>
  )
}

function SizeDrawing() {
  const dim = (x1: number, x2: number, y: number, label: string) => (
    <g>
      <path d={`M${x1} ${y}H${x2}M${x1} ${y - 5}v10M${x2} ${y - 5}v10`} stroke="#0f766e" strokeWidth="1.5" fill="none" />
      <text x={(x1 + x2) / 2} y={y - 7} textAnchor="middle" fontSize="13" fontWeight="700" fill="#0f766e">
        {label}
      </text>
    </g>
  )
  return (
    <svg
      viewBox="0 0 340 150"
      className="mt-2 w-full"
      role="img"
      aria-label="① 렌즈 가로, ② 브릿지(렌즈 사이), ③ 다리 길이를 표시한 안경 그림"
    >
      <g fill="none" stroke="#374151" strokeWidth="4" strokeLinejoin="round">
        <rect x="22" y="40" width="112" height="66" rx="26" />
        <rect x="166" y="40" width="112" height="66" rx="26" />
        <path d="M134 58q16-10 32 0" strokeWidth="3.5" />
        <path d="M278 52h22l24 8" strokeWidth="3" />
      </g>
      {dim(22, 134, 28, '①')}
      {dim(134, 166, 128, '②')}
      <path d="M290 74q24 6 34 30" stroke="#0f766e" strokeWidth="1.5" fill="none" strokeDasharray="3 3" />
      <text x="318" y="124" textAnchor="middle" fontSize="13" fontWeight="700" fill="#0f766e">
        ③
      </text>
    </svg>
  )
}
