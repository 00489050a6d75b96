import { createFileRoute } from '@tanstack/react-router'
import { CampaignEditor } from '../-components/CampaignEditor'

/** Marketing: one campaign page — block editor, share previews, schedule/publish, public URL with QR. */
export const Route = createFileRoute('/admin/marketing/campaigns/$prmtNo')({
  staticData: { title: '기획전 편집' },
  component: CampaignEditor,
})
