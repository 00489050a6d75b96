import { toSVG } from 'bwip-js/browser'

/** A Code128 barcode as SVG (black bars on transparent, with the human-readable text below). */
export function code128Svg(value: string): string {
  return toSVG({ bcid: 'code128', text: value, scale: 2, height: 12, includetext: true, textxalign: 'center', textsize: 9 })
}
