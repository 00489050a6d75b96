import { Hono } from 'hono'
import { siteInfo } from '../db/site'
import type { SiteInfoAnswer } from '~/shared/api/types'
import { marketingConfig } from '~/shared/marketing'
import { kakaoJsKey, type AppEnv, type Env } from '../env'

/** What the browser needs of the environment: Naver's site verification and the web-vitals sample rate. */
function telemetryConfig(env: Env): NonNullable<SiteInfoAnswer['telemetry']> {
  const rate = Number(env.VITALS_SAMPLE_RATE ?? '0.1')
  return {
    naverSiteVerification: env.NAVER_SITE_VERIFICATION?.trim() || null,
    vitalsSampleRate: Number.isFinite(rate) ? Math.min(1, Math.max(0, rate)) : 0.1,
  }
}

/** /api/v1/common/front/* — site info for the header and footer (companyInfo, callCenterInfo, gnbs). */
export const commonApi = new Hono<AppEnv>().get('/page', async (c) => {
  const info = await siteInfo(c.env.DB)
  if (!info) throw new Error('site_info row is missing')
  return c.json({
    ...info,
    marketing: marketingConfig(c.env),
    telemetry: telemetryConfig(c.env),
    share: { kakaoJsKey: kakaoJsKey(c.env) },
  })
})
