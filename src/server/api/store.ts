import { Hono } from 'hono'
import { todayYmd } from '../../shared/dates'
import { lastBookableYmd } from '../../shared/reservation/slots'
import { myStoreBody, storeListQuery, storeNoParam } from '../../shared/schemas/store'
import { listStores, memberMyStoreCode, setMemberMyStore, storeAreas, storeDetail, storeRowByCode } from '../db/stores'
import type { AppEnv } from '../env'
import { ApiError } from './errors'
import { requireMember } from './require-member'
import { validate } from './validate'

/** /api/v1/front/store/* — store finder, store detail (the original path's spelling 'detaile'), areas and the member's store. */
export const storeApi = new Hono<AppEnv>()
  .get('/list', validate('query', storeListQuery), async (c) => {
    return c.json(await listStores(c.env.DB, c.req.valid('query')))
  })
  .get('/areas', async (c) => {
    c.header('Cache-Control', 'public, max-age=300')
    return c.json(await storeAreas(c.env.DB))
  })
  .get('/mapconfig', (c) => {
    // The Kakao JavaScript key is public by design (restricted to registered domains); no key → list-first view.
    const key = (c.env as unknown as Record<string, unknown>).KAKAO_MAP_KEY
    return c.json({ kakaoMapKey: typeof key === 'string' && key ? key : null })
  })
  .get('/detaile/:storeNo', validate('param', storeNoParam), async (c) => {
    const now = new Date()
    const d = await storeDetail(c.env.DB, c.req.valid('param').storeNo, todayYmd(now), lastBookableYmd(now))
    if (!d) throw ApiError.notFound('매장 정보를 찾을 수 없습니다.', 'storeNo')
    return c.json(d)
  })
  .get('/mystore', requireMember(), async (c) => {
    const member = c.var.member
    const code = await memberMyStoreCode(c.env.DB, member.memberNo)
    const row = code ? await storeRowByCode(c.env.DB, code) : null
    const now = new Date()
    const store = row ? await storeDetail(c.env.DB, row.store_no, todayYmd(now), lastBookableYmd(now)) : null
    return c.json({ myStoreCode: code, store })
  })
  .put('/mystore', requireMember(), validate('json', myStoreBody), async (c) => {
    const member = c.var.member
    const row = await storeRowByCode(c.env.DB, c.req.valid('json').storeCode)
    if (!row) throw ApiError.notFound('매장 정보를 찾을 수 없습니다.', 'storeCode')
    const now = new Date()
    await setMemberMyStore(c.env.DB, member.memberNo, row.store_code, now)
    return c.json({ myStoreCode: row.store_code, store: await storeDetail(c.env.DB, row.store_no, todayYmd(now), lastBookableYmd(now)) })
  })
