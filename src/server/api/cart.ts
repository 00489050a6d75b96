import type { Context } from 'hono'
import { Hono } from 'hono'
import type * as v from 'valibot'
import type { CartAddAnswer, CartAnswer, CartLine } from '../../shared/api/commerce-types'
import { orderAmounts } from '../../shared/order/rules'
import {
  cartIsReservationOnly,
  DELIVERY_METHOD,
  deliveryMethodOfCart,
  isReservationOnly,
  mixedCategoriesYn,
  toYn,
} from '../../shared/rules'
import { cartAddBody, cartChangeBody, cartRemoveBody, cartSelectBody } from '../../shared/schemas/cart'
import {
  addToCart,
  cartCount,
  cartLineStock,
  cartQttOf,
  cartRows,
  changeQtt,
  guestOwner,
  itemWithGoods,
  memberOwner,
  mergeCarts,
  removeLines,
  selectLines,
} from '../db/cart'
import type { AppEnv } from '../env'
import { RESERVATION_NOTICE } from '../services/order'
import { clearGuestCartCookie, guestCartId, setGuestCartCookie } from './cookies'
import { ApiError } from './errors'
import { requestMember, requireMember } from './require-member'
import { validate } from './validate'

/**
 * The cart's owner key. A signed-in member with a guest cart cookie gets the guest cart merged into
 * theirs first (the next cart call after sign-in, or the order sheet's), and the cookie is dropped.
 */
export async function cartOwner(c: Context<AppEnv>, create: boolean): Promise<{ owner: string | null; merged: number }> {
  const member = await requestMember(c)
  const validGuest = guestCartId(c)
  if (member) {
    const owner = memberOwner(member.memberNo)
    let merged = 0
    if (validGuest) {
      merged = await mergeCarts(c.env.DB, guestOwner(validGuest), owner, new Date().toISOString())
      clearGuestCartCookie(c)
    }
    return { owner, merged }
  }
  if (validGuest) return { owner: guestOwner(validGuest), merged: 0 }
  if (!create) return { owner: null, merged: 0 }
  const id = crypto.randomUUID().replace(/-/g, '')
  setGuestCartCookie(c, id)
  return { owner: guestOwner(id), merged: 0 }
}

async function cartAnswer(c: Context<AppEnv>, owner: string | null, merged: number): Promise<CartAnswer> {
  const rows = owner ? await cartRows(c.env.DB, owner) : []
  const cartList: CartLine[] = rows.map((r) => {
    const salePrice = r.sale_price + r.add_price
    return {
      cartNo: r.cart_no,
      goodsNo: r.goods_no,
      itemNo: r.item_no,
      goodsNm: r.goods_nm,
      itemNm: r.item_nm,
      brandNm: r.brand_nm,
      goodsTypeCd: r.goods_type_cd,
      imgSrc: r.img_src,
      customerPrice: r.customer_price + r.add_price,
      salePrice,
      buyQtt: r.buy_qtt,
      stockQtt: r.stock_qtt,
      selectYn: r.select_yn,
      dlvrYn: r.dlvr_yn,
      directYn: r.direct_yn,
      reservationOnlyYn: toYn(isReservationOnly(r.goods_type_cd)),
      lineAmt: salePrice * r.buy_qtt,
    }
  })
  const selected = cartList.filter((l) => l.selectYn === 'Y')
  const deliverable = selected.filter((l) => l.reservationOnlyYn === 'N')
  const method = deliveryMethodOfCart(deliverable)
  const a = orderAmounts(deliverable, { dlvrMethod: method === DELIVERY_METHOD.DIRECT ? DELIVERY_METHOD.DIRECT : DELIVERY_METHOD.DELIVERY })
  const mixed = mixedCategoriesYn(selected)
  const reservationOnly = cartIsReservationOnly(selected)
  return {
    cartList,
    cartCount: cartList.length,
    selectedCount: selected.length,
    goodsAmt: a.goodsAmt,
    dlvrAmt: a.dlvrAmt,
    payAmt: a.payAmt,
    deliveryMethod: method,
    reservationOnlyYn: toYn(reservationOnly),
    mixedCategoriesYn: mixed,
    notice: reservationOnly ? RESERVATION_NOTICE : null,
    merged,
  }
}

