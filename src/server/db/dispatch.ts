import type { D1Database } from '@cloudflare/workers-types'
import { changed, guardedBatch, GuardError } from './guard'
import { historyStmt } from './orders'

/**
 * A delivery order leaves the warehouse (20 결제완료 / 30 배송준비중 → 40 배송중) in ONE guarded batch: the order
 * (courier, invoice number, dispatch time), its lines and the status history. Only an order still waiting to
 * ship moves ('dispatch.order' aborts everything otherwise): N identical notices move it once.
 */
export async function dispatchOrder(
  db: D1Database,
  d: { ordNo: string; courierNm: string; invoiceNo: string; nowIso: string },
): Promise<'dispatched' | 'not_waiting'> {
  try {
    await guardedBatch(db, [
      db
        .prepare(
          `UPDATE orders SET status = '40', courier_nm = ?2, invoice_no = ?3, dispatch_dttm = ?4, upd_dttm = ?4
            WHERE ord_no = ?1 AND status IN ('20', '30') AND dlvr_method = '01'`,
        )
        .bind(d.ordNo, d.courierNm, d.invoiceNo, d.nowIso),
      changed(db, 'dispatch.order'),
      db.prepare(`UPDATE order_lines SET status = '40' WHERE ord_no = ?1 AND status IN ('20', '30')`).bind(d.ordNo),
      historyStmt(db, d.ordNo, '40', `출고 완료 (${d.courierNm} ${d.invoiceNo})`, d.nowIso),
    ])
    return 'dispatched'
  } catch (e) {
    if (e instanceof GuardError && e.guard === 'dispatch.order') return 'not_waiting'
    throw e
  }
}
