import { sanitizeHtml } from '../html/sanitize'
import { changed, guardedBatch, GuardError } from './guard'
import type {
  ArticleDetailAnswer,
  ArticleItem,
  FaqItem,
  InquiryItem,
  LensGuideAnswer,
  NoticeDetailAnswer,
  NoticeItem,
  NoticeListAnswer,
} from '../../shared/api/support-types'
import {
  FAQ_CATEGORY_CODES,
  type FaqCategory,
  type InquiryBody,
  type LensGuideAnswers,
  type PartnershipBody,
} from '../../shared/schemas/support'

/** LIKE pattern with %, _ and \ escaped (used with ESCAPE '\'). */
const likePattern = (s: string) => `%${s.replace(/[\\%_]/g, (m) => `\\${m}`)}%`

type NoticeRow = { notice_no: number; title: string; important_yn: 'Y' | 'N'; view_count: number; reg_dttm: string }
const notice = (r: NoticeRow): NoticeItem => ({
  noticeNo: r.notice_no,
  title: r.title,
  importantYn: r.important_yn,
  viewCount: r.view_count,
  regDttm: r.reg_dttm,
})
const NOTICE_COLS = 'notice_no, title, important_yn, view_count, reg_dttm'

export async function noticeList(db: D1Database, page: number, rows: number, keyword?: string): Promise<NoticeListAnswer> {
  const kw = keyword ? likePattern(keyword) : null
  const where = `WHERE important_yn = 'N' AND (?1 IS NULL OR title LIKE ?1 ESCAPE '\\')`
  const [imp, list, count] = await db.batch<NoticeRow & { n: number }>([
    db
      .prepare(
        `SELECT ${NOTICE_COLS} FROM visible_notices WHERE important_yn = 'Y' AND (?1 IS NULL OR title LIKE ?1 ESCAPE '\\') ORDER BY reg_dttm DESC LIMIT 5`,
      )
      .bind(kw),
    db
      .prepare(`SELECT ${NOTICE_COLS} FROM visible_notices ${where} ORDER BY reg_dttm DESC, notice_no DESC LIMIT ?2 OFFSET ?3`)
      .bind(kw, rows, (page - 1) * rows),
    db.prepare(`SELECT COUNT(*) AS n FROM visible_notices ${where}`).bind(kw),
  ])
  return { important: imp.results.map(notice), list: list.results.map(notice), page, rows, totalCount: count.results[0]?.n ?? 0 }
}

export async function noticeDetail(db: D1Database, noticeNo: number): Promise<NoticeDetailAnswer | null> {
  const row = await db
    .prepare(`SELECT ${NOTICE_COLS}, content_html FROM visible_notices WHERE notice_no = ?1`)
    .bind(noticeNo)
    .first<NoticeRow & { content_html: string }>()
  if (!row) return null
  const [prev, next] = await db.batch<{ notice_no: number; title: string }>([
    db
      .prepare(
        `SELECT notice_no, title FROM visible_notices WHERE (reg_dttm, notice_no) < (?1, ?2) ORDER BY reg_dttm DESC, notice_no DESC LIMIT 1`,
      )
      .bind(row.reg_dttm, noticeNo),
    db
      .prepare(
        `SELECT notice_no, title FROM visible_notices WHERE (reg_dttm, notice_no) > (?1, ?2) ORDER BY reg_dttm ASC, notice_no ASC LIMIT 1`,
      )
      .bind(row.reg_dttm, noticeNo),
    db.prepare(`UPDATE notices SET view_count = view_count + 1 WHERE notice_no = ?1`).bind(noticeNo),
  ])
  const link = (r?: { notice_no: number; title: string }) => (r ? { noticeNo: r.notice_no, title: r.title } : null)
  return { ...notice(row), contentHtml: await sanitizeHtml(row.content_html), prev: link(prev.results[0]), next: link(next.results[0]) }
}

