import { importPKCS8, SignJWT } from 'jose'
import type { Env } from '../../env'
import { providerFetch } from '../transport'

/**
 * Push adapter: Firebase Cloud Messaging HTTP v1.
 *   1. OAuth 2.0 service-account grant: POST {oauth}/token, grant_type=urn:ietf:params:oauth:grant-type:jwt-bearer,
 *      assertion = RS256 JWT { iss: client_email, scope: firebase.messaging, aud: {oauth}/token, iat, exp }.
 *   2. POST {fcm}/v1/projects/{projectId}/messages:send, Authorization: Bearer <access_token>,
 *      body { message: { token, notification: { title, body }, data: { link, kind } } }.
 * Real when FCM_PROJECT_ID, FCM_CLIENT_EMAIL and FCM_PRIVATE_KEY (PKCS#8 PEM) are set; with SANDBOX=on and
 * no keys, the demo's sandbox FCM (/__sandbox/fcm, same protocol; it does not check the JWT's signature,
 * so the adapter signs with a key made for this isolate), whose outbox a developer or a test reads at
 * GET /__sandbox/fcm/outbox?token=.
 */
export interface PushEnv {
  SANDBOX?: string
  FCM_PROJECT_ID?: string
  FCM_CLIENT_EMAIL?: string
  FCM_PRIVATE_KEY?: string
}

export const SANDBOX_FCM = {
  base: 'https://sandbox.invalid/__sandbox/fcm',
  projectId: 'davich-sandbox',
  clientEmail: 'push@davich-sandbox.iam.gserviceaccount.com',
}

interface FcmConfig {
  oauthUrl: string
  sendUrl: string
  clientEmail: string
  key: () => Promise<CryptoKey>
}

let sandboxKey: Promise<CryptoKey> | null = null
const cachedTokens = new Map<string, { token: string; exp: number }>()

export const pushConfigured = (env: PushEnv) => !!(env.FCM_PROJECT_ID && env.FCM_CLIENT_EMAIL && env.FCM_PRIVATE_KEY)

function fcmConfig(env: PushEnv): FcmConfig | null {
  if (pushConfigured(env)) {
    const pem = env.FCM_PRIVATE_KEY!.replace(/\\n/g, '\n')
    return {
      oauthUrl: 'https://oauth2.googleapis.com/token',
      sendUrl: `https://fcm.googleapis.com/v1/projects/${encodeURIComponent(env.FCM_PROJECT_ID!)}/messages:send`,
      clientEmail: env.FCM_CLIENT_EMAIL!,
      key: () => importPKCS8(pem, 'RS256'),
    }
  }
  if (env.SANDBOX !== 'on') return null
  return {
    oauthUrl: `${SANDBOX_FCM.base}/token`,
    sendUrl: `${SANDBOX_FCM.base}/v1/projects/${SANDBOX_FCM.projectId}/messages:send`,
    clientEmail: SANDBOX_FCM.clientEmail,
    key: () =>
      (sandboxKey ??= crypto.subtle
        .generateKey(
          { name: 'RSASSA-PKCS1-v1_5', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
          false,
          ['sign', 'verify'],
        )
        .then((k) => (k as CryptoKeyPair).privateKey)),
  }
}

async function accessToken(env: PushEnv, cfg: FcmConfig): Promise<string | null> {
  const cached = cachedTokens.get(cfg.oauthUrl + cfg.clientEmail)
  const nowSec = Math.floor(Date.now() / 1000)
  if (cached && cached.exp - 60 > nowSec) return cached.token
  const assertion = await new SignJWT({ scope: 'https://www.googleapis.com/auth/firebase.messaging' })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
    .setIssuer(cfg.clientEmail)
    .setAudience(cfg.oauthUrl)
    .setIssuedAt(nowSec)
    .setExpirationTime(nowSec + 3600)
    .sign(await cfg.key())
  const res = await providerFetch(env as Env)(cfg.oauthUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion }).toString(),
  })
  if (!res.ok) return null
  const data = (await res.json().catch(() => null)) as { access_token?: string; expires_in?: number } | null
  if (!data?.access_token) return null
  cachedTokens.set(cfg.oauthUrl + cfg.clientEmail, { token: data.access_token, exp: nowSec + (data.expires_in ?? 3600) })
  return data.access_token
}

export interface PushMessage {
  token: string
  title: string
  body: string
  link: string
  kind: string
}

/** 'sent', 'unregistered' (the device token is gone: forget it), or 'failed'. */
export type PushResult = 'sent' | 'unregistered' | 'failed'

/** Sends one notification to one device through FCM HTTP v1. */
export async function sendPush(env: PushEnv, m: PushMessage): Promise<PushResult> {
  const cfg = fcmConfig(env)
  if (!cfg) return 'failed'
  const bearer = await accessToken(env, cfg)
  if (!bearer) return 'failed'
  const res = await providerFetch(env as Env)(cfg.sendUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json; charset=UTF-8', authorization: `Bearer ${bearer}` },
    body: JSON.stringify({
      message: { token: m.token, notification: { title: m.title, body: m.body }, data: { link: m.link, kind: m.kind } },
    }),
  })
  if (res.ok) return 'sent'
  const err = (await res.json().catch(() => null)) as { error?: { status?: string; details?: { errorCode?: string }[] } } | null
  const code = err?.error?.details?.find((d) => d.errorCode)?.errorCode ?? err?.error?.status
  return res.status === 404 || code === 'UNREGISTERED' ? 'unregistered' : 'failed'
}
