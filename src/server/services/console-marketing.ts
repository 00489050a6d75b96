import type { Env } from '../env'
import {
  campaignGoodsStmt,
  campaignListStmt,
  campaignReadyGuard,
  campaignStepStmts,
  campaignStmt,
  createCampaignStmts,
  goodsPickStmt,
  saveCampaignStmts,
  setPreviewTokenStmt,
  type CampaignRow,
} from '../db/campaigns'
import { GuardError } from '../db/guard'
import { opBatch, type OpCtx } from '../db/operators'
import { staleConflict, StaleVersionError } from '../db/revisions'
import { DomainError } from '../domain-error'
import { sanitizeHtml } from '../html/sanitize'
import { campaignPhase, seoulLocalToIso, type CampaignAction } from '~/shared/admin/campaign'
import type {
  CampaignDetail,
  CampaignGoods,
  CampaignListAnswer,
  GoodsPickAnswer,
  PreviewLinkAnswer,
  UploadedImage,
} from '~/shared/api/marketing-types'
import { storeSiteImage } from '../files'
import {
  couponForIssueStmt,
  couponListStmt,
  issueRunStmt,
  runningRunStmt,
  segmentCountStmt,
  startRunStmt,
  runSegment,
  type IssueRunRow,
  type Segment,
} from '../db/coupon-issue'
import { enqueueJob } from '../jobs/queue'
import { segmentCouponIssueJob } from '../jobs/segment-coupon-issue'
import type { CouponListAnswer, IssueRunAnswer } from '~/shared/api/marketing-types'
import {
  bannerListStmt,
  bannerStmt,
  createBannerStmts,
  deleteBannerStmts,
  orderBannerStmts,
  saveBannerStmts,
  type BannerRow,
} from '../db/banners'
import { mainBanners, mainPage, topBanner } from '../db/main'
import type { BannerItem, BannerListAnswer } from '~/shared/api/marketing-types'
import type { BannerCreateInput, BannerSaveInput } from '~/shared/schemas/marketing'
import type { CampaignSaveInput, SegmentIssueInput } from '~/shared/schemas/marketing'
import { sha256Hex } from '~/shared/hash'

/** The fields a stale save names (the snapshot's keys), in the order the editor shows them. */
export const CAMPAIGN_LABELS: Record<string, string> = {
  title: '제목',
  subtitle: '부제목',
  description: '요약 설명',
  keywords: '태그',
  themeColor: '대표 색',
  dcRate: '할인율',
  imgSrc: '대표 이미지',
  mobileImgSrc: '모바일 이미지',
  startAt: '시작 일시',
  endAt: '종료 일시',
  state: '상태',
  ogTitle: '공유 제목',
  ogDescription: '공유 설명',
  ogImgSrc: '공유 이미지',
  contentHtml: '본문',
  goodsNos: '기획전 상품',
}

/** How long a draft's preview link works. */
export const PREVIEW_HOURS = 72

const toGoods = (r: Record<string, unknown>): CampaignGoods => ({
  goodsNo: r.goods_no as string,
  name: r.goods_nm as string,
  imgSrc: r.img_src as string,
  price: r.sale_price as number,
})

export async function listCampaigns(
  env: Env,
  op: OpCtx,
  q: { phase?: string; keyword?: string },
  now = new Date(),
): Promise<CampaignListAnswer> {
  const [res] = await opBatch(env.DB, op, { action: 'marketing.campaign.list', subject: 'campaigns' }, [
    campaignListStmt(env.DB, now.toISOString(), q.phase, q.keyword),
  ])
  const rows = (res!.results ?? []) as unknown as CampaignRow[]
  return {
    campaigns: rows.map((r) => ({
      id: r.prmt_no,
      slug: r.slug,
      title: r.title,
      state: r.state,
      phase: campaignPhase(r.state, r.start_dttm, r.end_dttm, now),
      startAt: r.start_dttm,
      endAt: r.end_dttm,
      version: r.version,
      goodsCount: r.goods_count ?? 0,
      updatedAt: r.upd_dttm,
    })),
  }
}

