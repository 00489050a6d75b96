import { Suspense, useCallback, useEffect, useId, useRef, useState, type ComponentType, type ReactNode } from 'react'

/**
 * A below-the-fold section whose code is not part of the page's first download.
 *
 * The server renders it whole, into the first HTML (crawlers, find-in-page and screen readers see it). In the
 * browser, the page hydrates without it: the section's server HTML stays as it is (React keeps a suspended
 * boundary's server markup untouched) until it comes near the screen or is touched, then its chunk loads and it
 * hydrates. A click on it before that is held and replayed on the same element once it has hydrated (React
 * itself stops a click on markup it cannot hydrate yet). On a client-side navigation, where there is no server HTML, it
 * loads at once and shows `fallback` meanwhile.
 *
 *   const Reviews = deferred(() => import('./Reviews').then((m) => m.Reviews), { fallback: <ReviewsSkeleton /> })
 */
export function deferred<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { fallback = null, margin = '600px' }: { fallback?: ReactNode; margin?: string } = {},
) {
  let Loaded: ComponentType<P> | null = null
  let loading: Promise<void> | null = null
  const loadOnce = () => (loading ??= load().then((c) => void (Loaded = c)))

  function Inner({ props, gate, onHydrated }: { props: P; gate: Promise<void> | null; onHydrated: () => void }) {
    // Server, or a navigation in the browser: load now. Hydration: wait for the gate (near the screen), then load.
    if (!Loaded) throw gate ? gate.then(loadOnce) : loadOnce()
    return (
      <>
        <Loaded {...props} />
        <Mounted onMount={onHydrated} />
      </>
    )
  }

  return function Deferred(props: P) {
    const box = useRef<HTMLDivElement>(null)
    const id = useId()
    // Hydrating (the server's HTML of this very section is in the page: useId matches the server's): wait until
    // it is seen. A client-side mount (no such element yet) loads at once.
    const [gate] = useState(() => (typeof document !== 'undefined' && !Loaded && document.getElementById(id) ? newGate() : null))
    const held = useRef<{ live: boolean; target: EventTarget | null }>({ live: !gate, target: null })
    useEffect(() => {
      const el = box.current
      if (!gate || !el) return
      // On the window, in the capture phase: React's own listener (on the document) stops a click that lands on
      // markup it cannot hydrate yet, so a listener on the section itself would never see it.
      const inside = (e: Event) => !held.current.live && e.target instanceof Node && el.contains(e.target)
      const open = (e: Event) => inside(e) && gate.open()
      const hold = (e: MouseEvent) => {
        if (!inside(e)) return
        e.preventDefault()
        e.stopPropagation()
        held.current.target = e.target
        gate.open()
      }
      const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && gate.open(), { rootMargin: margin })
      io.observe(el)
      window.addEventListener('pointerdown', open, true)
      window.addEventListener('focusin', open, true)
      window.addEventListener('click', hold, true)
      // A chunk that fails to load must not swallow clicks for good.
      void gate.then(loadOnce).catch(() => void (held.current.live = true))
      return () => {
        io.disconnect()
        window.removeEventListener('pointerdown', open, true)
        window.removeEventListener('focusin', open, true)
        window.removeEventListener('click', hold, true)
      }
    }, [gate])
    const onHydrated = useCallback(() => {
      const h = held.current
      h.live = true
      const t = h.target
      h.target = null
      if (t instanceof HTMLElement && t.isConnected) t.click()
    }, [])
    return (
      <div ref={box} id={id}>
        <Suspense fallback={fallback}>
          <Inner props={props} gate={gate} onHydrated={onHydrated} />
        </Suspense>
      </div>
    )
  }
}

function Mounted({ onMount }: { onMount: () => void }) {
  useEffect(onMount, [onMount])
  return null
}

type Gate = Promise<void> & { open: () => void }

function newGate(): Gate {
  let open!: () => void
  const p = new Promise<void>((resolve) => (open = resolve)) as Gate
  p.open = open
  return p
}
