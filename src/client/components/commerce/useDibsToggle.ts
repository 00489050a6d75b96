import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useState } from 'react'
import type { CardGoods } from '~/shared/main-page'
import { getApi } from '../../api'
import { useDialog } from '../Dialogs'

/**
 * Dibs (찜) for GoodsCard's `onDibs`: toggles on the server and patches the card in every cached
 * query that holds it (optimistic count). Guests are asked to sign in and sent to
 * /account/signin?returnUrl=<this page>.
 *
 *   const onDibs = useDibsToggle()
 *   <GoodsCard goods={g} onDibs={onDibs} />
 */
export function useDibsToggle() {
  const qc = useQueryClient()
  const dialog = useDialog()
  const [busy, setBusy] = useState<Set<string>>(new Set())

  const patch = useCallback(
    (goodsNo: string, dibs: boolean, dibsCount: number) => {
      const visit = (v: unknown): unknown => {
        if (Array.isArray(v)) return v.map(visit)
        if (v && typeof v === 'object') {
          const o = v as Record<string, unknown>
          if (o.id === goodsNo && typeof o.dibsCount === 'number' && 'dibs' in o) return { ...o, dibs, dibsCount }
          let changed = false
          const out: Record<string, unknown> = {}
          for (const [k, val] of Object.entries(o)) {
            const nv = visit(val)
            if (nv !== val) changed = true
            out[k] = nv
          }
          return changed ? out : v
        }
        return v
      }
      for (const q of qc.getQueryCache().getAll()) {
        const data = q.state.data
        if (data === undefined) continue
        const next = visit(data)
        if (next !== data) qc.setQueryData(q.queryKey, next)
      }
    },
    [qc],
  )

  return useCallback(
    async (g: CardGoods) => {
      if (busy.has(g.id)) return
      setBusy((s) => new Set(s).add(g.id))
      patch(g.id, !g.dibs, Math.max(0, g.dibsCount + (g.dibs ? -1 : 1)))
      try {
        const r = await getApi().dibs.toggle(g.id)
        if (r.ok) {
          patch(g.id, r.data.dibs, r.data.dibsCount)
          void qc.invalidateQueries({ queryKey: ['dibs'] })
          return
        }
        patch(g.id, g.dibs, g.dibsCount)
        if (r.status === 401) {
          const go = await dialog.confirm('로그인하시면 찜한 상품을 모아 볼 수 있어요. 로그인하시겠어요?', { confirmLabel: '로그인' })
          if (go)
            window.location.assign(`/account/signin?returnUrl=${encodeURIComponent(window.location.pathname + window.location.search)}`)
          return
        }
        await dialog.warn(r.error.errors[0]?.reason ?? '찜하지 못했어요. 잠시 후 다시 시도해 주세요.')
      } finally {
        setBusy((s) => {
          const n = new Set(s)
          n.delete(g.id)
          return n
        })
      }
    },
    [busy, dialog, patch, qc],
  )
}
