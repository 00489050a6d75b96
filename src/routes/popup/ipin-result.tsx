import { createFileRoute } from '@tanstack/react-router'
import { identityResultRoute } from '../-shells'

export const Route = createFileRoute('/popup/ipin-result')(identityResultRoute())
