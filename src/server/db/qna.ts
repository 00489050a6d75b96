/**
 * Goods Q&A: questions on a product page, public or secret. A secret question is shown only to its writer
 * (others see that a secret question exists, never its text or answer); edits and deletes only while unanswered,
 * decided in the UPDATE/DELETE's own WHERE (owner + `answer IS NULL`).
 */
import type { D1Database } from '@cloudflare/workers-types'
import type { GoodsQnaListAnswer, MyQnaItem, MyQnaListAnswer, QnaItem } from '../../shared/api/voice-types'
import { maskName } from '../../shared/format'
import type { QnaBody, QnaUpdateBody } from '../../shared/schemas/voice'

type QnaRow = {
  qna_no: number
  goods_no: string
  member_no: number
  writer_nm: string
  question: string
  secret_yn: 'Y' | 'N'
  answer: string | null
  answer_dttm: string | null
  answer_edit_dttm: string | null
  reg_dttm: string
}
const COLS =
  'q.qna_no, q.goods_no, q.member_no, q.writer_nm, q.question, q.secret_yn, q.answer, q.answer_dttm, q.answer_edit_dttm, q.reg_dttm'

function toQna(r: QnaRow, reader: number | null): QnaItem {
  const mine = reader != null && r.member_no === reader
  const open = r.secret_yn === 'N' || mine
  return {
    qnaNo: r.qna_no,
    goodsNo: r.goods_no,
    writer: maskName(r.writer_nm),
    question: open ? r.question : null,
    secret: r.secret_yn === 'Y',
    mine,
    answerState: r.answer ? 'ANSWERED' : 'WAITING',
    answer: open ? r.answer : null,
    answerDttm: r.answer_dttm,
    answerEditDttm: r.answer_edit_dttm,
    regDate: r.reg_dttm,
  }
}

export async function goodsQna(
  db: D1Database,
  goodsNo: string,
  page: number,
  rows: number,
  reader: number | null,
): Promise<GoodsQnaListAnswer | null> {
  const [exists, list, count] = await db.batch<Record<string, unknown>>([
    db.prepare(`SELECT goods_no FROM goods WHERE goods_no = ?1 AND display_yn = 'Y'`).bind(goodsNo),
    db
      .prepare(`SELECT ${COLS} FROM goods_qna q WHERE q.goods_no = ?1 AND q.hidden_yn = 'N' ORDER BY q.qna_no DESC LIMIT ?2 OFFSET ?3`)
      .bind(goodsNo, rows, (page - 1) * rows),
    db.prepare(`SELECT COUNT(*) AS n FROM goods_qna q WHERE q.goods_no = ?1 AND q.hidden_yn = 'N'`).bind(goodsNo),
  ])
  if (!exists.results.length) return null
  return {
    list: (list.results as unknown as QnaRow[]).map((r) => toQna(r, reader)),
    page,
    rows,
    totalCount: Number(count.results[0]?.n ?? 0),
  }
}

export async function myQna(db: D1Database, memberNo: number, page: number, rows: number): Promise<MyQnaListAnswer> {
  const [list, count] = await db.batch<Record<string, unknown>>([
    db
      .prepare(
        `SELECT ${COLS}, g.goods_nm, g.img_src FROM goods_qna q JOIN goods g ON g.goods_no = q.goods_no WHERE q.member_no = ?1 ORDER BY q.qna_no DESC LIMIT ?2 OFFSET ?3`,
      )
      .bind(memberNo, rows, (page - 1) * rows),
    db.prepare(`SELECT COUNT(*) AS n FROM goods_qna WHERE member_no = ?1`).bind(memberNo),
  ])
  return {
    list: (list.results as unknown as Array<QnaRow & { goods_nm: string; img_src: string }>).map((r): MyQnaItem => ({
      ...toQna(r, memberNo),
      goodsNm: r.goods_nm,
      imgSrc: r.img_src,
    })),
    page,
    rows,
    totalCount: Number(count.results[0]?.n ?? 0),
  }
}

/** Asks a question on a goods on sale; null when there is no such goods. */
export async function insertQna(db: D1Database, memberNo: number, b: QnaBody, now: Date): Promise<number | null> {
  const r = await db
    .prepare(
      `INSERT INTO goods_qna (goods_no, member_no, writer_nm, question, secret_yn, reg_dttm)
       SELECT g.goods_no, m.member_no, m.member_nm, ?3, ?4, ?5 FROM goods g JOIN members m ON m.member_no = ?2
        WHERE g.goods_no = ?1 AND g.display_yn = 'Y' RETURNING qna_no`,
    )
    .bind(b.goodsNo, memberNo, b.question, b.secret ? 'Y' : 'N', now.toISOString())
    .first<{ qna_no: number }>()
  return r?.qna_no ?? null
}

/** The state of my question (for the message when an edit or delete changed nothing). */
export async function myQnaState(db: D1Database, memberNo: number, qnaNo: number) {
  return db
    .prepare(`SELECT answer IS NOT NULL AS answered FROM goods_qna WHERE qna_no = ?1 AND member_no = ?2`)
    .bind(qnaNo, memberNo)
    .first<{ answered: number }>()
}

/** Edits my unanswered question; false when nothing changed (not mine, or answered). */
export async function updateQna(db: D1Database, memberNo: number, qnaNo: number, b: QnaUpdateBody, now: Date): Promise<boolean> {
  const r = await db
    .prepare(`UPDATE goods_qna SET question = ?3, secret_yn = ?4, upd_dttm = ?5 WHERE qna_no = ?1 AND member_no = ?2 AND answer IS NULL`)
    .bind(qnaNo, memberNo, b.question, b.secret ? 'Y' : 'N', now.toISOString())
    .run()
  return r.meta.changes > 0
}

export async function deleteQna(db: D1Database, memberNo: number, qnaNo: number): Promise<boolean> {
  const r = await db.prepare(`DELETE FROM goods_qna WHERE qna_no = ?1 AND member_no = ?2 AND answer IS NULL`).bind(qnaNo, memberNo).run()
  return r.meta.changes > 0
}
