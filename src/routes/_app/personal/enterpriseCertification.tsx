import { createFileRoute } from '@tanstack/react-router'
import { CertificationPage } from '../../../ui/certification/certification-page'
import { certificationLoader } from '../-certification-loader'

export const Route = createFileRoute('/_app/personal/enterpriseCertification')({
  loader: ({ context }) => certificationLoader(context.queryClient),
  component: CertificationPage,
})
