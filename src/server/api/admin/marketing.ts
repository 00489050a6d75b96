import { Hono } from 'hono'
import {
  campaignDetail,
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
} from '../../../shared/schemas/marketing'

const prmtParam = numberParam('prmtNo', '기획전 번호')
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
