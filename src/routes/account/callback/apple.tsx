import { createFileRoute } from '@tanstack/react-router'
import { oauthCallbackRoute } from '../../-shells'

export const Route = createFileRoute('/account/callback/apple')(oauthCallbackRoute('apple'))
