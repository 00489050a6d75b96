import { createFileRoute } from '@tanstack/react-router'
import { identityStartRoute } from '../-shells'

export const Route = createFileRoute('/popup/sns-pass')(identityStartRoute('pass', 'verify'))
