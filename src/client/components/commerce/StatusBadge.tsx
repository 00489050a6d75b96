import { Badge, type BadgeTone } from '../ui'

/** Order / claim status codes → badge tone: done or cancelled grey, claims orange, delivered brand, in progress blue. */
function toneOf(status: string): BadgeTone {
  if (['21', '11', '22', '00'].includes(status)) return 'gray'
  if (['70', '72', '74', '75', '23'].includes(status)) return 'orange'
  if (['50', '90'].includes(status)) return 'brand'
  return 'blue'
}

export function StatusBadge({ status, name }: { status: string; name: string }) {
  return (
    <Badge tone={toneOf(status)} className="px-2 text-xs">
      {name}
    </Badge>
  )
}
