import { createFileRoute } from '@tanstack/react-router'
import { accountLoader } from '../-account-loader'
import { AccountInfoPage } from '../../../ui/account/account-info-page'

// The account-security area's view of the same page as /personal/accountInformation.
export const Route = createFileRoute('/_app/accountInfor/accountInfDis')({
  loader: ({ context }) => accountLoader(context.queryClient),
  component: AccountInfoPage,
})
