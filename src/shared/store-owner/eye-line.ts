import { formatOptical } from '../eyes/optics'

type Side = { sph: number | null; cyl: number | null; axis: number | null; add?: number | null }
const sideText = (s: Side) =>
  s.sph == null
    ? '-'
    : `${formatOptical('sph', s.sph)}${s.cyl ? ` ${formatOptical('cyl', s.cyl)}×${s.axis ?? '-'}` : ''}${s.add ? ` ADD ${formatOptical('add', s.add)}` : ''}`
/** One line of an exam for lists and notes: 'R -1.25 -0.50×180 / L -1.00'. */
export const eyeExamLine = (right: Side, left: Side) => `R ${sideText(right)} / L ${sideText(left)}`
