// @vitest-environment happy-dom
import { render } from '@testing-library/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { ChevronRight, Receipt, Store } from 'lucide-react'
import { describe, expect, it } from 'vitest'
import { Glyph, glyphMarkup } from './Glyph'

describe('Glyph', () => {
  it('draws exactly the strokes lucide draws', () => {
    for (const Icon of [Receipt, Store, ChevronRight]) {
      const lucide = renderToStaticMarkup(<Icon />)
      const inner = lucide.slice(lucide.indexOf('>') + 1, lucide.lastIndexOf('</svg>'))
      const norm = (s: string) => s.replace(/<(\w+)([^>]*?)\s*(?:\/>|><\/\1>)/g, '<$1$2/>')
      expect(norm(glyphMarkup(Icon))).toBe(norm(inner))
    }
  })

  it('is one hidden svg with the stroke class and no per-stroke React elements', () => {
    const { container } = render(<Glyph icon={Receipt} className="h-4 w-4 text-brand-700" />)
    const svg = container.querySelector('svg')!
    expect(svg.getAttribute('aria-hidden')).toBe('true')
    expect(svg.getAttribute('class')).toBe('glyph h-4 w-4 text-brand-700')
    expect(svg.querySelectorAll('path').length).toBe(3)
  })
})
