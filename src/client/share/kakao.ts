/**
 * 카카오톡 공유 through Kakao's JavaScript SDK (https://developers.kakao.com/docs/latest/ko/message/js-link): loaded
 * on the first share (never with the page), initialised with the shop's JavaScript key (KAKAO_JS_KEY, handed out by
 * GET /api/v1/common/front/page as share.kakaoJsKey — no key, no button), then a feed message: the goods' picture,
 * name and price line, and a button back to the page. Kakao opens its own window (or the app on a phone).
 */
const SDK_SRC = 'https://t1.kakaocdn.net/kakao_js_sdk/2.7.4/kakao.min.js'

interface KakaoLink {
  mobileWebUrl: string
  webUrl: string
}
export interface KakaoSdk {
  init(key: string): void
  isInitialized(): boolean
  Share: {
    sendDefault(o: {
      objectType: 'feed'
      content: { title: string; description?: string; imageUrl: string; link: KakaoLink }
      buttons?: { title: string; link: KakaoLink }[]
    }): void
  }
}
type KakaoWindow = Window & { Kakao?: KakaoSdk }

let loading: Promise<KakaoSdk> | null = null
function loadSdk(): Promise<KakaoSdk> {
  const ready = (window as KakaoWindow).Kakao
  if (ready) return Promise.resolve(ready)
  loading ??= new Promise<KakaoSdk>((resolve, reject) => {
    const s = document.createElement('script')
    s.src = SDK_SRC
    s.async = true
    s.crossOrigin = 'anonymous'
    s.onload = () => {
      const sdk = (window as KakaoWindow).Kakao
      if (sdk) resolve(sdk)
      else reject(new Error('no Kakao SDK'))
    }
    s.onerror = () => reject(new Error('Kakao SDK blocked'))
    document.head.appendChild(s)
  }).catch((e: unknown) => {
    loading = null
    throw e
  })
  return loading
}

export interface SharedPage {
  title: string
  description?: string
  /** The picture: made absolute here (Kakao fetches it itself). */
  imageUrl: string
  url: string
}

/** Sends the page to KakaoTalk; rejects when Kakao cannot be reached (the caller offers the link instead). */
export async function shareToKakao(key: string, page: SharedPage): Promise<void> {
  const sdk = await loadSdk()
  if (!sdk.isInitialized()) sdk.init(key)
  const link = { mobileWebUrl: page.url, webUrl: page.url }
  sdk.Share.sendDefault({
    objectType: 'feed',
    content: { title: page.title, description: page.description, imageUrl: new URL(page.imageUrl, page.url).href, link },
    buttons: [{ title: '상품 보기', link }],
  })
}
