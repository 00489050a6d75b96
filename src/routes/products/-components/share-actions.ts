/** The share button's actions, loaded with the first tap (ShareButton). */
const pageUrl = () => location.href.split('#')[0]

/** Copies the page's address; what to tell the shopper. */
export async function copyLink(): Promise<string> {
  try {
    await navigator.clipboard.writeText(pageUrl())
    return '링크를 복사했어요.'
  } catch {
    return '링크를 복사하지 못했어요. 주소창의 주소를 복사해 주세요.'
  }
}

/** The phone's share sheet; false when there is none (or it failed), true when it opened (even if cancelled). */
export async function shareSheet(title: string): Promise<boolean> {
  if (typeof navigator.share !== 'function') return false
  try {
    await navigator.share({ title, url: pageUrl() })
    return true
  } catch (e) {
    return e instanceof DOMException && e.name === 'AbortError'
  }
}
