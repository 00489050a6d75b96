/**
 * The payment return: trusted only after the server-side approval, its signature and the amount match
 * the order (the browser's POST proves nothing, and carries no session cookie). Anything that fails on
 * our side after approval is net-cancelled, and the order gives back its stock, coupons and points.
 */
import { sha256Hex } from '../../shared/hash'
import { changed, guardedBatch } from '../db/guard'
import { lockOrderForReturn, orderByNo, orderLines, paidStmts, releaseOrder, unlockOrderForReturn, type OrderRow } from '../db/orders'
import { gatewayRefundedSum, logPayment } from '../db/payments'
import type { Env } from '../env'
import { isCashPayMethod, receiptPlan } from '../../shared/order/cash-receipt'
import { insertReceiptStmt, vacctDetailsStmt } from '../db/cash'
import { refundAccountOf } from '../db/payments'
import { approve, inicisConfig, netCancel, refund, trustedUrl, windowForm, type InicisConfig } from '../providers/inicis/adapter'
import { mobileApprove, mobileNetCancel, mobileWindowForm } from '../providers/inicis/mobile'
import { payMethodFromInicis, payMethodFromMobile, seoulToIso } from '../providers/inicis/protocol'
import { providerFetch } from '../providers/transport'
import { issueReceiptOf } from './cash'
import { cardSourceName } from '../../shared/codes'
import { todayYmd } from '../../shared/dates'
import { voucherExpireYmd } from '../../shared/benefits/vouchers'
import { voucherPaidStmts } from '../db/vouchers'

function timingSafeEqualStr(a: string, b: string) {
  if (a.length !== b.length) return false
  let d = 0
  for (let i = 0; i < a.length; i++) d |= a.charCodeAt(i) ^ b.charCodeAt(i)
  return d === 0
}

/**
 * The gateway's payment window for a pending order (every checkout: goods orders and 모바일 상품권): a phone gets the
 * gateway's mobile protocol (its own fields and return), anything else the PC one.
 */
export async function gatewayWindow(
  cfg: InicisConfig,
  order: OrderRow,
  w: { goodsName: string; payDevice: 'PC' | 'MOBILE' | undefined; origin: string },
) {
  const { origin } = w
  const window = {
    oid: order.ord_no,
    price: order.pay_amt,
    goodname: w.goodsName,
    buyername: order.orderer_nm,
    buyertel: order.orderer_mobile,
    buyeremail: order.orderer_email,
    payMethod: order.pay_method,
    merchantData: await pgMerchantData(order),
    escrow: order.escrow_yn === 'Y',
    // 신용카드 chosen on the sheet: the window opens on that card company and 할부.
    card: order.pay_method === '3' && order.card_cd ? { code: order.card_cd, quota: order.card_quota ?? '00' } : undefined,
  }
  return w.payDevice === 'MOBILE'
    ? mobileWindowForm(cfg, {
        ...window,
        nextUrl: `${origin}/payment/mobilereturn`,
        notiUrl: `${origin}/api/v1/front/order/pg/mobilenoti`,
        returnUrl: `${origin}/products/payment/mobileclose?ordNo=${order.ord_no}`,
      })
    : windowForm(cfg, {
        ...window,
        returnUrl: `${origin}/api/v1/front/order/pg/return`,
        closeUrl: `${origin}/products/payment/close?ordNo=${order.ord_no}`,
      })
}

export type ReturnOutcome =
  { kind: 'paid'; ordNo: string } | { kind: 'failed'; ordNo: string | null; message: string } | { kind: 'pending'; ordNo: string }

/** A gateway call about this order, kept in the payments log. */
const logCall = (env: Env, order: OrderRow, kind: string, code: string, msg: string, tid: string | null = null) =>
  logPayment(env.DB, {
    ordNo: order.ord_no,
    kind,
    payMethod: order.pay_method,
    amount: order.pay_amt,
    tid,
    code,
    msg,
    nowIso: new Date().toISOString(),
  })

/**
 * What the checkout hands the gateway as merchantData and the gateway echoes in its return: the order
 * number and a token only the checkout knows (derived from its orderToken, which never leaves the
 * buyer's browser). A return without it is not this checkout's and changes nothing.
 */
