import { Hono } from 'hono'
import {
  campaignDetail,
  createBanner,
  deleteBanner,
  listBanners,
  mainPreview,
  issueRun,
  listCoupons,
  startSegmentIssue,
  orderBanners,
  saveBanner,
  createCampaign,
  listCampaigns,
  pickGoods,
  previewLink,
  saveCampaign,
  stepCampaign,
  uploadSiteImage,
} from '../../services/console-marketing'
import { formFile } from '../../files'
import { multipartBody, uploadForm } from '../upload'
import { validate } from '../validate'
import type { ConsoleEnv } from './gate'
import { numberParam } from '../../../shared/schemas/admin'
import {
  campaignCreateSchema,
  campaignListSchema,
  campaignSaveSchema,
  campaignStateSchema,
  goodsPickSchema,
  bannerCreateSchema,
  bannerListSchema,
  bannerOrderSchema,
  bannerSaveSchema,
  mainPreviewSchema,
  segmentIssueSchema,
} from '../../../shared/schemas/marketing'
import { object } from '../../../shared/schemas/required'
import * as v from 'valibot'

const prmtParam = numberParam('prmtNo', '기획전 번호')
const bannerParam = numberParam('bannerNo', '배너 번호')
const couponParam = numberParam('couponNo', '쿠폰 번호')
const runParam = numberParam('runNo', '발급 작업 번호')
const versionQuery = object({
  version: v.pipe(v.string('버전이 필요합니다.'), v.regex(/^\d{1,9}$/, '버전이 올바르지 않습니다.'), v.transform(Number)),
})
/** An image upload: the file plus the multipart framing. */
const IMAGE_REQUEST_MAX = 5 * 1024 * 1024 + 64 * 1024

/**
 * Desk 3, marketing (section 'marketing', role MARKETING): campaign pages (editor, states, preview links), images
 * for them, the catalogue picker of goods shelves. Every write moves only from the version the operator saw
 * (409 with what changed, src/server/db/revisions.ts) and logs itself in the same batch.
 */
export const marketingDesk = new Hono<ConsoleEnv>()
  .get('/campaigns', validate('query', campaignListSchema), async (c) => c.json(await listCampaigns(c.env, c.var.op, c.req.valid('query'))))
  .post('/campaigns', validate('json', campaignCreateSchema), async (c) =>
    c.json(await createCampaign(c.env, c.var.op, c.req.valid('json').title), 201),
  )
  .get('/campaigns/:prmtNo', validate('param', prmtParam), async (c) =>
    c.json(await campaignDetail(c.env, c.var.op, c.req.valid('param').prmtNo)),
  )
  .put('/campaigns/:prmtNo', validate('param', prmtParam), validate('json', campaignSaveSchema), async (c) =>
    c.json(await saveCampaign(c.env, c.var.op, c.req.valid('param').prmtNo, c.req.valid('json'))),
  )
  .post('/campaigns/:prmtNo/state', validate('param', prmtParam), validate('json', campaignStateSchema), async (c) => {
    const { action, version } = c.req.valid('json')
    return c.json(await stepCampaign(c.env, c.var.op, c.req.valid('param').prmtNo, action, version))
  })
  .post('/campaigns/:prmtNo/preview', validate('param', prmtParam), async (c) =>
    c.json(await previewLink(c.env, c.var.op, c.req.valid('param').prmtNo, new URL(c.req.url).origin)),
  )
  .get('/goods', validate('query', goodsPickSchema), async (c) => c.json(await pickGoods(c.env, c.req.valid('query').keyword)))
  .post('/images', multipartBody(IMAGE_REQUEST_MAX), async (c) =>
    c.json(await uploadSiteImage(c.env, c.var.op, formFile(await uploadForm(c), 'file', '이미지')), 201),
  )
  .get('/banners', validate('query', bannerListSchema), async (c) => c.json(await listBanners(c.env, c.var.op, c.req.valid('query'))))
  .post('/banners', validate('json', bannerCreateSchema), async (c) =>
    c.json(await createBanner(c.env, c.var.op, c.req.valid('json')), 201),
  )
  .post('/banners/order', validate('json', bannerOrderSchema), async (c) =>
    c.json(await orderBanners(c.env, c.var.op, c.req.valid('json').items)),
  )
  .put('/banners/:bannerNo', validate('param', bannerParam), validate('json', bannerSaveSchema), async (c) =>
    c.json(await saveBanner(c.env, c.var.op, c.req.valid('param').bannerNo, c.req.valid('json'))),
  )
  .delete('/banners/:bannerNo', validate('param', bannerParam), validate('query', versionQuery), async (c) => {
    await deleteBanner(c.env, c.var.op, c.req.valid('param').bannerNo, c.req.valid('query').version)
    return c.json({ ok: true })
  })
  .get('/main-preview', validate('query', mainPreviewSchema), async (c) => {
    const { at, goodsType } = c.req.valid('query')
    c.header('cache-control', 'private, no-store')
    return c.json(await mainPreview(c.env, c.var.op, at, goodsType))
  })
  .post('/coupons/:couponNo/segment-issue', validate('param', couponParam), validate('json', segmentIssueSchema), async (c) => {
    const r = await startSegmentIssue(c.env, c.var.op, c.req.valid('param').couponNo, c.req.valid('json'))
    return c.json(r, r.created ? 202 : 200)
  })
  .get('/issue-runs/:runNo', validate('param', runParam), async (c) => c.json(await issueRun(c.env, c.var.op, c.req.valid('param').runNo)))
  .get('/coupons', async (c) => c.json(await listCoupons(c.env, c.var.op)))
