/**
 * The app shell sandbox (/__sandbox/app/shell): a stand-in for the Davich mobile app. It embeds the site in a
 * frame the way the app's webview does (open it with the app's user agent, `DavichApp/…`), and records every
 * bridge message the site sends — the member info it fetched with the cookie's token, each route change,
 * store-block notices — in a list the e2e test and a person can read.
 */
import { Hono } from 'hono'
import type { AppEnv } from '../../server/env'
import { safeReturnPath } from '../../shared/return-path'
import { sandboxPage } from './ui'

const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)

export const appShellSandbox = new Hono<AppEnv>().get('/shell', (c) => {
  const start = safeReturnPath(c.req.query('path') ?? '/main') ?? '/main'
  const nonce = c.req.header('x-csp-nonce') ?? ''
  const ua = c.req.header('user-agent') ?? ''
  const body = `<p>앱 웹뷰 흉내: 사이트를 앱 안에 띄우고 브리지 메시지를 기록합니다. User-Agent: <code>${esc(ua.includes('DavichApp') ? 'DavichApp ✓' : 'DavichApp 아님 — 앱 UA로 열어 주세요')}</code></p>
<iframe id="webview" title="다비치마켓 앱 웹뷰" src="${esc(start)}" style="width:100%;height:560px;border:1px solid #ccc;border-radius:12px"></iframe>
<h2 style="font-size:16px">브리지 메시지</h2><ol id="bridge-log" aria-live="polite"></ol>
<script nonce="${esc(nonce)}">
window.addEventListener('message', function (e) {
  if (e.origin !== location.origin || !e.data || e.data.source !== 'davich-web') return;
  var li = document.createElement('li');
  li.setAttribute('data-type', e.data.type);
  li.textContent = JSON.stringify(e.data);
  document.getElementById('bridge-log').appendChild(li);
});
</script>`
  return c.html(sandboxPage('앱 셸 (웹뷰 브리지)', 'app', body).replace('max-width:420px', 'max-width:480px'))
})
