/** Submits the gateway's payment-window form (top-level navigation, like INIStdPay.pay()): the checkout and 모바일 상품권. */
export function openPaymentWindow(payUrl: string, params: Record<string, string>) {
  const form = document.createElement('form')
  form.method = 'post'
  form.action = payUrl
  form.acceptCharset = 'UTF-8'
  for (const [k, v] of Object.entries(params)) {
    const i = document.createElement('input')
    i.type = 'hidden'
    i.name = k
    i.value = v
    form.appendChild(i)
  }
  document.body.appendChild(form)
  form.submit()
}

/** Which of the gateway's protocols this browser gets: a phone the mobile one, anything else the PC one. */
export const payDevice = (): 'MOBILE' | 'PC' => (/Mobi|Android|iPhone|iPad/i.test(navigator.userAgent) ? 'MOBILE' : 'PC')