export async function faqList(db: D1Database, category?: FaqCategory, keyword?: string): Promise<FaqItem[]> {
  const { results } = await db
    .prepare(
      `SELECT faq_no, category, question, answer FROM visible_faqs WHERE display_yn = 'Y' AND (?1 IS NULL OR category = ?1)
       AND (?2 IS NULL OR question LIKE ?2 ESCAPE '\\' OR answer LIKE ?2 ESCAPE '\\') ORDER BY sort_seq, faq_no`,
    )
    .bind(category ?? null, keyword ? likePattern(keyword) : null)
    .all<{ faq_no: number; category: FaqCategory; question: string; answer: string }>()
  return results.map((r) => ({ faqNo: r.faq_no, category: r.category, question: r.question, answer: r.answer }))
}
export const faqCategories = () => [...FAQ_CATEGORY_CODES]

type InquiryRow = {
  inquiry_no: number
  category: InquiryItem['category']
  title: string
  content: string
  answer: string | null
  answer_dttm: string | null
  answer_edit_dttm: string | null
  reg_dttm: string
}
export async function inquiryList(db: D1Database, memberNo: number, page: number, rows: number) {
  const [list, count] = await db.batch<InquiryRow & { n: number }>([
    db
      .prepare(
        `SELECT inquiry_no, category, title, content, answer, answer_dttm, answer_edit_dttm, reg_dttm FROM inquiries WHERE member_no = ?1 AND hidden_yn = 'N' ORDER BY inquiry_no DESC LIMIT ?2 OFFSET ?3`,
      )
      .bind(memberNo, rows, (page - 1) * rows),
    db.prepare(`SELECT COUNT(*) AS n FROM inquiries WHERE member_no = ?1 AND hidden_yn = 'N'`).bind(memberNo),
  ])
  const items: InquiryItem[] = list.results.map((r) => ({
    inquiryNo: r.inquiry_no,
    category: r.category,
    title: r.title,
    content: r.content,
    answerState: r.answer ? 'ANSWERED' : 'WAITING',
    answer: r.answer,
    answerDttm: r.answer_dttm,
    answerEditDttm: r.answer_edit_dttm,
    regDttm: r.reg_dttm,
  }))
  return { list: items, page, rows, totalCount: count.results[0]?.n ?? 0 }
}

type ArticleRow = {
  article_no: number
  category?: string
  title: string
  summary: string
  img_src: string
  reg_dttm?: string
  content_html?: string
}
const article = (r: ArticleRow): ArticleItem => ({
  id: r.article_no,
  ...(r.category ? { category: r.category } : {}),
  title: r.title,
  summary: r.summary,
  imgSrc: r.img_src,
  ...(r.reg_dttm ? { regDttm: r.reg_dttm } : {}),
})

export async function magazineList(db: D1Database) {
  const { results } = await db
    .prepare(`SELECT article_no, category, title, summary, img_src, reg_dttm FROM visible_magazine_articles ORDER BY reg_dttm DESC`)
    .all<ArticleRow>()
  return results.map(article)
}
export async function magazineDetail(db: D1Database, id: number): Promise<ArticleDetailAnswer | null> {
  const r = await db.prepare(`SELECT * FROM visible_magazine_articles WHERE article_no = ?1`).bind(id).first<ArticleRow>()
  return r ? { ...article(r), contentHtml: await sanitizeHtml(r.content_html ?? '') } : null
}
export async function inspectionList(db: D1Database) {
  const { results } = await db
    .prepare(`SELECT article_no, title, summary, img_src FROM inspection_articles ORDER BY sort_seq, article_no`)
    .all<ArticleRow>()
  return results.map(article)
}
export async function inspectionDetail(db: D1Database, id: number): Promise<ArticleDetailAnswer | null> {
  const r = await db
    .prepare(`SELECT article_no, title, summary, img_src, content_html FROM inspection_articles WHERE article_no = ?1`)
    .bind(id)
    .first<ArticleRow>()
  return r ? { ...article(r), contentHtml: await sanitizeHtml(r.content_html ?? '') } : null
}

