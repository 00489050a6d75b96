import { createFileRoute } from '@tanstack/react-router'
import { identityStartRoute } from '../-shells'

export const Route = createFileRoute('/popup/ipin')(identityStartRoute('ipin', 'signup'))
