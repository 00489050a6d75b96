import type { MiddlewareHandler } from 'hono'
import type { AppEnv, Env } from './env'

/**
 * THE list of what a production Worker (SANDBOX off) cannot serve without: `npm run deploy` (scripts/deploy.mjs)
 * imports it to ask for each secret, docs/deploy.md points here, and the Worker checks it on every request. With the sandbox on (local, tests, the demo) nothing is required:
 * each provider adapter talks to its sandbox under /__sandbox/*.
 */
export const REQUIRED_CONFIG = [
  { name: 'PUBLIC_ORIGIN', kind: 'var', why: '공개 주소 (https://…): 결제·간편 로그인 돌아올 주소와 JSON-LD·사이트맵의 절대 URL' },
  { name: 'IDENTITY_KEY', kind: 'secret', why: '본인인증 CI/DI 암호화 키 (32바이트 base64)' },
  { name: 'INICIS_MID', kind: 'secret', why: 'KG이니시스 상점 아이디' },
  { name: 'INICIS_SIGNKEY', kind: 'secret', why: 'KG이니시스 웹표준 결제 서명 키' },
  { name: 'INICIS_APIKEY', kind: 'secret', why: 'KG이니시스 취소·환불 API 키' },
  { name: 'SMS_APP_KEY', kind: 'secret', why: 'SMS 발송 (인증번호·알림) 앱 키' },
  { name: 'SMS_SECRET_KEY', kind: 'secret', why: 'SMS 발송 비밀 키' },
  { name: 'SMS_SEND_NO', kind: 'secret', why: 'SMS 발신 번호 (사전 등록된 번호)' },
  { name: 'KAKAO_CLIENT_ID', kind: 'secret', why: '카카오 로그인 REST API 키' },
  { name: 'KAKAO_CLIENT_SECRET', kind: 'secret', why: '카카오 로그인 client secret' },
  { name: 'NAVER_CLIENT_ID', kind: 'secret', why: '네이버 로그인 client id' },
  { name: 'NAVER_CLIENT_SECRET', kind: 'secret', why: '네이버 로그인 client secret' },
  { name: 'PASS_SITE_CODE', kind: 'secret', why: 'PASS 휴대폰 본인인증 사이트 코드' },
  { name: 'WMS_NOTICE_SECRET', kind: 'secret', why: '물류센터 출고 통보 HMAC 비밀 값' },
] as const satisfies ReadonlyArray<{ name: keyof Env; kind: 'var' | 'secret'; why: string }>

/** What the production Worker may use when set, and does without otherwise (docs/deploy.md lists them too). */
export const OPTIONAL_CONFIG = [
  'APPLE_CLIENT_ID',
  'FCM_PROJECT_ID',
  'FCM_CLIENT_EMAIL',
  'FCM_PRIVATE_KEY',
  'KCB_CP_CODE',
  'IPIN_SITE_CODE',
  'KAKAO_MAP_KEY',
  'GTM_CONTAINER_ID',
  'NAVER_ANALYTICS_ID',
  'NAVER_SITE_VERIFICATION',
  'SENTRY_DSN',
] as const satisfies ReadonlyArray<keyof Env>

/** The required names that are unset or blank; none while the sandbox is on. */
export function missingConfig(env: Env): string[] {
  if (env.SANDBOX === 'on') return []
  return REQUIRED_CONFIG.filter(({ name }) => !String(env[name] ?? '').trim()).map(({ name }) => name)
}

let logged = ''
/**
 * Refuses to serve (503, every path but /healthz) while a required secret or variable is missing and the
 * sandbox is off, with one clear log line per isolate naming what is missing and where to set it.
 */
export const requireConfig: MiddlewareHandler<AppEnv> = async (c, next) => {
  const missing = missingConfig(c.env)
  if (!missing.length || c.req.path === '/healthz') return next()
  const line = missing.join(',')
  if (logged !== line) {
    logged = line
    console.error(
      JSON.stringify({
        level: 'fatal',
        requestId: c.get('requestId'),
        message: `refusing to serve: missing required configuration ${missing.join(', ')} (SANDBOX is off). Set each with \`npx wrangler secret put NAME --env production\` (PUBLIC_ORIGIN in [env.production.vars]); see docs/deploy.md`,
        missing,
      }),
    )
  }
  return c.text('서비스 준비 중입니다. 잠시 후 다시 이용해 주세요.', 503, { 'retry-after': '60', 'cache-control': 'no-store' })
}