export async function pgMerchantData(order: Pick<OrderRow, 'ord_no' | 'idem_key'>) {
  return `${order.ord_no}.${(await sha256Hex(`pg-return:${order.idem_key}`)).slice(0, 40)}`
}

/**
 * What every gateway return (PC and mobile) starts with: the order it names, bound to its checkout by the
 * merchantData token (a forged or foreign return touches nothing), a replay answered as its first outcome, the
 * gateway settings, and `fail`, which releases the pending order and logs why. `outcome` ends the return early.
 */
type OpenReturn =
  { outcome: ReturnOutcome } | { order: OrderRow; cfg: InicisConfig; fail: (message: string, code: string) => Promise<ReturnOutcome> }

async function openReturn(env: Env, ordNo: string, token: string, origin: string): Promise<OpenReturn> {
  const unknown: ReturnOutcome = { kind: 'failed', ordNo: null, message: '결제 정보를 확인할 수 없어요. 주문서에서 다시 결제해 주세요.' }
  if (!/^\d{14,20}$/.test(ordNo)) return { outcome: unknown }
  const order = await orderByNo(env.DB, ordNo)
  if (!order || !timingSafeEqualStr(token, await pgMerchantData(order))) return { outcome: unknown }
  if (order.status === '10' || order.status === '20') return { outcome: { kind: 'paid', ordNo } } // replayed return
  if (order.status !== '01') return { outcome: { kind: 'failed', ordNo, message: order.fail_msg ?? '이미 종료된 결제예요.' } }
  const fail = async (message: string, code: string) => {
    await releaseOrder(env.DB, ordNo, ['01'], '22', message, new Date(), { failMsg: message })
    await logCall(env, order, 'FAIL', code, message)
    return { kind: 'failed' as const, ordNo, message }
  }
  const cfg = inicisConfig(env, origin)
  if (!cfg) return { outcome: await fail('결제 서비스 설정을 확인할 수 없어요.', 'CFG') }
  return { order, cfg, fail }
}

export async function handleReturn(env: Env, f: Record<string, string>, ctx: { origin: string }): Promise<ReturnOutcome> {
  const { origin } = ctx
  const db = env.DB
  const ordNo = (f.orderNumber || f.P_OID || '').trim()
  const open = await openReturn(env, ordNo, f.merchantData ?? f.P_NOTI ?? '', origin)
  if ('outcome' in open) return open.outcome
  const { order, cfg, fail } = open
  if (f.resultCode !== '0000')
    return fail(f.resultMsg ? `결제가 완료되지 않았어요. (${f.resultMsg})` : '결제가 완료되지 않았어요.', f.resultCode || 'ERR')
  if (f.mid && f.mid !== cfg.mid) return fail('결제 정보가 올바르지 않아요.', 'MID')
  if (!f.authToken || !trustedUrl(cfg, f.authUrl) || !trustedUrl(cfg, f.netCancelUrl))
    return fail('결제 승인 주소를 신뢰할 수 없어 결제를 진행하지 않았어요.', 'URL')

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
  const written = await writeApproved(env, order, {
    tid: a.tid,
    payMethod: payMethodFromInicis(a.payMethod) ?? order.pay_method,
    cardCd: a.CARD_Code ?? null,
    cardQuota: a.CARD_Quota ?? null,
    cardSrcCd: cardSource(a.CARD_SrcCode),
    bankCd: a.ACCT_BankCode ?? a.VACT_BankCode ?? null,
    vacctNo: a.VACT_Num ?? null,
    vacctDue: seoulToIso(a.VACT_Date, a.VACT_Time),
    vacctHolder: a.VACT_Name ?? null,
    resultMsg: a.resultMsg,
    fault: cfg.sandbox && a.sandboxFault === 'after-approval',
  })
  if (!written) return cancelAndFail('결제 승인 후 주문 처리 중 오류가 발생해 결제를 자동으로 취소했어요.', 'MERCHANT')
  await afterPaid(env, ordNo, origin)
  return { kind: 'paid', ordNo }
}

/** A gateway's card source code as kept: a known single-character code, else null (spec §5's lookup rule). */
const cardSource = (code: string | undefined) => (cardSourceName(code) ? code! : null)