const addHandler = async (
  c: Context<AppEnv, string, { in: { json: v.InferInput<typeof cartAddBody> }; out: { json: v.InferOutput<typeof cartAddBody> } }>,
) => {
  const body = c.req.valid('json')
  const item = await itemWithGoods(c.env.DB, body.itemNo)
  if (!item || item.display_yn !== 'Y' || (body.goodsNo && body.goodsNo !== item.goods_no))
    throw ApiError.notFound('판매하지 않는 상품이에요.', 'itemNo')
  if (!isReservationOnly(item.goods_type_cd) && item.stock_qtt < body.buyQtt) {
    throw new ApiError(409, [
      { field: 'buyQtt', reason: item.stock_qtt > 0 ? `재고가 ${item.stock_qtt}개 남았어요.` : '품절된 상품이에요.' },
    ])
  }
  const { owner } = await cartOwner(c, true)
  // The line's total (already in the cart + added) must stay within stock; the statement checks it as it adds.
  const stocked = !isReservationOnly(item.goods_type_cd)
  const cartNo = await addToCart(c.env.DB, owner!, item.goods_no, item.item_no, body.buyQtt, new Date().toISOString(), stocked)
  if (cartNo == null) {
    const inCart = await cartQttOf(c.env.DB, owner!, item.item_no)
    const more = Math.max(0, item.stock_qtt - inCart)
    throw new ApiError(409, [
      {
        field: 'buyQtt',
        reason: more
          ? `장바구니에 이미 ${inCart}개 담겨 있어요. 재고가 ${item.stock_qtt}개라 ${more}개까지 더 담을 수 있어요.`
          : `장바구니에 이미 ${inCart}개 담겨 있어 더 담을 수 없어요. (재고 ${item.stock_qtt}개)`,
      },
    ])
  }
  return c.json({
    cartNo,
    cartCount: await cartCount(c.env.DB, owner!),
    reservationOnlyYn: toYn(isReservationOnly(item.goods_type_cd)),
  } satisfies CartAddAnswer)
}

/** /api/v1/front/cart/* — guests by the anonymous cart cookie, members by their number. */
export const cartApi = new Hono<AppEnv>()
  .get('/list', async (c) => {
    const { owner, merged } = await cartOwner(c, false)
    return c.json(await cartAnswer(c, owner, merged))
  })
  .get('/count', async (c) => {
    const { owner } = await cartOwner(c, false)
    return c.json({ cartCount: owner ? await cartCount(c.env.DB, owner) : 0 })
  })
  .post('/merge', requireMember(), async (c) => {
    const { owner, merged } = await cartOwner(c as never, false)
    return c.json({ merged, cartCount: owner ? await cartCount(c.env.DB, owner) : 0 })
  })
  .post('/add', validate('json', cartAddBody), (c) => addHandler(c))
  /** Same as /add (the goods page's buy box posts here). */
  .post('/', validate('json', cartAddBody), (c) => addHandler(c))
  .put('/change', validate('json', cartChangeBody), async (c) => {
    const body = c.req.valid('json')
    const { owner, merged } = await cartOwner(c, false)
    const line = owner ? await cartLineStock(c.env.DB, owner, body.cartNo) : null
    if (!owner || !line) throw ApiError.notFound('장바구니에 없는 상품이에요.', 'cartNo')
    const stocked = !isReservationOnly(line.goods_type_cd)
    if (!(await changeQtt(c.env.DB, owner, body.cartNo, body.buyQtt, new Date().toISOString(), stocked))) {
      const now = await cartLineStock(c.env.DB, owner, body.cartNo)
      if (!now) throw ApiError.notFound('장바구니에 없는 상품이에요.', 'cartNo')
      throw new ApiError(409, [
        {
          field: 'buyQtt',
          reason: now.stock_qtt > 0 ? `재고가 ${now.stock_qtt}개 남아 ${now.stock_qtt}개까지 담을 수 있어요.` : '품절된 상품이에요.',
        },
      ])
    }
    return c.json(await cartAnswer(c, owner, merged))
  })
  .post('/remove', validate('json', cartRemoveBody), async (c) => {
    const body = c.req.valid('json')
    const { owner, merged } = await cartOwner(c, false)
    if (owner) await removeLines(c.env.DB, owner, body.cartNos)
    return c.json(await cartAnswer(c, owner, merged))
  })
  .post('/select', validate('json', cartSelectBody), async (c) => {
    const body = c.req.valid('json')
    const { owner, merged } = await cartOwner(c, false)
    if (owner) await selectLines(c.env.DB, owner, body.cartNos, body.selectYn, new Date().toISOString())
    return c.json(await cartAnswer(c, owner, merged))
  })
