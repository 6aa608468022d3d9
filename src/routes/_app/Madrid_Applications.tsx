import { createFileRoute, redirect } from '@tanstack/react-router'

// routes.tsv: Madrid_Applications opens the first step of its wizard.
export const Route = createFileRoute('/_app/Madrid_Applications')({
  beforeLoad: () => {
    throw redirect({
      to: '/$region/registerNew/$step',
      params: { region: 'Madrid', step: 'fillInInformation' },
      replace: true,
    })
  },
})
