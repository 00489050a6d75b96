/**
 * Every provider sandbox of the demo shop under /__sandbox: SMS, Kakao, Naver, Apple, PASS/KCB/i-PIN
 * and the KG Inicis gateway. Mounted by the entry only when SANDBOX=on; the provider adapters reach them
 * through the in-process transport below (registered by the entry in src/server/providers/transport.ts).
 */
import { Hono } from 'hono'
import type { AppEnv } from '../../server/env'
import type { SandboxTransport } from '../../server/providers/transport'
import { appleSandbox } from './apple'
import { appShellSandbox } from './appshell'
import { identitySandbox } from './identity'
import { inicisSandbox } from './inicis'
import { inicisCashSandbox } from './inicis-cash'
import { kakaoSandbox, naverSandbox } from './oauth'
import { pushSandbox } from './push'
import { smsSandbox } from './sms'
import { fittingSandbox } from './fitting'
import { wmsSandbox } from './wms'
import { jobsSandbox } from './jobs'
import { marketingSandbox } from './marketing'
import { posSandbox } from './pos'

export const sandboxApp = new Hono<AppEnv>()
  .route('/sms', smsSandbox)
  .route('/kakao', kakaoSandbox)
  .route('/naver', naverSandbox)
  .route('/apple', appleSandbox)
  .route('/identity', identitySandbox)
  .route('/pg', inicisSandbox)
  .route('/fcm', pushSandbox)
  .route('/pg', inicisCashSandbox)
  .route('/fitting', fittingSandbox)
  .route('/app', appShellSandbox)
  .route('/wms', wmsSandbox)
  .route('/jobs', jobsSandbox)
  .route('/marketing', marketingSandbox)
  .route('/pos', posSandbox)

/** /__sandbox/<provider>/… → the sandbox app, in-process (no network). */
export const sandboxTransport: SandboxTransport = async (req, env) => {
  const u = new URL(req.url)
  u.pathname = u.pathname.replace(/^\/__sandbox(?=\/)/, '') || '/'
  return sandboxApp.fetch(new Request(u, req), env)
}
