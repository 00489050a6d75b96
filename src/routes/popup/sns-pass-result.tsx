import { createFileRoute } from '@tanstack/react-router'
import { identityResultRoute } from '../-shells'

export const Route = createFileRoute('/popup/sns-pass-result')(identityResultRoute())
