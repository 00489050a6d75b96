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
import type { CampaignSaveInput } from '~/shared/schemas/marketing'
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
