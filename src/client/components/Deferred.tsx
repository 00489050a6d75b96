import { Suspense, useEffect, useId, useRef, useState, type ComponentType, type ReactNode } from 'react'

/**
 * A below-the-fold section whose code is not part of the page's first download.
 *
 * The server renders it whole, into the first HTML (crawlers, find-in-page and screen readers see it). In the
 * browser, the page hydrates without it: the section's server HTML stays as it is (React keeps a suspended
 * boundary's server markup untouched) until it comes near the screen or is touched, then its chunk loads and it
 * hydrates. On a client-side navigation, where there is no server HTML, it loads at once and shows `fallback`
 * meanwhile. A click on it before it hydrated is replayed by React once it has.
 *
 *   const Reviews = deferred(() => import('./Reviews').then((m) => m.Reviews), { fallback: <ReviewsSkeleton /> })
 */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>, { fallback = null, margin = '600px' }: { fallback?: ReactNode; margin?: string } = {}) {
  let Loaded: ComponentType<P> | null = null
  let loading: Promise<void> | null = null
  const loadOnce = () => (loading ??= load().then((c) => void (Loaded = c)))

  function Inner({ props, gate }: { props: P; gate: Promise<void> | null }) {
    if (Loaded) return <Loaded {...props} />
    // Server, or a navigation in the browser: load now. Hydration: wait for the gate (near the screen), then load.
    throw gate ? gate.then(loadOnce) : loadOnce()
  }

  return function Deferred(props: P) {
    const box = useRef<HTMLDivElement>(null)
    const id = useId()
    // Hydrating (the server's HTML of this very section is in the page: useId matches the server's): wait until
    // it is seen. A client-side mount (no such element yet) loads at once.
    const [gate] = useState(() => (typeof document !== 'undefined' && !Loaded && document.getElementById(id) ? newGate() : null))
    useEffect(() => {
      const el = box.current
      if (!gate || !el) return
      const open = () => gate.open()
      const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && open(), { rootMargin: margin })
      io.observe(el)
      el.addEventListener('pointerdown', open, { once: true })
      el.addEventListener('focusin', open, { once: true })
      void gate.then(() => io.disconnect())
      return () => {
        io.disconnect()
        el.removeEventListener('pointerdown', open)
        el.removeEventListener('focusin', open)
      }
    }, [gate])
    return (
      <div ref={box} id={id}>
        <Suspense fallback={fallback}>
          <Inner props={props} gate={gate} />
        </Suspense>
      </div>
    )
  }
}

type Gate = Promise<void> & { open: () => void }

function newGate(): Gate {
  let open!: () => void
  const p = new Promise<void>((resolve) => (open = resolve)) as Gate
  p.open = open
  return p
}
