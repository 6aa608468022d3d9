import { createFileRoute } from '@tanstack/react-router'
import { accountLoader } from '../-account-loader'
import { AccountEditPage } from '../../../ui/account/account-edit-page'

export const Route = createFileRoute('/_app/accountInfor/accountModify')({
  loader: ({ context }) => accountLoader(context.queryClient),
  component: AccountEditPage,
})
