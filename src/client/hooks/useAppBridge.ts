import { useEffect } from 'react'

interface AppWindow {
  ReactNativeWebView?: { postMessage(msg: string): void }
  webkit?: { messageHandlers?: Record<string, { postMessage(msg: unknown): void } | undefined> }
}

export const isAppWebview = () => typeof navigator !== 'undefined' && /DavichApp/i.test(navigator.userAgent)

/**
 * Posts a message to the app webview (React Native or iOS WKWebView), if there is one; an app that shows the
 * site in a frame of its own page (the sandbox app shell, /__sandbox/app/shell) gets it as a same-origin
 * window message.
 */
export function postToApp(message: { type: string; [k: string]: unknown }) {
  if (!isAppWebview()) return
  const w = window as unknown as AppWindow
  const text = JSON.stringify(message)
  w.ReactNativeWebView?.postMessage(text)
  w.webkit?.messageHandlers?.davichApp?.postMessage(message)
  if (!w.ReactNativeWebView && !w.webkit?.messageHandlers?.davichApp && window.parent !== window)
    window.parent.postMessage({ source: 'davich-web', ...message }, window.location.origin)
}

/**
 * In the app webview (the product spec: "the token is read from a cookie, member info is fetched, and route
 * changes are reported to the app"): the member info fetched with the cookie's token is handed to the app once
 * known (and again when it changes: sign-in, sign-out), and every route change is reported.
 */
export function useAppBridge(path: string, member?: { memberNo: number; loginId: string; authRole: string } | null) {
  useEffect(() => {
    postToApp({ type: 'ROUTE_CHANGE', path, href: window.location.href })
  }, [path])
  const known = member !== undefined
  const memberNo = member?.memberNo ?? null
  useEffect(() => {
    if (!known) return
    postToApp(
      member
        ? { type: 'MEMBER_INFO', signedIn: true, memberNo: member.memberNo, loginId: member.loginId, authRole: member.authRole }
        : { type: 'MEMBER_INFO', signedIn: false, authRole: 'ROLE_GUEST' },
    )
    // once per member (sign-in / sign-out), not per render
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [known, memberNo])
}