/** An approval as the order keeps it (from the PC or the mobile protocol). */
interface ApprovedPayment {
  tid: string
  payMethod: string
  cardCd: string | null
  cardQuota: string | null
  /** The easy-pay app behind the card (spec §3 card source code), null for a plain card. */
  cardSrcCd: string | null
  bankCd: string | null
  vacctNo: string | null
  vacctDue: string | null
  vacctHolder: string | null
  resultMsg: string
  /** Sandbox only: the merchant's own step fails after approval (exercises net-cancel). */
  fault: boolean
}

/**
 * Writes an approved payment in one guarded batch: the order paid (20) or, for a virtual account, waiting
 * for the deposit (10) with its account, deadline and holder; a bank transfer's cash receipt to issue.
 * False when our side failed (the caller net-cancels).
 */
async function writeApproved(env: Env, order: OrderRow, p: ApprovedPayment): Promise<boolean> {
  const db = env.DB
  const ordNo = order.ord_no
  const now = new Date().toISOString()
  try {
    if (p.fault) throw new Error('sandbox: merchant step failed after approval')
    const lines = await orderLines(db, ordNo)
    await unlockOrderForReturn(db, ordNo)
    const status = p.payMethod === '2' ? '10' : '20'
    const [first, ...rest] = paidStmts(
      db,
      order,
      {
        status,
        tid: p.tid,
        payMethod: p.payMethod,
        cardCd: p.cardCd,
        cardQuota: p.cardQuota,
        cardSrcCd: p.cardSrcCd,
        bankCd: p.bankCd,
        vacctNo: p.vacctNo,
        resultMsg: p.resultMsg,
      },
      lines,
      now,
    )
    const plan =
      status === '20'
        ? receiptPlan({
            payMethod: p.payMethod,
            amount: order.pay_amt,
            type: order.cash_receipt_type,
            idType: order.cash_receipt_id_type,
            number: order.cash_receipt_no,
          })
        : null
    // The order must still await this payment, or nothing of it is written.
    await guardedBatch(db, [
      first,
      changed(db, 'payment.order'),
      ...rest,
      ...(p.payMethod === '2' ? [vacctDetailsStmt(db, ordNo, p.vacctDue, p.vacctHolder)] : []),
      ...(plan ? [insertReceiptStmt(db, ordNo, plan, order.pay_amt, now)] : []),
      // A 모바일 상품권 order's code is issued with its payment (no-ops for any other order).
      ...(status === '20' ? voucherPaidStmts(db, ordNo, todayYmd(), voucherExpireYmd(todayYmd()), now) : []),
    ])
    return true
  } catch (e) {
    console.error(JSON.stringify({ level: 'error', where: 'payment.return', ordNo, message: (e as Error).message }))
    return false
  }
}

/** After the paid batch: the cash receipt it asked for goes to the gateway (an error stays for the nightly retry). */
async function afterPaid(env: Env, ordNo: string, origin: string) {
  await issueReceiptOf(env, ordNo, origin).catch((e: unknown) =>
    console.error(JSON.stringify({ level: 'error', where: 'cash.receipt', ordNo, message: (e as Error).message })),
  )
}

/**
 * The mobile protocol's return (P_NEXT_URL): bound to its checkout through P_NOTI, authenticated result
 * P_STATUS 00, then the approval at P_REQ_URL (server to server), and net-cancel when our side fails after it.
 */
