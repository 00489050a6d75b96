import { createApiClient } from '~/shared/api/client'
import { endpoints } from '~/shared/api/endpoints'
import { KIOSK_KEY, KIOSK_TOKEN_KEY } from './hooks/useKiosk'

/**
 * The browser's endpoints: the same paths over HTTP; the HttpOnly token cookie travels by itself and the
 * edge turns it into the bearer header. Loaded on the first call (src/client/api.ts), not with the page.
 */
export function browserEndpoints() {
  return endpoints(
    createApiClient({
      baseURL: window.location.origin,
      getHeaders: () => ({
        'x-store-code': localStorage.getItem(KIOSK_KEY) ?? undefined,
        'x-kiosk-token': localStorage.getItem(KIOSK_TOKEN_KEY) ?? undefined,
      }),
    }),
  )
}
