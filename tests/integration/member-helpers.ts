import { exports } from 'cloudflare:workers'

export const call = (path: string, init: RequestInit & { json?: unknown; token?: string } = {}) => {
  const headers = new Headers(init.headers)
  if (init.json !== undefined) headers.set('content-type', 'application/json')
  if (init.token) headers.set('authorization', `Bearer ${init.token}`)
  return (exports as any).default.fetch(`http://x${path}`, {
    ...init,
    headers,
    body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
  }) as Promise<Response>
}

export async function latestCode(mobile: string): Promise<string> {
  const r = await call(`/__sandbox/sms/outbox?mobile=${mobile}`)
  const { messages } = (await r.json()) as { messages: { code: string }[] }
  return messages[0]?.code
}