export async function campaignDetail(env: Env, op: OpCtx, prmtNo: number, now = new Date()): Promise<CampaignDetail> {
  const [row, goods] = await opBatch(env.DB, op, { action: 'marketing.campaign.read', subject: `campaign:${prmtNo}` }, [
    campaignStmt(env.DB, prmtNo),
    campaignGoodsStmt(env.DB, prmtNo),
  ])
  const r = row!.results?.[0] as CampaignRow | undefined
  if (!r) throw DomainError.notFound('기획전을 찾을 수 없습니다.', 'prmtNo')
  return {
    id: r.prmt_no,
    slug: r.slug,
    state: r.state,
    phase: campaignPhase(r.state, r.start_dttm, r.end_dttm, now),
    version: r.version,
    title: r.title,
    subtitle: r.subtitle,
    description: r.description,
    keywords: r.keywords,
    themeColor: r.theme_color,
    dcRate: r.dc_rate,
    imgSrc: r.img_src,
    mobileImgSrc: r.mobile_img_src,
    startAt: r.start_dttm,
    endAt: r.end_dttm,
    ogTitle: r.og_title,
    ogDescription: r.og_description,
    ogImgSrc: r.og_img_src,
    docJson: r.doc_json,
    // The one sanitizer on read as well: the editor never loads markup the shop would not show.
    contentHtml: await sanitizeHtml(r.content_html),
    goods: ((goods!.results ?? []) as Record<string, unknown>[]).map(toGoods),
    updatedAt: r.upd_dttm,
  }
}

export async function createCampaign(env: Env, op: OpCtx, title: string, now = new Date()): Promise<{ id: number }> {
  // Tomorrow 00:00 to 14 days later, Seoul.
  const seoulToday = new Date(now.getTime() + 9 * 3600_000).toISOString().slice(0, 10)
  const start = new Date(Date.parse(`${seoulToday}T00:00:00+09:00`) + 86_400_000)
  const end = new Date(start.getTime() + 14 * 86_400_000 - 60_000)
  const [ins] = await opBatch(env.DB, op, { action: 'marketing.campaign.create', subject: 'campaign:new', detail: title }, [
    ...createCampaignStmts(env.DB, op, title, start.toISOString(), end.toISOString(), now.toISOString()),
  ])
  return { id: (ins!.results?.[0] as { prmt_no: number }).prmt_no }
}

/** Saves the editor's page: body through the one sanitizer, moving only from the version the operator loaded. */
export async function saveCampaign(
  env: Env,
  op: OpCtx,
  prmtNo: number,
  input: CampaignSaveInput,
  now = new Date(),
): Promise<{ version: number }> {
  const contentHtml = await sanitizeHtml(input.contentHtml)
  const startIso = seoulLocalToIso(input.startAt)!
  const endIso = seoulLocalToIso(input.endAt)!
  const goodsNos = [...new Set(input.goodsNos)]
  const snapshot = {
    title: input.title,
    subtitle: input.subtitle,
    description: input.description,
    keywords: input.keywords,
    themeColor: input.themeColor,
    dcRate: input.dcRate,
    imgSrc: input.imgSrc,
    mobileImgSrc: input.mobileImgSrc,
    startAt: startIso,
    endAt: endIso,
    ogTitle: input.ogTitle,
    ogDescription: input.ogDescription,
    ogImgSrc: input.ogImgSrc,
    contentHtml,
    goodsNos,
  }
  try {
    await opBatch(
      env.DB,
      op,
      { action: 'marketing.campaign.save', subject: `campaign:${prmtNo}`, detail: `v${input.version + 1}` },
      saveCampaignStmts(
        env.DB,
        op,
        prmtNo,
        input.version,
        { ...input, startIso, endIso, contentHtml, goodsNos },
        snapshot,
        now.toISOString(),
      ),
      now,
    )
  } catch (e) {
    if (e instanceof GuardError && e.guard === 'campaign.version') throw await staleOrMissing(env, prmtNo, input.version)
    throw e
  }
  return { version: input.version + 1 }
}

async function staleOrMissing(env: Env, prmtNo: number, seen: number) {
  const exists = await campaignStmt(env.DB, prmtNo).first()
  if (!exists) return DomainError.notFound('기획전을 찾을 수 없습니다.', 'prmtNo')
  return new StaleVersionError(await staleConflict(env.DB, 'campaign', prmtNo, seen, CAMPAIGN_LABELS))
}

