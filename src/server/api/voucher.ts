import { Hono } from 'hono'
import type { VoucherListAnswer, VoucherMoveAnswer, VoucherOrderAnswer } from '../../shared/api/voucher-types'
import { voucherOrderBody, voucherParam, voucherSendBody } from '../../shared/schemas/voucher'
import { publicOrigin, type AppEnv } from '../env'
import { inicisConfig } from '../providers/inicis/adapter'
import { gatewayWindow } from '../services/payment'
import { createVoucherOrder, keepVoucher, resendVoucher, sendVoucher, vouchersOf } from '../services/voucher'
import { ApiError } from './errors'
import { requireMember } from './require-member'
import { validate } from './validate'

/** /api/v1/front/voucher/* — 모바일 상품권 bought online: buy (card, through the gateway), keep, send, resend, lists. */
export const voucherApi = new Hono<AppEnv>()
  .get('/', requireMember(), async (c) => c.json((await vouchersOf(c.env.DB, c.var.member.memberNo)) satisfies VoucherListAnswer))
  .post('/order', requireMember(), validate('json', voucherOrderBody), async (c) => {
    const body = c.req.valid('json')
    const origin = new URL(c.req.url).origin
    const cfg = inicisConfig(c.env, origin)
    if (!cfg) throw new ApiError(503, [{ field: 'faceAmt', reason: '결제 서비스를 준비하고 있어요. 잠시 후 다시 시도해 주세요.' }])
    const order = await createVoucherOrder(c.env.DB, c.var.member.memberNo, body)
    const goodsName = `다비치 모바일 상품권 ${order.pay_amt.toLocaleString('ko-KR')}원`
    return c.json({
      ordNo: order.ord_no,
      payAmt: order.pay_amt,
      goodsName,
      orderPayPO: order.status === '01' ? await gatewayWindow(cfg, order, { goodsName, payDevice: body.payDevice, origin }) : null,
    } satisfies VoucherOrderAnswer)
  })
  .post('/:ordNo/send', requireMember(), validate('param', voucherParam), validate('json', voucherSendBody), async (c) =>
    c.json(
      (await sendVoucher(c.env, c.var.member.memberNo, c.req.valid('param').ordNo, c.req.valid('json'), {
        origin: publicOrigin(c.env, c.req.url),
      })) satisfies VoucherMoveAnswer,
    ),
  )
  .post('/:ordNo/resend', requireMember(), validate('param', voucherParam), async (c) =>
    c.json(
      (await resendVoucher(c.env, c.var.member.memberNo, c.req.valid('param').ordNo, {
        origin: publicOrigin(c.env, c.req.url),
      })) satisfies VoucherMoveAnswer,
    ),
  )
  .post('/:ordNo/keep', requireMember(), validate('param', voucherParam), async (c) =>
    c.json((await keepVoucher(c.env.DB, c.var.member.memberNo, c.req.valid('param').ordNo)) satisfies VoucherMoveAnswer),
  )
