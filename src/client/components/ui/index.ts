/**
 * The one UI kit (buttons, fields, chips, cards, states, badges, money). Import from '~/client/components/ui'.
 * Dialogs: `useDialog()` from '~/client/components/Dialogs' (alert / warn / confirm) on `Modal` (native <dialog>: focus
 * trapped, Esc closes, focus returned to the opener).
 */
export { btn, chipClass, field, importantMark } from './classes'
export { Button, FieldButton, SubmitButton } from './Button'
export { Checkbox, Field, FormError, PasswordField } from './Field'
export { Chip, ChipRow } from './Chip'
export { Card, Row } from './Card'
export { EmptyState, ErrorState, ListSkeleton, PageTitle } from './States'
export { Badge, type BadgeTone, Won } from './Badge'
export { inkSafeBackground } from './color'
export { Modal } from './Modal'
export { Glyph } from './Glyph'
