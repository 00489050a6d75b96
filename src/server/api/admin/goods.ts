import { Hono } from 'hono'
import { validate } from '../validate'
import { multipartBody, uploadForm } from '../upload'
import type { ConsoleEnv } from './gate'
import { goodsAdminDetail, goodsAdminList, goodsEditorOptions, saveGoods, uploadGoodsMedia } from '../../services/console-goods'
import { formFile } from '../../files'
import { GOODS_MEDIA_SIZES, MEDIA_UPLOAD_MAX_BYTES, type GoodsMediaSize } from '../../files/media'
import { bulkSchema, goodsListSchema, goodsNoParam, goodsSaveSchema } from '../../../shared/schemas/console-goods'
import { applyBulk, previewBulk } from '../../services/goods-bulk'

/**
 * The catalogue desk (section 'goods', role MD; issue 27). Goods list, editor and pictures:
 * GET /admin/api/goods (q, type, brandNo, display, stock, sort, page), GET /admin/api/goods/options,
 * GET /admin/api/goods/{goodsNo}, POST /admin/api/goods (create), PUT /admin/api/goods/{goodsNo} (edit from `version`:
 * 409 with what changed when someone saved first), POST /admin/api/goods/media (multipart: file + the four sizes),
 * POST /admin/api/goods/bulk/preview { csv } and POST /admin/api/goods/bulk/apply { csv, basis } (CSV price/stock: all rows or none).
 */
export const goodsDesk = new Hono<ConsoleEnv>()
  .get('/', validate('query', goodsListSchema), async (c) => c.json(await goodsAdminList(c.env, c.req.valid('query'))))
  .get('/options', async (c) => c.json(await goodsEditorOptions(c.env)))
  .post('/media', multipartBody(MEDIA_UPLOAD_MAX_BYTES), async (c) => {
    const form = await uploadForm(c)
    const original = formFile(form, 'file', '이미지')
    const sizes = Object.fromEntries(
      Object.keys(GOODS_MEDIA_SIZES).map((s) => {
        const f = form.get(s)
        return [s, f instanceof File && f.size > 0 ? f : null]
      }),
    ) as Record<GoodsMediaSize, File | null>
    return c.json(await uploadGoodsMedia(c.env, c.var.op, original, sizes), 201)
  })
  .post('/bulk/preview', validate('json', bulkSchema), async (c) => c.json(await previewBulk(c.env, c.req.valid('json').csv)))
  .post('/bulk/apply', validate('json', bulkSchema), async (c) => {
    const { csv, basis } = c.req.valid('json')
    return c.json(await applyBulk(c.env, c.var.op, csv, basis))
  })
  .get('/:goodsNo', validate('param', goodsNoParam), async (c) => c.json(await goodsAdminDetail(c.env, c.req.valid('param').goodsNo)))
  .post('/', validate('json', goodsSaveSchema), async (c) => c.json(await saveGoods(c.env, c.var.op, null, c.req.valid('json')), 201))
  .put('/:goodsNo', validate('param', goodsNoParam), validate('json', goodsSaveSchema), async (c) =>
    c.json(await saveGoods(c.env, c.var.op, c.req.valid('param').goodsNo, c.req.valid('json'))),
  )