const GROUPS = {
  progressive: {
    name: '누진다초점 렌즈',
    goodsType: '03',
    words: ['누진', '다초점'],
    description: '먼 곳과 가까운 곳을 안경 하나로 편하게 볼 수 있는 렌즈예요. 처음이라면 정밀검사 후 맞추시길 권해 드려요.',
  },
  bluelight: {
    name: '블루라이트 차단 렌즈',
    goodsType: '03',
    words: ['블루라이트'],
    description: '화면에서 나오는 푸른 빛을 줄여 오랜 시간 모니터와 스마트폰을 보는 눈의 부담을 덜어 줘요.',
  },
  photochromic: {
    name: '변색 렌즈',
    goodsType: '03',
    words: ['변색'],
    description: '실내에서는 투명하고 햇빛 아래에서는 선글라스처럼 어두워져 눈부심을 줄여 줘요.',
  },
  office: {
    name: '사무용·근용 렌즈',
    goodsType: '03',
    words: ['사무용', '근용'],
    description: '책상 거리와 가까운 거리를 넓고 편하게 보여 줘서 업무와 독서에 알맞아요.',
  },
  single: {
    name: '단초점 비구면 렌즈',
    goodsType: '03',
    words: ['단초점'],
    description: '왜곡이 적고 얇아 처음 안경을 맞추시는 분도 부담 없이 쓰기 좋은 기본 렌즈예요.',
  },
  oneday: {
    name: '원데이 콘택트렌즈',
    goodsType: '04',
    words: ['원데이'],
    description: '하루 쓰고 버려 세척이 필요 없고 위생적이에요. 렌즈가 처음인 분께도 좋아요.',
  },
  toric: {
    name: '난시 교정 콘택트렌즈',
    goodsType: '04',
    words: ['난시'],
    description: '난시 축을 잡아 주어 화면을 오래 봐도 초점이 흔들리지 않게 도와줘요.',
  },
} as const
type GroupCode = keyof typeof GROUPS

/** 비전체크: pure rules from the four answers to a lens group, with the reasons shown to the customer. */
export function pickLensGroup(a: LensGuideAnswers): { code: GroupCode; reasons: string[] } {
  const older = a.age === 'a40' || a.age === 'a50'
  if (a.wear === 'contact') {
    return a.concern === 'tired' || a.screen === 'high'
      ? { code: 'toric', reasons: ['콘택트렌즈를 주로 착용하세요', '눈의 피로나 긴 화면 사용이 있어요'] }
      : { code: 'oneday', reasons: ['콘택트렌즈를 주로 착용하세요', '관리가 간편한 렌즈가 좋아요'] }
  }
  if (older && a.concern === 'near')
    return { code: 'progressive', reasons: ['40대 이후 가까운 글씨가 흐려지기 시작해요', '먼 곳과 가까운 곳을 함께 보셔야 해요'] }
  if (a.concern === 'near') return { code: 'office', reasons: ['가까운 거리를 볼 때 불편하세요'] }
  if (a.concern === 'glare') return { code: 'photochromic', reasons: ['햇빛과 빛 번짐이 눈부시세요'] }
  if (a.screen === 'high' || (a.screen === 'mid' && a.concern === 'tired'))
    return { code: 'bluelight', reasons: ['화면을 오래 보세요', '눈이 쉽게 피로해요'].slice(0, a.concern === 'tired' ? 2 : 1) }
  return { code: 'single', reasons: ['특별한 불편 없이 선명하게 보고 싶으세요'] }
}