const STEP_REFUSED: Record<CampaignAction, string> = {
  schedule: '작성 중인 기획전만, 종료 일시 전에 예약할 수 있습니다.',
  unschedule: '시작 전인 예약만 취소할 수 있습니다.',
  publish: '작성 중이거나 예약된 기획전만, 종료 일시 전에 게시할 수 있습니다.',
  end: '게시 중인 기획전만 종료할 수 있습니다.',
}

/** A step of the page's life (schedule, unschedule, publish, end), from the version the operator saw. */
export async function stepCampaign(
  env: Env,
  op: OpCtx,
  prmtNo: number,
  action: CampaignAction,
  seen: number,
  now = new Date(),
): Promise<{ version: number }> {
  const ready = action === 'schedule' || action === 'publish' ? [campaignReadyGuard(env.DB, prmtNo)] : []
  try {
    await opBatch(
      env.DB,
      op,
      { action: `marketing.campaign.${action}`, subject: `campaign:${prmtNo}`, detail: `v${seen + 1}` },
      [...ready, ...campaignStepStmts(env.DB, op, prmtNo, seen, action, now.toISOString())],
      now,
    )
  } catch (e) {
    if (e instanceof GuardError && e.guard === 'campaign.incomplete')
      throw DomainError.invalid('대표 이미지와 본문을 저장한 뒤에 예약하거나 게시할 수 있습니다.', 'content')
    if (e instanceof GuardError && e.guard === 'campaign.version') {
      const row = (await campaignStmt(env.DB, prmtNo).first()) as CampaignRow | null
      if (!row) throw DomainError.notFound('기획전을 찾을 수 없습니다.', 'prmtNo')
      if (row.version !== seen) throw new StaleVersionError(await staleConflict(env.DB, 'campaign', prmtNo, seen, CAMPAIGN_LABELS))
      throw DomainError.of('conflict', 'action', STEP_REFUSED[action])
    }
    throw e
  }
  return { version: seen + 1 }
}

/** A preview link of the page as it is saved now, for PREVIEW_HOURS; a new link replaces the last one. */
export async function previewLink(env: Env, op: OpCtx, prmtNo: number, origin: string, now = new Date()): Promise<PreviewLinkAnswer> {
  const bytes = crypto.getRandomValues(new Uint8Array(24))
  const token = btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
  const expiresAt = new Date(now.getTime() + PREVIEW_HOURS * 3600_000).toISOString()
  const [res] = await opBatch(env.DB, op, { action: 'marketing.campaign.preview', subject: `campaign:${prmtNo}` }, [
    setPreviewTokenStmt(env.DB, prmtNo, await sha256Hex(token), expiresAt),
  ])
  if (!res!.meta.changes) throw DomainError.notFound('기획전을 찾을 수 없습니다.', 'prmtNo')
  return { url: `${origin}/promotion/${prmtNo}?preview=${token}`, expiresAt }
}

export async function pickGoods(env: Env, keyword: string): Promise<GoodsPickAnswer> {
  const { results } = await goodsPickStmt(env.DB, keyword).all<Record<string, unknown>>()
  return { goods: results.map(toGoods) }
}

/** An operator's image upload (the upload module's checks; never SVG), logged with its public path. */
export async function uploadSiteImage(env: Env, op: OpCtx, file: File): Promise<UploadedImage> {
  const stored = await storeSiteImage(env, file)
  await opBatch(env.DB, op, { action: 'marketing.image.upload', subject: stored.path, detail: `${stored.width}x${stored.height}` }, [])
  return stored
}

/* ---- main page desk: banners and the /main preview ---- */

export const BANNER_LABELS: Record<string, string> = {
  name: '배너 이름',
  description: '설명',
  imgSrc: 'PC 이미지',
  mobileImgSrc: '모바일 이미지',
  linkUrl: '링크',
  bgColor: '배경색',
  startAt: '게시 시작',
  endAt: '게시 종료',
  audience: '보여줄 대상',
}

