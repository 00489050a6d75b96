import { IconHeart } from './icons'

/**
 * The heart of a goods (its card, the product page's wish button). `data-heart-goods` lets the edge fill the
 * hearts of a member's wished goods into the cached guest shell of their home page (src/server/edge/page-cache.ts
 * writes exactly what this renders).
 */
export function HeartIcon({ goodsNo, dibs, size }: { goodsNo: string; dibs: boolean; size: number }) {
  return (
    <IconHeart
      width={size}
      height={size}
      filled={dibs}
      className={dibs ? 'text-accent' : ''}
      aria-hidden="true"
      data-heart-goods={goodsNo}
    />
  )
}
