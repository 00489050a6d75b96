import type { LucideIcon } from 'lucide-react'

/**
 * A lucide icon as one `<svg>` whose drawing is a string, for lists that show many icons in the server HTML (the
 * phone's my-page menu: 30 rows). A lucide component renders an `<svg>` with eleven attributes and an element per
 * stroke, each passed through React's attribute writer; on the my-page home those icons were two thirds of the
 * page's attributes and the larger part of its render time (a CPU profile of the built Worker, issue 31). Here
 * React writes three attributes and one string; the stroke style is the `.glyph` rule in styles.css.
 *
 * The drawing is lucide's own (one icon set), read once per icon from the element its component returns.
 */
type Drawing = ReadonlyArray<readonly [string, Readonly<Record<string, string | number>>]>
type LucideRender = { render?: (props: object, ref: null) => { props?: { icon?: { node?: Drawing } } } }

const drawings = new WeakMap<LucideIcon, string>()
const escape = (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')
const attrName = (k: string) => k.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)

/** The icon's strokes as SVG markup (cached per icon); throws if lucide stops exposing them, so a test catches it. */
export function glyphMarkup(icon: LucideIcon): string {
  let markup = drawings.get(icon)
  if (markup === undefined) {
    const node = (icon as unknown as LucideRender).render?.({}, null)?.props?.icon?.node
    if (!node?.length) throw new Error('lucide icon without a drawing')
    markup = node
      .map(([tag, attrs]) => {
        const list = Object.entries(attrs).filter(([k]) => k !== 'key')
        return `<${tag} ${list.map(([k, v]) => `${attrName(k)}="${escape(String(v))}"`).join(' ')}/>`
      })
      .join('')
    drawings.set(icon, markup)
  }
  return markup
}

export function Glyph({ icon, className = 'h-5 w-5' }: { icon: LucideIcon; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={`glyph ${className}`} dangerouslySetInnerHTML={{ __html: glyphMarkup(icon) }} />
  )
}