const toBannerItem = (r: BannerRow, now: Date): BannerItem => ({
  bannerNo: r.banner_no,
  type: r.banner_type,
  goodsType: r.goods_type_cd,
  name: r.banner_nm,
  description: r.banner_dscrt,
  imgSrc: r.img_src,
  mobileImgSrc: r.mobile_img_src,
  linkUrl: r.link_url,
  bgColor: r.bg_color,
  startAt: r.display_start,
  endAt: r.display_end,
  sortSeq: r.sort_seq,
  version: r.version,
  audience: r.audience_cd,
  when: Date.parse(r.display_end) <= now.getTime() ? 'ended' : Date.parse(r.display_start) > now.getTime() ? 'upcoming' : 'live',
})

export async function listBanners(
  env: Env,
  op: OpCtx,
  q: { type: string; goodsType?: string },
  now = new Date(),
): Promise<BannerListAnswer> {
  const [res] = await opBatch(env.DB, op, { action: 'marketing.banner.list', subject: `banners:${q.type}` }, [
    bannerListStmt(env.DB, q.type, q.type === 'MAIN' ? (q.goodsType ?? null) : null, now.toISOString()),
  ])
  return { banners: ((res!.results ?? []) as unknown as BannerRow[]).map((r) => toBannerItem(r, now)) }
}

const bannerWrite = (i: BannerSaveInput | BannerCreateInput) => ({
  name: i.name,
  description: i.description,
  imgSrc: i.imgSrc,
  mobileImgSrc: i.mobileImgSrc,
  linkUrl: i.linkUrl,
  bgColor: i.bgColor,
  startIso: seoulLocalToIso(i.startAt)!,
  endIso: seoulLocalToIso(i.endAt)!,
  audience: i.audience,
})

export async function createBanner(env: Env, op: OpCtx, input: BannerCreateInput, now = new Date()): Promise<{ bannerNo: number }> {
  const goodsType = input.type === 'MAIN' ? (input.goodsType ?? null) : null
  const [ins] = await opBatch(env.DB, op, { action: 'marketing.banner.create', subject: `banners:${input.type}`, detail: input.name }, [
    ...createBannerStmts(env.DB, op, input.type, goodsType, bannerWrite(input), now.toISOString()),
  ])
  return { bannerNo: (ins!.results?.[0] as { banner_no: number }).banner_no }
}

async function bannerStale(env: Env, bannerNo: number, seen: number) {
  const row = await bannerStmt(env.DB, bannerNo).first()
  if (!row) return DomainError.notFound('배너를 찾을 수 없습니다.', 'bannerNo')
  return new StaleVersionError(await staleConflict(env.DB, 'banner', bannerNo, seen, BANNER_LABELS))
}

export async function saveBanner(
  env: Env,
  op: OpCtx,
  bannerNo: number,
  input: BannerSaveInput,
  now = new Date(),
): Promise<{ version: number }> {
  try {
    await opBatch(
      env.DB,
      op,
      { action: 'marketing.banner.save', subject: `banner:${bannerNo}`, detail: `v${input.version + 1}` },
      saveBannerStmts(env.DB, op, bannerNo, input.version, bannerWrite(input), now.toISOString()),
      now,
    )
  } catch (e) {
    if (e instanceof GuardError && e.guard === 'banner.version') throw await bannerStale(env, bannerNo, input.version)
    throw e
  }
  return { version: input.version + 1 }
}

export async function deleteBanner(env: Env, op: OpCtx, bannerNo: number, seen: number, now = new Date()) {
  try {
    await opBatch(
      env.DB,
      op,
      { action: 'marketing.banner.delete', subject: `banner:${bannerNo}` },
      deleteBannerStmts(env.DB, bannerNo, seen),
      now,
    )
  } catch (e) {
    if (e instanceof GuardError && e.guard === 'banner.version') throw await bannerStale(env, bannerNo, seen)
    throw e
  }
}

/** A list's new order in one batch: every banner moves only from the version the operator saw, or none moves (409). */
export async function orderBanners(env: Env, op: OpCtx, items: { bannerNo: number; version: number }[], now = new Date()) {
  try {
    await opBatch(
      env.DB,
      op,
      { action: 'marketing.banner.order', subject: 'banners', detail: items.map((i) => i.bannerNo).join(',') },
      orderBannerStmts(env.DB, items, now.toISOString()),
      now,
    )
  } catch (e) {
    if (e instanceof GuardError && e.guard === 'banner.version')
      throw DomainError.of(
        'conflict',
        'items',
        '다른 운영자가 먼저 배너를 고치거나 순서를 바꿨습니다. 목록을 새로 불러온 뒤 다시 바꿔 주세요.',
      )
    throw e
  }
  return { ok: true }
}

