import { createFileRoute, redirect } from '@tanstack/react-router'

// routes.tsv: Hong_Kong_Applications opens the first step of its wizard.
export const Route = createFileRoute('/_app/Hong_Kong_Applications')({
  beforeLoad: () => {
    throw redirect({
      to: '/$region/registerNew/$step',
      params: { region: 'HK', step: 'fillInInformation' },
      replace: true,
    })
  },
})
