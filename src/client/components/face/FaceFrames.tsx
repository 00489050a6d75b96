import { Link } from '@tanstack/react-router'
import type { FaceFrame } from '~/shared/api/face-types'
import { parseFrameSize, frontWidth } from '~/shared/eyes/face'
import { formatNumber } from '~/shared/text'

/** Recommended frames: image, brand, name, the fitting size and its front width, linked to the product page. */
export function FaceFrames({ frames, label = '추천 안경테' }: { frames: FaceFrame[]; label?: string }) {
  return (
    <ul className="grid grid-cols-2 gap-3 md:grid-cols-4" aria-label={label}>
      {frames.map((f) => {
        const s = parseFrameSize(f.size)
        return (
          <li key={f.goodsNo}>
            <Link
              to="/products/$id"
              params={{ id: f.goodsNo }}
              className="block rounded-2xl border border-gray-200 bg-white p-2 hover:border-brand-600"
            >
              <img
                src={f.imgSrc}
                alt=""
                width={300}
                height={300}
                loading="lazy"
                className="aspect-square w-full rounded-xl bg-gray-50 object-contain"
              />
              <p className="mt-2 text-xs text-gray-600">{f.brandNm}</p>
              <p className="line-clamp-2 text-sm font-semibold text-gray-900">{f.goodsNm}</p>
              <p className="mt-1 text-sm font-bold text-gray-900">{formatNumber(f.salePrice)}원</p>
              <p className="mt-1 text-xs text-brand-700">
                사이즈 {f.size}
                {s ? ` · 전면 약 ${frontWidth(s)}mm` : ''}
              </p>
            </Link>
          </li>
        )
      })}
    </ul>
  )
}
