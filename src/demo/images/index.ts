import { renderImage } from './svg'

/**
 * GET /img/* of the demo shop: the seeded catalogue's product, banner, store, brand and icon images,
 * generated as SVG from the URL (deterministic, so immutable at the edge and in the browser).
 */
export function imageResponse(req: Request): Response {
  const url = new URL(req.url)
  const svg = renderImage(url.pathname, url.searchParams)
  if (!svg) return new Response('Not Found', { status: 404, headers: { 'content-type': 'text/plain; charset=UTF-8' } })
  return new Response(svg, {
    status: 200,
    headers: {
      'content-type': 'image/svg+xml; charset=utf-8',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
    },
  })
}
