import { Hono } from 'hono'
import { siteInfo } from '../db/site'
import { marketingConfig } from '~/shared/marketing'
import type { AppEnv } from '../env'

/** /api/v1/common/front/* — site info for the header and footer (companyInfo, callCenterInfo, gnbs). */
export const commonApi = new Hono<AppEnv>().get('/page', async (c) => {
  const info = await siteInfo(c.env.DB)
  if (!info) throw new Error('site_info row is missing')
  return c.json({ ...info, marketing: marketingConfig(c.env) })
})
