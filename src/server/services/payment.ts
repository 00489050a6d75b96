/**
 * The payment return: trusted only after the server-side approval, its signature and the amount match
 * the order (the browser's POST proves nothing, and carries no session cookie). Anything that fails on
 * our side after approval is net-cancelled, and the order gives back its stock, coupons and points.
 */
import { sha256Hex } from '../../shared/hash'
import { changed, guardedBatch } from '../db/guard'
import { lockOrderForReturn, orderByNo, orderLines, paidStmts, releaseOrder, unlockOrderForReturn, type OrderRow } from '../db/orders'
import { logPayment } from '../db/payments'
import type { Env } from '../env'
import { approve, inicisConfig, netCancel, refund, trustedUrl } from '../providers/inicis/adapter'
import { payMethodFromInicis } from '../providers/inicis/protocol'
import { providerFetch } from '../providers/transport'

function timingSafeEqualStr(a: string, b: string) {
  if (a.length !== b.length) return false
  let d = 0
  for (let i = 0; i < a.length; i++) d |= a.charCodeAt(i) ^ b.charCodeAt(i)
  return d === 0
}

export type ReturnOutcome =
  | { kind: 'paid'; ordNo: string }
  | { kind: 'failed'; ordNo: string | null; message: string }
  | { kind: 'pending'; ordNo: string }

/** A gateway call about this order, kept in the payments log. */
const logCall = (env: Env, order: OrderRow, kind: string, code: string, msg: string, tid: string | null = null) =>
  logPayment(env.DB, { ordNo: order.ord_no, kind, payMethod: order.pay_method, amount: order.pay_amt, tid, code, msg, nowIso: new Date().toISOString() })

/**
 * What the checkout hands the gateway as merchantData and the gateway echoes in its return: the order
 * number and a token only the checkout knows (derived from its orderToken, which never leaves the
 * buyer's browser). A return without it is not this checkout's and changes nothing.
 */
export async function pgMerchantData(order: Pick<OrderRow, 'ord_no' | 'idem_key'>) {
  return `${order.ord_no}.${(await sha256Hex(`pg-return:${order.idem_key}`)).slice(0, 40)}`
}

export async function handleReturn(env: Env, f: Record<string, string>, ctx: { origin: string }): Promise<ReturnOutcome> {
  const { origin } = ctx
  const db = env.DB
  const ordNo = (f.orderNumber || f.P_OID || '').trim()
  const unknown = { kind: 'failed' as const, ordNo: null, message: '결제 정보를 확인할 수 없어요. 주문서에서 다시 결제해 주세요.' }
  if (!/^\d{14,20}$/.test(ordNo)) return unknown
  const order = await orderByNo(db, ordNo)
  // Bound to the checkout: a forged or foreign return (no or wrong merchantData) touches nothing.
  if (!order || !timingSafeEqualStr(f.merchantData ?? f.P_NOTI ?? '', await pgMerchantData(order))) return unknown
  if (order.status === '10' || order.status === '20') return { kind: 'paid', ordNo } // replayed return
  if (order.status !== '01') return { kind: 'failed', ordNo, message: order.fail_msg ?? '이미 종료된 결제예요.' }

  const fail = async (message: string, code: string) => {
    await releaseOrder(db, ordNo, ['01'], '22', message, new Date(), { failMsg: message })
    await logCall(env, order, 'FAIL', code, message)
    return { kind: 'failed' as const, ordNo, message }
  }
  const cfg = inicisConfig(env, origin)
  if (!cfg) return fail('결제 서비스 설정을 확인할 수 없어요.', 'CFG')
  if (f.resultCode !== '0000') return fail(f.resultMsg ? `결제가 완료되지 않았어요. (${f.resultMsg})` : '결제가 완료되지 않았어요.', f.resultCode || 'ERR')
  if (f.mid && f.mid !== cfg.mid) return fail('결제 정보가 올바르지 않아요.', 'MID')
  if (!f.authToken || !trustedUrl(cfg, f.authUrl) || !trustedUrl(cfg, f.netCancelUrl)) return fail('결제 승인 주소를 신뢰할 수 없어 결제를 진행하지 않았어요.', 'URL')

  // One return handles an order: a second (double POST) finds the lock and waits for the first.
  if (!(await lockOrderForReturn(db, ordNo, `LOCK:${f.authToken.slice(0, 40)}`))) return { kind: 'pending', ordNo }

  const fetcher = providerFetch(env)
  const result = await approve(cfg, { authUrl: f.authUrl, authToken: f.authToken, oid: ordNo, price: order.pay_amt }, fetcher)
  const cancelAndFail = async (message: string, code: string) => {
    const nc = await netCancel(cfg, { netCancelUrl: f.netCancelUrl, authToken: f.authToken, price: order.pay_amt }, fetcher)
    await logCall(env, order, 'NETCANCEL', nc.code, nc.ok ? `망취소 완료: ${message}` : `망취소 실패(${nc.message}): ${message}`)
    return fail(message, code)
  }
  if (result.kind === 'refused') return fail(`결제가 승인되지 않았어요. (${result.message})`, result.code)
  if (result.kind === 'unknown') return cancelAndFail(`${result.message} 결제를 자동으로 취소했어요.`, 'UNKNOWN')

  const a = result.approval
  const payMethod = payMethodFromInicis(a.payMethod) ?? order.pay_method
  const now = new Date().toISOString()
  try {
    if (cfg.sandbox && a.sandboxFault === 'after-approval') throw new Error('sandbox: merchant step failed after approval')
    const lines = await orderLines(db, ordNo)
    await unlockOrderForReturn(db, ordNo)
    const [first, ...rest] = paidStmts(
        db,
        order,
        {
          status: payMethod === '2' ? '10' : '20',
          tid: a.tid,
          payMethod,
          cardCd: a.CARD_Code ?? null,
          cardQuota: a.CARD_Quota ?? null,
          bankCd: a.ACCT_BankCode ?? a.VACT_BankCode ?? null,
          vacctNo: a.VACT_Num ?? null,
          resultMsg: a.resultMsg,
        },
        lines,
        now,
      )
    // The order must still await this payment, or nothing of it is written.
    await guardedBatch(db, [first, changed(db, 'payment.order'), ...rest])
  } catch (e) {
    console.error(JSON.stringify({ level: 'error', where: 'payment.return', ordNo, message: (e as Error).message }))
    return cancelAndFail('결제 승인 후 주문 처리 중 오류가 발생해 결제를 자동으로 취소했어요.', 'MERCHANT')
  }
  return { kind: 'paid', ordNo }
}

/** Refund through the gateway (cancel or return). Records the call. */
export async function refundPayment(env: Env, order: OrderRow, msg: string, ctx: { origin: string }) {
  const { origin } = ctx
  const cfg = inicisConfig(env, origin)
  if (!cfg) return { ok: false, message: '결제 서비스 설정을 확인할 수 없어요.' }
  if (!order.pg_tid) return { ok: false, message: '결제 정보를 찾을 수 없어요.' }
  const r = await refund(cfg, { tid: order.pg_tid, payMethod: order.pay_method, msg }, providerFetch(env))
  await logCall(env, order, 'CANCEL', r.code, r.message, order.pg_tid)
  return { ok: r.ok, message: r.message }
}
