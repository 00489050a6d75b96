import { Hono } from 'hono'
import * as v from 'valibot'
import { validate } from '../validate'
import type { ConsoleEnv } from './gate'
import { dealDetail, dealGoodsOptions, dealList, endDeal, saveDeal } from '../../services/console-deals'
import {
  brandNoParam,
  brandSaveSchema,
  categorySaveSchema,
  ctgNoParam,
  dealListSchema,
  dealNoParam,
  dealSaveSchema,
  keywordListSchema,
  keywordNoParam,
  keywordSaveSchema,
  orderSchema,
  versionSchema,
} from '../../../shared/schemas/console-catalogue'
import {
  brandList,
  categoryList,
  deleteBrand,
  deleteCategory,
  deleteKeyword,
  keywordList,
  reorder,
  saveBrand,
  saveCategory,
  saveKeyword,
} from '../../services/console-catalogue'
import { boundedText } from '../../../shared/schemas/common'
import { object } from '../../../shared/schemas/required'

/**
 * The catalogue desk beside the goods editor (section 'goods', role MD; issue 27), mounted at /admin/api/goods before
 * the goods sub-app:
 * GET /deals (state, q, page), GET /deals/goods?q= (goods a deal can be for), GET /deals/{dealNo}, POST /deals,
 * PUT /deals/{dealNo} (from `version`: 409 with what changed), POST /deals/{dealNo}/end { version };
 * GET/POST /brands, PUT /brands/order { rows: [{ no, version }] }, PUT/DELETE /brands/{brandNo} (?version= to delete);
 * GET /categories?type=, POST /categories, PUT /categories/order, PUT/DELETE /categories/{ctgNo};
 * GET /keywords?type=, POST /keywords, PUT /keywords/order, PUT/DELETE /keywords/{keywordNo}.
 * Deleting a brand or category that still has goods is refused with 409 naming how many.
 */
const versionQuery = object({
  version: v.pipe(v.string('버전이 필요합니다.'), v.regex(/^\d{1,9}$/, '버전이 올바르지 않습니다.'), v.transform(Number)),
})
const typeQuery = keywordListSchema
export const catalogueDesk = new Hono<ConsoleEnv>()
  .get('/deals', validate('query', dealListSchema), async (c) => c.json(await dealList(c.env, c.req.valid('query'))))
  .get('/deals/goods', validate('query', object({ q: v.optional(boundedText('검색어', 50), '') })), async (c) =>
    c.json(await dealGoodsOptions(c.env, c.req.valid('query').q)),
  )
  .get('/deals/:dealNo', validate('param', dealNoParam), async (c) => c.json(await dealDetail(c.env, c.req.valid('param').dealNo)))
  .post('/deals', validate('json', dealSaveSchema), async (c) => c.json(await saveDeal(c.env, c.var.op, null, c.req.valid('json')), 201))
  .put('/deals/:dealNo', validate('param', dealNoParam), validate('json', dealSaveSchema), async (c) =>
    c.json(await saveDeal(c.env, c.var.op, c.req.valid('param').dealNo, c.req.valid('json'))),
  )
  .post('/deals/:dealNo/end', validate('param', dealNoParam), validate('json', versionSchema), async (c) =>
    c.json(await endDeal(c.env, c.var.op, c.req.valid('param').dealNo, c.req.valid('json').version)),
  )
  .get('/brands', async (c) => c.json(await brandList(c.env)))
  .post('/brands', validate('json', brandSaveSchema), async (c) => c.json(await saveBrand(c.env, c.var.op, null, c.req.valid('json')), 201))
  .put('/brands/order', validate('json', orderSchema), async (c) => c.json(await reorder(c.env, c.var.op, 'brand', c.req.valid('json'))))
  .put('/brands/:brandNo', validate('param', brandNoParam), validate('json', brandSaveSchema), async (c) =>
    c.json(await saveBrand(c.env, c.var.op, c.req.valid('param').brandNo, c.req.valid('json'))),
  )
  .delete('/brands/:brandNo', validate('param', brandNoParam), validate('query', versionQuery), async (c) =>
    c.json(await deleteBrand(c.env, c.var.op, c.req.valid('param').brandNo, c.req.valid('query').version)),
  )
  .get('/categories', validate('query', typeQuery), async (c) => c.json(await categoryList(c.env, c.req.valid('query').type)))
  .post('/categories', validate('json', categorySaveSchema), async (c) =>
    c.json(await saveCategory(c.env, c.var.op, null, c.req.valid('json')), 201),
  )
  .put('/categories/order', validate('json', orderSchema), async (c) =>
    c.json(await reorder(c.env, c.var.op, 'category', c.req.valid('json'))),
  )
  .put('/categories/:ctgNo', validate('param', ctgNoParam), validate('json', categorySaveSchema), async (c) =>
    c.json(await saveCategory(c.env, c.var.op, c.req.valid('param').ctgNo, c.req.valid('json'))),
  )
  .delete('/categories/:ctgNo', validate('param', ctgNoParam), validate('query', versionQuery), async (c) =>
    c.json(await deleteCategory(c.env, c.var.op, c.req.valid('param').ctgNo, c.req.valid('query').version)),
  )
  .get('/keywords', validate('query', typeQuery), async (c) => c.json(await keywordList(c.env, c.req.valid('query').type)))
  .post('/keywords', validate('json', keywordSaveSchema), async (c) =>
    c.json(await saveKeyword(c.env, c.var.op, null, c.req.valid('json')), 201),
  )
  .put('/keywords/order', validate('json', orderSchema), async (c) =>
    c.json(await reorder(c.env, c.var.op, 'keyword', c.req.valid('json'))),
  )
  .put('/keywords/:keywordNo', validate('param', keywordNoParam), validate('json', keywordSaveSchema), async (c) =>
    c.json(await saveKeyword(c.env, c.var.op, c.req.valid('param').keywordNo, c.req.valid('json'))),
  )
  .delete('/keywords/:keywordNo', validate('param', keywordNoParam), validate('query', versionQuery), async (c) =>
    c.json(await deleteKeyword(c.env, c.var.op, c.req.valid('param').keywordNo, c.req.valid('query').version)),
  )
