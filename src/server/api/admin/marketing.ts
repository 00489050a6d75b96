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
import { couponCategories, couponDetail, createCoupon, saveCoupon, stepCoupon } from '../../services/console-coupons'
import {
  contentDetail,
  createContent,
  createTermsVersion,
  listContent,
  listTerms,
  publishTermsVersion,
  saveContent,
  saveTermsVersion,
  stepContent,
  termsDetail,
} from '../../services/console-content'
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
  couponCreateSchema,
  couponSaveSchema,
  couponStateSchema,
  CONTENT_KINDS,
  contentSchemas,
  contentStateSchema,
  TERMS_CODES,
  termsCreateSchema,
  termsSaveSchema,
  termsStateSchema,
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
const idParam = numberParam('id', '글 번호')
const termsParam = object({ termsCd: v.picklist(TERMS_CODES, '약관 종류가 올바르지 않습니다.') })
const termsVersionParam = object({
  termsCd: v.picklist(TERMS_CODES, '약관 종류가 올바르지 않습니다.'),
  version: v.pipe(v.string(), v.regex(/^[\w.]{1,10}$/, '버전이 올바르지 않습니다.')),
})
/**
 * Notices, FAQ and magazine articles: the same five calls per kind (/content/notices, /content/faqs, /content/magazine),
 * each body validated by its kind's schema.
 */
const contentDesk = new Hono<ConsoleEnv>()
for (const kind of CONTENT_KINDS) {
  const s = contentSchemas[kind]
  contentDesk
    .get(`/${kind}`, async (c) => c.json(await listContent(c.env, c.var.op, kind)))
    .post(`/${kind}`, validate('json', s.create), async (c) => c.json(await createContent(c.env, c.var.op, kind, c.req.valid('json')), 201))
    .get(`/${kind}/:id`, validate('param', idParam), async (c) =>
      c.json(await contentDetail(c.env, c.var.op, kind, c.req.valid('param').id)),
    )
    .put(`/${kind}/:id`, validate('param', idParam), validate('json', s.save), async (c) =>
      c.json(await saveContent(c.env, c.var.op, kind, c.req.valid('param').id, c.req.valid('json'))),
    )
    .post(`/${kind}/:id/state`, validate('param', idParam), validate('json', contentStateSchema), async (c) => {
      const { action, version } = c.req.valid('json')
      return c.json(await stepContent(c.env, c.var.op, kind, c.req.valid('param').id, action, version))
    })
}
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
  .post('/coupons', validate('json', couponCreateSchema), async (c) =>
    c.json(await createCoupon(c.env, c.var.op, c.req.valid('json')), 201),
  )
  .get('/coupon-categories', async (c) => c.json(await couponCategories(c.env)))
  .get('/coupons/:couponNo', validate('param', couponParam), async (c) =>
    c.json(await couponDetail(c.env, c.var.op, c.req.valid('param').couponNo)),
  )
  .put('/coupons/:couponNo', validate('param', couponParam), validate('json', couponSaveSchema), async (c) =>
    c.json(await saveCoupon(c.env, c.var.op, c.req.valid('param').couponNo, c.req.valid('json'))),
  )
  .post('/coupons/:couponNo/state', validate('param', couponParam), validate('json', couponStateSchema), async (c) => {
    const { action, version } = c.req.valid('json')
    return c.json(await stepCoupon(c.env, c.var.op, c.req.valid('param').couponNo, action, version))
  })
  .route('/content', contentDesk)
  .get('/terms', async (c) => c.json(await listTerms(c.env, c.var.op)))
  .post('/terms/:termsCd', validate('param', termsParam), validate('json', termsCreateSchema), async (c) =>
    c.json(await createTermsVersion(c.env, c.var.op, c.req.valid('param').termsCd, c.req.valid('json').version), 201),
  )
  .get('/terms/:termsCd/:version', validate('param', termsVersionParam), async (c) => {
    const { termsCd, version } = c.req.valid('param')
    return c.json(await termsDetail(c.env, c.var.op, termsCd, version))
  })
  .put('/terms/:termsCd/:version', validate('param', termsVersionParam), validate('json', termsSaveSchema), async (c) => {
    const { termsCd, version } = c.req.valid('param')
    return c.json(await saveTermsVersion(c.env, c.var.op, termsCd, version, c.req.valid('json')))
  })
  .post('/terms/:termsCd/:version/publish', validate('param', termsVersionParam), validate('json', termsStateSchema), async (c) => {
    const { termsCd, version } = c.req.valid('param')
    return c.json(await publishTermsVersion(c.env, c.var.op, termsCd, version, c.req.valid('json').rev))
  })
