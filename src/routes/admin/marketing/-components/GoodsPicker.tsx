import { useId } from 'react'
import { consoleCall } from '~/client/console/api'
import type { CampaignGoods, GoodsPickAnswer } from '~/shared/api/marketing-types'
import { GoodsFinder, PickedGoods } from '../../-components/GoodsFinder'

/** Goods picked from the catalogue by name or number (a campaign's shelf, a coupon's scope); reordered with ↑/↓. */
export function GoodsPicker({
  value,
  onChange,
  title = '기획전 상품',
  max = 60,
  error,
}: {
  value: CampaignGoods[]
  onChange: (g: CampaignGoods[]) => void
  title?: string
  max?: number
  error?: string | null
}) {
  const uid = useId()
  const has = new Set(value.map((g) => g.goodsNo))
  return (
    <section aria-labelledby={`${uid}-title`} className="rounded-xl border border-gray-200 bg-white p-4">
      <h2 id={`${uid}-title`} className="mb-2 text-base font-bold">
        {title}{' '}
        <span className="text-sm font-normal text-gray-600">
          {value.length}개 (최대 {max}개)
        </span>
      </h2>
      <GoodsFinder
        id={`${uid}-keyword`}
        label="상품명 또는 상품 번호"
        search={async (keyword) => {
          const r = await consoleCall<GoodsPickAnswer>('/marketing/goods', { query: { keyword } })
          return r.ok ? { ...r, data: r.data.goods.map((g) => ({ ...g, goodsNm: g.name, salePrice: g.price })) } : r
        }}
        action={(g) => ({ text: has.has(g.goodsNo) ? '담음' : '담기', disabled: has.has(g.goodsNo) || value.length >= max })}
        onPick={({ goodsNo, name, imgSrc, price }) => onChange([...value, { goodsNo, name, imgSrc, price }])}
        emptyText="찾는 상품이 없어요. 다른 이름이나 번호로 찾아 주세요."
        error={error}
      />
      <PickedGoods value={value} onChange={onChange} name={(g) => g.name} empty="아직 담은 상품이 없어요. 위에서 찾아 담아 주세요.">
        {(g) => <span className="min-w-0 flex-1 truncate">{g.name}</span>}
      </PickedGoods>
    </section>
  )
}
