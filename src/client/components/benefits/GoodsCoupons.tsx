import { Link } from '@tanstack/react-router'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { getApi } from '~/client/api'
import { useDialog } from '~/client/components/Dialogs'
import { btn } from '~/client/components/ui'
import { couponQueries } from '~/client/queries/coupons'
import type { GoodsCoupon } from '~/shared/api/goods-types'
import { formatNumber } from '~/shared/format'
import { benefitQueries } from '~/client/queries/benefits'

/** The goods' downloadable coupons on the product page, each with 받기 in place (guests go to sign-in and back). */
export function GoodsCoupons({ goodsNo, goodsTypeCd }: { goodsNo: string; goodsTypeCd: string }) {
  const { data, isError } = useQuery(couponQueries.forGoods([goodsNo]))
  const dialog = useDialog()
  const qc = useQueryClient()
  const m = useMutation({
    mutationFn: (c: GoodsCoupon) => getApi().coupon.download(c.couponNo),
    onSuccess: async (r, c) => {
      if (r.ok) {
        await qc.invalidateQueries({ queryKey: benefitQueries.all })
        return dialog.alert(`'${c.couponNm}' 쿠폰을 받았어요. 주문할 때 바로 쓸 수 있어요.`)
      }
      if (r.status === 401) {
        const back = `${window.location.pathname}${window.location.search}`
        window.location.assign(`/account/signin?returnUrl=${encodeURIComponent(back)}`)
        return
      }
      await dialog.warn(r.error.errors[0]?.reason ?? '쿠폰을 받지 못했어요. 잠시 후 다시 시도해 주세요.')
    },
  })
  if (isError || !data?.coupons.length) return null
  return (
    <div className="mt-4 rounded-xl border border-dashed border-accent/40 p-3">
      <p className="text-sm font-bold text-accent">이 상품에 쓸 수 있는 쿠폰 {data.coupons.length}장</p>
      <ul className="mt-2 space-y-2 text-sm">
        {data.coupons.map((c) => (
          <li key={c.couponNo} className="flex items-center justify-between gap-2">
            <span className="min-w-0">
              <span className="block font-semibold">{c.couponNm}</span>
              <span className="block text-xs text-gray-600">
                {c.benefitLabel}
                {c.minOrderAmt ? ` · ${formatNumber(c.minOrderAmt)}원 이상` : ''} · {c.validLabel}
              </span>
            </span>
            <button
              type="button"
              className={btn.small}
              disabled={m.isPending && m.variables?.couponNo === c.couponNo}
              onClick={() => m.mutate(c)}
              aria-label={`${c.couponNm} 받기`}
            >
              받기
            </button>
          </li>
        ))}
      </ul>
      <Link
        to="/mypage/myservice/couponzone"
        search={/^0[1-5]$/.test(goodsTypeCd) ? { goodsTypeCd: goodsTypeCd as '01' } : {}}
        className="mt-2 inline-block text-xs font-semibold text-gray-600 underline"
      >
        쿠폰존에서 더 받기
      </Link>
    </div>
  )
}
