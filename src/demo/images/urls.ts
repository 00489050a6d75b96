/**
 * URL scheme of the generated SVG images (served by `renderImage` under /img/*, immutable caching).
 * Paths name the image; a few short query parameters refine it. Parameters are emitted in a fixed
 * order so the same image always has the same URL.
 *
 *   /img/goods/<goodsTypeCd>/<goodsNo>.svg?c=<hex6>&t=<hex6>&p=<pack>&i=<label>&k=<kind>&v=<1-4>
 *       c colour (frame / lens coating / box accent / bottle), t tint (colour-lens iris),
 *       p pack count (contact lenses), i short label (lens index '1.67'), k supplies kind
 *       (bottle | case | cloth | spray | lenscase), v view 1–4 (1 = main shot, 2–4 gallery angles)
 *       frames and sunglasses (./eyewear.ts): s shape, m material, f finish, z size 'lens-bridge-temple' (mm),
 *       fc frame colour of sunglasses (c is then the lens colour); v 1 front, 2 ¾, 3 side, 4 worn, f the transparent
 *       try-on front view (4 px/mm, src/shared/goods-picture.ts)
 *   /img/banner/<key>.svg?t=<title>&s=<subtitle>&th=<hex6>&w=<px>&h=<px>
 *       key: main-3, sub-2, top-1, popup-4, promo-12, promo428, event-5, collection-2, vote-1 ...
 *   /img/store/<storeCode>.svg?n=<store name>
 *   /img/brand/<brandNo>.svg?n=<english name>&k=<korean name>
 *   /img/icon/<iconCd>.svg?n=<label>&bg=<hex6>
 */
export type GoodsImageParams = {
  goodsTypeCd: string
  goodsNo: string
  color?: string
  tint?: string
  pack?: number
  label?: string
  kind?: string
  /** Frames/sunglasses: shape, material, finish (./eyewear.ts), size 'lens-bridge-temple', sunglasses' frame colour. */
  shape?: string
  material?: string
  finish?: string
  size?: string
  frameColor?: string
  view?: number | 'f'
}

function query(pairs: Array<[string, string | number | undefined | null]>): string {
  const parts: string[] = []
  for (const [k, v] of pairs) {
    if (v === undefined || v === null || v === '') continue
    parts.push(`${k}=${encodeURIComponent(String(v))}`)
  }
  return parts.length ? `?${parts.join('&')}` : ''
}

const hex6 = (c: string | undefined) => (c ? c.replace(/^#/, '').toLowerCase() : undefined)

export function goodsImageUrl(p: GoodsImageParams): string {
  return (
    `/img/goods/${p.goodsTypeCd}/${p.goodsNo}.svg` +
    query([
      ['c', hex6(p.color)],
      ['t', hex6(p.tint)],
      ['p', p.pack],
      ['i', p.label],
      ['k', p.kind],
      ['s', p.shape],
      ['m', p.material],
      ['f', p.finish],
      ['z', p.size],
      ['fc', hex6(p.frameColor)],
      ['v', p.view === 'f' || (p.view && p.view > 1) ? p.view : undefined],
    ])
  )
}

/**
 * A shopper's review photo of a goods (seeded photo reviews): the goods' image URL with `v=r` and the shot number
 * `r` — a scene of its own (table, desk, worn), never the product shot.
 */
export function reviewPhotoUrl(goodsImgSrc: string, shot: number): string {
  const [path, q = ''] = goodsImgSrc.split('?')
  const params = new URLSearchParams(q)
  params.delete('v')
  params.set('v', 'r')
  params.set('r', String(shot))
  return `${path}?${params.toString()}`
}

export function bannerImageUrl(p: {
  key: string
  title: string
  subtitle?: string
  theme?: string
  width?: number
  height?: number
}): string {
  return (
    `/img/banner/${p.key}.svg` +
    query([
      ['t', p.title],
      ['s', p.subtitle],
      ['th', hex6(p.theme)],
      ['w', p.width],
      ['h', p.height],
    ])
  )
}

export function storeImageUrl(p: { storeCode: string; name: string }): string {
  return `/img/store/${p.storeCode}.svg` + query([['n', p.name]])
}

export function brandLogoUrl(p: { brandNo: number | string; name: string; koName?: string }): string {
  return (
    `/img/brand/${p.brandNo}.svg` +
    query([
      ['n', p.name],
      ['k', p.koName],
    ])
  )
}

export function iconImageUrl(p: { iconCd: string; label: string; bg?: string }): string {
  return (
    `/img/icon/${p.iconCd}.svg` +
    query([
      ['n', p.label],
      ['bg', hex6(p.bg)],
    ])
  )
}
