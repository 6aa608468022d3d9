import { createFileRoute, redirect } from '@tanstack/react-router'

// routes.tsv: Global_Applications opens the first step of its wizard.
export const Route = createFileRoute('/_app/Global_Applications')({
  beforeLoad: () => {
    throw redirect({
      to: '/$region/registerNew/$step',
      params: { region: 'global', step: 'fillInInformation' },
      replace: true,
    })
  },
})
