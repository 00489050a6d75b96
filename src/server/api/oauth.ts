import { Hono } from 'hono'
import { oauthAuthorizeQuery, oauthTokenBody } from '../../shared/schemas/member'
import { publicOrigin, type AppEnv } from '../env'
import { finishOAuth, OAUTH_STATE_TTL_MS, startOAuth } from '../services/oauth'
import { oauthCookie, setOAuthCookie } from './cookies'
import { validate } from './validate'

/**
 * Social sign-in (services/oauth.ts):
 * GET  /v1/front/member/oauth/authorize?type&returnUrl&storeCode → 302 to the provider (state kept in D1
 *      and bound to this browser by the davich_oauth cookie);
 * the provider returns to /account/callback/{type}?code&state (Apple: form_post, accepted at the edge);
 * POST /v1/front/member/oauth/token {type, state, code} → { accessToken } for POST /login/sns.
 */
export const oauthApi = new Hono<AppEnv>()
  .get('/authorize', validate('query', oauthAuthorizeQuery), async (c) => {
    const { state, url } = await startOAuth(c.env, c.req.valid('query'), { origin: publicOrigin(c.env, c.req.url) })
    setOAuthCookie(c, state, OAUTH_STATE_TTL_MS / 1000)
    return c.redirect(url, 302)
  })
  .post('/token', validate('json', oauthTokenBody), async (c) =>
    c.json(await finishOAuth(c.env, { ...c.req.valid('json'), browserState: oauthCookie(c) }, { origin: publicOrigin(c.env, c.req.url) })),
  )