/** /main as a guest will see it at `at` (banners, top banner and popups, sections): the shop's own queries at that time. */
export async function mainPreview(env: Env, op: OpCtx, atLocal: string, goodsType: string) {
  const at = new Date(seoulLocalToIso(atLocal)!)
  await opBatch(env.DB, op, { action: 'marketing.main.preview', subject: 'main', detail: at.toISOString() }, [])
  const [banners, page, top] = await Promise.all([
    mainBanners(env.DB, goodsType, at),
    mainPage(env.DB, goodsType, undefined, at),
    topBanner(env.DB, at),
  ])
  return { at: at.toISOString(), goodsType, banners, page, topBanner: top }
}

/* ---- coupons: issue to a member segment as a background job ---- */

/** The segment of a start: Seoul days turned into instants, ages counted in this Seoul year. */
export function segmentOf(seg: SegmentIssueInput, now: Date): Segment {
  const day = (ymd: string) => (ymd ? new Date(`${ymd}T00:00:00+09:00`).toISOString() : '')
  return {
    grade: seg.grade,
    consentOnly: seg.consentOnly ? 'Y' : 'N',
    ageBands: [...seg.ageBands].sort((a, b) => a - b).join(','),
    year: new Date(now.getTime() + 9 * 3600_000).getUTCFullYear(),
    favGoodsType: seg.favGoodsType,
    lastOrderAfter: day(seg.lastOrderAfter),
    lastOrderBefore: day(seg.lastOrderBefore),
  }
}

/** The key two starts of the same issue share (one RUNNING run per coupon and key). Grade and consent only keep the key of 0213. */
function segmentKeyOf(s: Segment): string {
  const base = `grade=${s.grade};consent=${s.consentOnly}`
  const extra = [
    s.ageBands && `age=${s.ageBands};year=${s.year}`,
    s.favGoodsType && `fav=${s.favGoodsType}`,
    s.lastOrderAfter && `after=${s.lastOrderAfter}`,
    s.lastOrderBefore && `before=${s.lastOrderBefore}`,
  ].filter(Boolean)
  return extra.length ? `${base};${extra.join(';')}` : base
}

const toRun = (r: IssueRunRow, total?: number): IssueRunAnswer => ({
  runNo: r.run_no,
  filters: (({ ageBands, favGoodsType, lastOrderAfter, lastOrderBefore }) => ({
    ageBands: ageBands ? ageBands.split(',').map(Number) : [],
    favGoodsType,
    lastOrderAfter,
    lastOrderBefore,
  }))(runSegment(r)),
  couponNo: r.coupon_no,
  grade: r.grade_cd,
  consentOnly: r.consent_only === 'Y',
  state: r.state,
  considered: r.considered,
  issued: r.issued,
  skipped: r.skipped,
  skippedReason: r.skipped ? '이미 이 쿠폰을 가진 회원' : '',
  batches: r.batches,
  startedBy: r.started_by,
  startedAt: r.started_at,
  finishedAt: r.finished_at,
  ...(total === undefined ? {} : { total }),
})

/**
 * Starts issuing a coupon to a segment (grade, marketing consent; active members only), or answers the run already
 * going for the same coupon and segment (a second start at once is not a second run: a partial UNIQUE index). The
 * run goes on in the queue consumer, 500 members a batch (src/server/jobs/segment-coupon-issue.ts).
 */
