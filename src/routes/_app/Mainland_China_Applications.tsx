import { createFileRoute, redirect } from '@tanstack/react-router'

// routes.tsv: Mainland_China_Applications opens the first step of its wizard.
export const Route = createFileRoute('/_app/Mainland_China_Applications')({
  beforeLoad: () => {
    throw redirect({
      to: '/$region/registerNew/$step',
      params: { region: 'mainland', step: 'fillInInformation' },
      replace: true,
    })
  },
})