export async function lensGuide(db: D1Database, a: LensGuideAnswers): Promise<LensGuideAnswer> {
  const { code, reasons } = pickLensGroup(a)
  const g = GROUPS[code]
  const { results } = await db
    .prepare(
      `SELECT goods_no, goods_nm, img_src, sale_price, customer_price FROM goods
       WHERE goods_type_cd = ?1 AND display_yn = 'Y' AND (search_text LIKE ?2 OR goods_nm LIKE ?2 OR search_text LIKE ?3 OR goods_nm LIKE ?3)
       ORDER BY sale_count DESC, goods_no LIMIT 8`,
    )
    .bind(g.goodsType, `%${g.words[0]}%`, `%${g.words[g.words.length - 1]}%`)
    .all<{ goods_no: string; goods_nm: string; img_src: string; sale_price: number; customer_price: number }>()
  const goods = results.map((r) => ({
    goodsNo: r.goods_no,
    goodsNm: r.goods_nm,
    imgSrc: r.img_src,
    salePrice: r.sale_price,
    customerPrice: r.customer_price,
  }))
  const prices = goods.map((x) => x.salePrice)
  return {
    group: {
      code,
      name: g.name,
      goodsType: g.goodsType,
      description: g.description,
      reasons,
      priceMin: prices.length ? Math.min(...prices) : 0,
      priceMax: prices.length ? Math.max(...prices) : 0,
    },
    goods: goods.slice(0, 4),
  }
}

export async function createPartnership(db: D1Database, b: PartnershipBody, now: string): Promise<number> {
  const r = await db
    .prepare(
      `INSERT INTO partnership_requests (company, contact_name, phone, email, content, privacy_agree_yn, reg_dttm) VALUES (?1, ?2, ?3, ?4, ?5, 'Y', ?6) RETURNING request_no`,
    )
    .bind(b.company, b.contactName, b.phone, b.email, b.content, now)
    .first<{ request_no: number }>()
  return r!.request_no
}

// ---- my 1:1 inquiries: detail, edit while unanswered, delete, attachments (issue 15) -----------------------
type InquiryFileRow = { seq: number; file_key: string; file_nm: string; size: number }

/** The URL an inquiry attachment is read from (owner-only, through the shared files API). */
export const inquiryFileUrl = (fileKey: string) => `/api/v1/front/files/${encodeURIComponent(fileKey)}`

/** One of my inquiries with its attachments; null when it is not mine (or taken down). */
export async function inquiryDetail(db: D1Database, memberNo: number, inquiryNo: number) {
  const [row, files] = await db.batch<Record<string, unknown>>([
    db
      .prepare(
        `SELECT inquiry_no, category, title, content, answer, answer_dttm, answer_edit_dttm, reg_dttm FROM inquiries WHERE inquiry_no = ?1 AND member_no = ?2 AND hidden_yn = 'N'`,
      )
      .bind(inquiryNo, memberNo),
    db
      .prepare(
        `SELECT f.seq, f.file_key, f.file_nm, f.size FROM inquiry_files f JOIN inquiries i ON i.inquiry_no = f.inquiry_no WHERE f.inquiry_no = ?1 AND i.member_no = ?2 ORDER BY f.seq`,
      )
      .bind(inquiryNo, memberNo),
  ])
  const r = row.results[0] as InquiryRow | undefined
  if (!r) return null
  return {
    inquiryNo: r.inquiry_no,
    category: r.category,
    title: r.title,
    content: r.content,
    answerState: r.answer ? ('ANSWERED' as const) : ('WAITING' as const),
    answer: r.answer,
    answerDttm: r.answer_dttm,
    answerEditDttm: r.answer_edit_dttm,
    regDttm: r.reg_dttm,
    editable: !r.answer,
    files: (files.results as unknown as InquiryFileRow[]).map((f) => ({
      seq: f.seq,
      fileId: f.file_key,
      name: f.file_nm,
      size: f.size,
      url: inquiryFileUrl(f.file_key),
    })),
  }
}

export interface InquiryFileRef {
  key: string
  name: string
  size: number
}

