import { Hono } from 'hono'
import { searchProductQuery, suggestQuery } from '../../shared/schemas/search'
import { SEARCH_PAGE, searchSizeFromParam } from '../../shared/rules'
import { recordSearch, searchProducts, searchRankings, suggest } from '../db/search'
import type { AppEnv } from '../env'
import { background } from '../edge/cache'
import { validate } from './validate'

/** /v1/front/search/*: popular keywords, autocomplete, goods search (20, +20, up to 500). */
export const searchApi = new Hono<AppEnv>()
  .get('/total/rankings', async (c) => c.json(await searchRankings(c.env.DB)))
  .get('/suggest/completion', validate('query', suggestQuery), async (c) => c.json(await suggest(c.env.DB, c.req.valid('query').seed)))
  .get('/product', validate('query', searchProductQuery), async (c) => {
    const { searchWord, size } = c.req.valid('query')
    const now = new Date()
    const pageSize = searchSizeFromParam(size ?? SEARCH_PAGE.first)
    const answer = await searchProducts(c.env.DB, searchWord, pageSize, now)
    // Count the search once (first page, with results), after the answer.
    if (pageSize === SEARCH_PAGE.first && answer.total > 0) background(c, recordSearch(c.env.DB, searchWord, now))
    return c.json(answer)
  })
