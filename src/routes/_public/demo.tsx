import { createFileRoute } from '@tanstack/react-router'
import { DemoPage } from '../../ui/auth/demo-page'

export const Route = createFileRoute('/_public/demo')({
  staticData: { title: { zh: '演示', en: 'Demo' } },
  component: DemoPage,
})
