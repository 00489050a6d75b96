import { useEffect } from 'react'

interface AppWindow {
  ReactNativeWebView?: { postMessage(msg: string): void }
  webkit?: { messageHandlers?: Record<string, { postMessage(msg: unknown): void } | undefined> }
}

export const isAppWebview = () => typeof navigator !== 'undefined' && /DavichApp/i.test(navigator.userAgent)

/** Posts a message to the app webview (React Native or iOS WKWebView), if there is one. */
export function postToApp(message: { type: string; [k: string]: unknown }) {
  if (!isAppWebview()) return
  const w = window as unknown as AppWindow
  const text = JSON.stringify(message)
  w.ReactNativeWebView?.postMessage(text)
  w.webkit?.messageHandlers?.davichApp?.postMessage(message)
}

/** In the app webview, every route change is reported to the app (as the product spec asks). */
export function useAppBridge(path: string) {
  useEffect(() => {
    postToApp({ type: 'ROUTE_CHANGE', path, href: window.location.href })
  }, [path])
}
