import type { D1Database } from '@cloudflare/workers-types'

/** /healthz's database check: one read of the migrations table (the schema is there, the binding answers). */
export async function pingDb(db: D1Database): Promise<number> {
  const row = await db.prepare('SELECT COUNT(*) AS n FROM d1_migrations').first<{ n: number }>()
  return row?.n ?? 0
}