/** A new inquiry and its attachments in one batch. */
export async function createInquiry(
  db: D1Database,
  memberNo: number,
  b: InquiryBody,
  files: InquiryFileRef[],
  now: string,
): Promise<number> {
  const res = await db.batch([
    db
      .prepare(`INSERT INTO inquiries (member_no, category, title, content, reg_dttm) VALUES (?1, ?2, ?3, ?4, ?5) RETURNING inquiry_no`)
      .bind(memberNo, b.category, b.title, b.content, now),
    ...files.map((f, i) =>
      // the inquiry just inserted in this batch (a batch is one transaction: no other insert of this member comes between)
      db
        .prepare(
          `INSERT INTO inquiry_files (inquiry_no, seq, file_key, file_nm, size) VALUES ((SELECT MAX(inquiry_no) FROM inquiries WHERE member_no = ?1), ?2, ?3, ?4, ?5)`,
        )
        .bind(memberNo, i + 1, f.key, f.name, f.size),
    ),
  ])
  return (res[0].results[0] as { inquiry_no: number }).inquiry_no
}

/** Edits my unanswered inquiry (attachments replaced) in one guarded batch; false when it is not mine or answered. */
export async function updateInquiry(
  db: D1Database,
  memberNo: number,
  inquiryNo: number,
  b: InquiryBody,
  files: InquiryFileRef[],
  now: string,
): Promise<boolean> {
  try {
    await guardedBatch(db, [
      db
        .prepare(
          `UPDATE inquiries SET category = ?3, title = ?4, content = ?5, upd_dttm = ?6 WHERE inquiry_no = ?1 AND member_no = ?2 AND answer IS NULL AND hidden_yn = 'N'`,
        )
        .bind(inquiryNo, memberNo, b.category, b.title, b.content, now),
      changed(db, 'inquiry.open'),
      db.prepare(`DELETE FROM inquiry_files WHERE inquiry_no = ?1`).bind(inquiryNo),
      ...files.map((f, i) =>
        db
          .prepare(`INSERT INTO inquiry_files (inquiry_no, seq, file_key, file_nm, size) VALUES (?1, ?2, ?3, ?4, ?5)`)
          .bind(inquiryNo, i + 1, f.key, f.name, f.size),
      ),
    ])
    return true
  } catch (e) {
    if (e instanceof GuardError) return false
    throw e
  }
}

/** Deletes my unanswered inquiry and its attachment rows; false when nothing changed. */
export async function deleteInquiry(
  db: D1Database,
  memberNo: number,
  inquiryNo: number,
): Promise<{ deleted: boolean; fileKeys: string[] }> {
  const mine = `inquiry_no = ?1 AND member_no = ?2 AND answer IS NULL`
  const res = await db.batch<{ file_key: string }>([
    db
      .prepare(`SELECT f.file_key FROM inquiry_files f WHERE f.inquiry_no = (SELECT inquiry_no FROM inquiries WHERE ${mine})`)
      .bind(inquiryNo, memberNo),
    db.prepare(`DELETE FROM inquiry_files WHERE inquiry_no = (SELECT inquiry_no FROM inquiries WHERE ${mine})`).bind(inquiryNo, memberNo),
    db.prepare(`DELETE FROM inquiries WHERE ${mine}`).bind(inquiryNo, memberNo),
  ])
  return { deleted: res[2].meta.changes > 0, fileKeys: res[0].results.map((r) => r.file_key) }
}

/** Whether an inquiry of mine exists (for the message when an edit or delete changed nothing). */
export async function inquiryExists(db: D1Database, memberNo: number, inquiryNo: number) {
  return !!(await db
    .prepare(`SELECT 1 AS ok FROM inquiries WHERE inquiry_no = ?1 AND member_no = ?2 AND hidden_yn = 'N'`)
    .bind(inquiryNo, memberNo)
    .first())
}