export async function handleMobileReturn(env: Env, f: Record<string, string>, ctx: { origin: string }): Promise<ReturnOutcome> {
  const { origin } = ctx
  const db = env.DB
  const noti = f.P_NOTI ?? ''
  const ordNo = noti.split('.')[0] ?? ''
  const open = await openReturn(env, ordNo, noti, origin)
  if ('outcome' in open) return open.outcome
  const { order, cfg, fail } = open
  if (f.P_STATUS !== '00')
    return fail(f.P_RMESG1 ? `결제가 완료되지 않았어요. (${f.P_RMESG1})` : '결제가 완료되지 않았어요.', f.P_STATUS || 'ERR')
  if (!f.P_TID || !trustedUrl(cfg, f.P_REQ_URL)) return fail('결제 승인 주소를 신뢰할 수 없어 결제를 진행하지 않았어요.', 'URL')
  if (!(await lockOrderForReturn(db, ordNo, `LOCK:${f.P_TID.slice(0, 40)}`))) return { kind: 'pending', ordNo }

  const fetcher = providerFetch(env)
  const result = await mobileApprove(cfg, { reqUrl: f.P_REQ_URL, tid: f.P_TID, oid: ordNo, price: order.pay_amt }, fetcher)
  const cancelAndFail = async (message: string, code: string) => {
    const nc = await mobileNetCancel(cfg, { tid: f.P_TID, oid: ordNo, price: order.pay_amt }, fetcher)
    await logCall(env, order, 'NETCANCEL', nc.code, nc.ok ? `망취소 완료: ${message}` : `망취소 실패(${nc.message}): ${message}`, f.P_TID)
    return fail(message, code)
  }
  if (result.kind === 'refused') return fail(`결제가 승인되지 않았어요. (${result.message})`, result.code)
  if (result.kind === 'unknown') return cancelAndFail(`${result.message} 결제를 자동으로 취소했어요.`, 'UNKNOWN')
  const a = result.approval
  const payMethod = payMethodFromMobile(a.P_TYPE) ?? order.pay_method
  const written = await writeApproved(env, order, {
    tid: a.P_TID,
    payMethod,
    cardCd: payMethod === '3' ? (a.P_FN_CD1 ?? null) : null,
    cardSrcCd: payMethod === '3' ? cardSource(a.P_SRC_CODE) : null,
    cardQuota: payMethod === '3' ? (a.P_RMESG2 ?? '00').padStart(2, '0') : null,
    bankCd: payMethod === '2' ? (a.P_VACT_BANK_CODE ?? null) : payMethod === '1' ? (a.P_FN_CD1 ?? null) : null,
    vacctNo: a.P_VACT_NUM ?? null,
    vacctDue: seoulToIso(a.P_VACT_DATE, a.P_VACT_TIME),
    vacctHolder: a.P_VACT_NAME ?? null,
    resultMsg: a.P_RMESG1 || '정상처리되었습니다.',
    fault: cfg.sandbox && a.P_SANDBOX_FAULT === 'after-approval',
  })
  if (!written) return cancelAndFail('결제 승인 후 주문 처리 중 오류가 발생해 결제를 자동으로 취소했어요.', 'MERCHANT')
  await afterPaid(env, ordNo, origin)
  return { kind: 'paid', ordNo }
}

/** What the gateway has refunded of an order so far. */
export const gatewayRefunded = (db: Env['DB'], ordNo: string) => gatewayRefundedSum(db, ordNo)

/**
 * One claim's refund through the gateway (services/refund.ts): the whole payment, or `partial` (price cancelled
 * now, confirmPrice left approved). Logged with the claim's number, so a retry never calls twice.
 */
export async function refundPart(
  env: Env,
  order: OrderRow,
  r: { claimNo: number; amount: number; partial: { price: number; confirmPrice: number } | null; msg: string; origin: string },
) {
  const cfg = inicisConfig(env, r.origin)
  if (!cfg) return { ok: false, message: '결제 서비스 설정을 확인할 수 없어요.' }
  if (!order.pg_tid) return { ok: false, message: '결제 정보를 찾을 수 없어요.' }
  const acct = isCashPayMethod(order.pay_method) && order.member_no ? await refundAccountOf(env.DB, order.member_no) : null
  const refundAccount = acct ? { bankCd: acct.bank_cd, accountNo: acct.account_no, holderName: acct.holder_nm } : undefined
  const g = await refund(
    cfg,
    { tid: order.pg_tid, payMethod: order.pay_method, msg: r.msg, refundAccount, partial: r.partial ?? undefined },
    providerFetch(env),
  )
  await logPayment(env.DB, {
    ordNo: order.ord_no,
    kind: 'CANCEL',
    payMethod: order.pay_method,
    amount: r.amount,
    tid: order.pg_tid,
    code: g.code,
    msg: g.message,
    nowIso: new Date().toISOString(),
    claimNo: r.claimNo,
  })
  return { ok: g.ok, message: g.message }
}
