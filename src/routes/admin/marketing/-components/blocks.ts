import { mergeAttributes, Node } from '@tiptap/core'

/**
 * The campaign editor's own blocks (Tiptap nodes). Each renders to plain markup the shop's one sanitizer keeps
 * (src/server/html/sanitize.ts allows the three class names) and parses back from it, so a page saved as HTML
 * reloads into the same blocks:
 * - goods shelf: links to the picked goods (the shop shows their live prices in the page's goods list below);
 * - coupon button: a link to the coupon zone, where members download the campaign's coupon;
 * - countdown: the end time as text; the shop page turns it into the time left.
 */
export interface ShelfGoods {
  goodsNo: string
  name: string
}

export const GoodsShelf = Node.create({
  name: 'goodsShelf',
  group: 'block',
  atom: true,
  addAttributes() {
    return {
      goods: {
        default: [] as ShelfGoods[],
        parseHTML: (el: HTMLElement) =>
          [...el.querySelectorAll('a')].map((a) => ({
            goodsNo: (a.getAttribute('href') ?? '').split('/').pop() ?? '',
            name: a.textContent ?? '',
          })),
        renderHTML: () => ({}),
      },
    }
  },
  parseHTML: () => [{ tag: 'div.campaign-shelf' }],
  renderHTML({ node, HTMLAttributes }) {
    const goods = node.attrs.goods as ShelfGoods[]
    return [
      'div',
      mergeAttributes(HTMLAttributes, { class: 'campaign-shelf' }),
      ...(goods.length ? goods.map((g) => ['a', { href: `/products/${g.goodsNo}` }, g.name]) : [['span', {}, '상품을 골라 주세요']]),
    ]
  },
})

export const CouponButton = Node.create({
  name: 'couponButton',
  group: 'block',
  atom: true,
  addAttributes() {
    return {
      label: { default: '쿠폰 받기', parseHTML: (el: HTMLElement) => el.textContent?.trim() || '쿠폰 받기', renderHTML: () => ({}) },
    }
  },
  parseHTML: () => [{ tag: 'p.campaign-coupon' }],
  renderHTML({ node, HTMLAttributes }) {
    return [
      'p',
      mergeAttributes(HTMLAttributes, { class: 'campaign-coupon' }),
      ['a', { href: '/mypage/myservice/couponzone' }, node.attrs.label as string],
    ]
  },
})

export const Countdown = Node.create({
  name: 'countdown',
  group: 'block',
  atom: true,
  addAttributes() {
    return { until: { default: '', parseHTML: (el: HTMLElement) => el.textContent ?? '', renderHTML: () => ({}) } }
  },
  parseHTML: () => [{ tag: 'p.campaign-countdown' }],
  renderHTML({ node, HTMLAttributes }) {
    return ['p', mergeAttributes(HTMLAttributes, { class: 'campaign-countdown' }), (node.attrs.until as string) || '종료까지 남은 시간']
  },
})