export async function startSegmentIssue(
  env: Env,
  op: OpCtx,
  couponNo: number,
  seg: SegmentIssueInput,
  now = new Date(),
): Promise<IssueRunAnswer & { created: boolean }> {
  const c = await couponForIssueStmt(env.DB, couponNo).first<{
    coupon_nm: string
    valid_type_cd: string
    valid_start_dttm: string | null
    valid_end_dttm: string | null
    valid_days: number | null
    qtt_limit: number | null
    use_yn: string
  }>()
  if (!c) throw DomainError.notFound('쿠폰을 찾을 수 없습니다.', 'couponNo')
  if (c.use_yn !== 'Y') throw DomainError.invalid('사용하지 않는 쿠폰은 발급할 수 없습니다.', 'couponNo')
  if (c.qtt_limit !== null) throw DomainError.invalid('수량 제한이 있는 쿠폰은 회원 묶음으로 발급할 수 없습니다.', 'couponNo')
  let validStart: string
  let validEnd: string
  if (c.valid_type_cd === 'FIXED' && c.valid_start_dttm && c.valid_end_dttm) [validStart, validEnd] = [c.valid_start_dttm, c.valid_end_dttm]
  else if (c.valid_type_cd === 'ISSUE_DAYS' && c.valid_days) {
    validStart = now.toISOString()
    validEnd = new Date(now.getTime() + c.valid_days * 86_400_000).toISOString()
  } else throw DomainError.invalid('구매 확정 후 유효한 쿠폰은 회원 묶음으로 발급할 수 없습니다.', 'couponNo')
  if (Date.parse(validEnd) <= now.getTime()) throw DomainError.invalid('유효기간이 지난 쿠폰은 발급할 수 없습니다.', 'couponNo')
  const segment = segmentOf(seg, now)
  const segmentKey = segmentKeyOf(segment)
  const [ins, running, count] = await opBatch(
    env.DB,
    op,
    { action: 'marketing.coupon.segment-issue', subject: `coupon:${couponNo}`, detail: segmentKey },
    [
      startRunStmt(env.DB, { couponNo, segmentKey, segment, validStart, validEnd, by: op.loginId }, now.toISOString()),
      runningRunStmt(env.DB, couponNo, segmentKey),
      segmentCountStmt(env.DB, segment),
    ],
    now,
  )
  const created = !!ins!.results?.length
  const run = running!.results?.[0] as IssueRunRow | undefined
  if (!run) throw DomainError.of('conflict', 'couponNo', '발급을 시작하지 못했습니다. 잠시 후 다시 시도해 주세요.')
  if (created) await enqueueJob(env, segmentCouponIssueJob, { data: { runNo: run.run_no }, at: now })
  return { ...toRun(run, (count!.results?.[0] as { n: number }).n), created }
}

export async function issueRun(env: Env, op: OpCtx, runNo: number): Promise<IssueRunAnswer> {
  const [res] = await opBatch(env.DB, op, { action: 'marketing.coupon.issue-run', subject: `issue-run:${runNo}` }, [
    issueRunStmt(env.DB, runNo),
  ])
  const r = res!.results?.[0] as IssueRunRow | undefined
  if (!r) throw DomainError.notFound('발급 작업을 찾을 수 없습니다.', 'runNo')
  if (r.state === 'DONE') return toRun(r, r.considered)
  // While it runs: the segment's size now, for the progress bar (members are counted as the run reaches them).
  const count = await segmentCountStmt(env.DB, runSegment(r)).first<{ n: number }>()
  return toRun(r, Math.max(count?.n ?? 0, r.considered))
}

export async function listCoupons(env: Env, op: OpCtx): Promise<CouponListAnswer> {
  const [res] = await opBatch(env.DB, op, { action: 'marketing.coupon.list', subject: 'coupons' }, [couponListStmt(env.DB)])
  return {
    coupons: ((res!.results ?? []) as Record<string, unknown>[]).map((r) => ({
      couponNo: r.coupon_no as number,
      kind: r.coupon_kind_cd as string,
      name: r.coupon_nm as string,
      benefit:
        r.benefit_type_cd === 'RATE'
          ? `${r.benefit_value as number}%`
          : r.benefit_type_cd === 'AMOUNT'
            ? `${(r.benefit_value as number).toLocaleString('ko-KR')}원`
            : (r.benefit_text as string),
      validity: r.valid_type_cd === 'FIXED' ? `~ ${(r.valid_end_dttm as string | null) ?? ''}` : `발급 후 ${r.valid_days as number}일`,
      limited: r.qtt_limit !== null,
      issuedQtt: r.issued_qtt as number,
      inZone: r.download_yn === 'Y',
      inUse: r.use_yn === 'Y',
      lastRunNo: (r.last_run_no as number | null) ?? null,
    })),
  }
}
