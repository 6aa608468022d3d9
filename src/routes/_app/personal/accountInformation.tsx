import { createFileRoute } from '@tanstack/react-router'
import { accountLoader } from '../-account-loader'
import { AccountInfoPage } from '../../../ui/account/account-info-page'

export const Route = createFileRoute('/_app/personal/accountInformation')({
  loader: ({ context }) => accountLoader(context.queryClient),
  component: AccountInfoPage,
})
