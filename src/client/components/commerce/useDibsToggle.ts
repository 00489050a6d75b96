import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useState } from 'react'
import type { CardGoods } from '~/shared/main-page'
import { getApi } from '../../api'
import { dibsQueries } from '../../queries/dibs'
import { useDialog } from '../Dialogs'

/**
 * Whether the signed-in member has wished this goods: the member's wished goods numbers (dibsQueries.mine, loaded
 * with the page for members only, never part of the shared goods lists) win over the card's own flag.
 */
export function useDibbed(goods: Pick<CardGoods, 'id' | 'dibs'>): boolean {
  const { data } = useQuery({ ...dibsQueries.mine(), enabled: false })
  return data ? data.includes(goods.id) : goods.dibs
}

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
      qc.setQueryData<string[]>(dibsQueries.mine().queryKey, (nos) =>
        nos ? (dibs ? [goodsNo, ...nos.filter((n) => n !== goodsNo)] : nos.filter((n) => n !== goodsNo)) : nos,
      )
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
      // The heart as the member sees it (their wish list wins over the card's flag); the call asks for the
      // state the tap means, so a repeated or crossed request cannot flip it back.
      const mine = qc.getQueryData<string[]>(dibsQueries.mine().queryKey)
      const was = mine ? mine.includes(g.id) : g.dibs
      const count = g.dibsCount // every card's count is everyone's, the member's own wish included
      patch(g.id, !was, Math.max(0, count + (was ? -1 : 1)))
      try {
        const r = await getApi().dibs.toggle(g.id, !was)
        if (r.ok) {
          patch(g.id, r.data.dibs, r.data.dibsCount)
          void qc.invalidateQueries({ queryKey: dibsQueries.listAll })
          return
        }
        patch(g.id, was, Math.max(0, count))
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
