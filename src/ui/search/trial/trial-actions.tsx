import { Button, Text } from '@chakra-ui/react'
import { Link, useRouterState } from '@tanstack/react-router'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { UserInfo } from '../../../api/schemas/auth'

// The form (react-hook-form, zod, the dialog) loads when first opened: the bar is on every result page, and
// its first load carried them for a dialog few open.
const TrialApplyDialog = lazy(() =>
  import('./trial-apply-dialog').then((m) => ({ default: m.TrialApplyDialog })),
)

/** "Apply for a trial" with its dialog, or why it is no longer offered. */
export function ApplyTrialAction({ user }: { user: UserInfo }) {
  const { t } = useTranslation('searchHistory')
  const [open, setOpen] = useState(false)
  if (user.trialReapplied) {
    return (
      <Text textStyle="sm" color="fg.muted" data-testid="trial-reapplied">
        {t('notice.reapplied')}
      </Text>
    )
  }
  const contact = user.mobile || user.email
  return (
    <>
      <Button size="sm" colorPalette="blue" onClick={() => setOpen(true)} data-testid="apply-trial">
        {t('notice.applyTrial')}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <TrialApplyDialog
            open
            onOpenChange={setOpen}
            defaults={{ contactName: user.name, contact, company: user.companyName }}
          />
        </Suspense>
      ) : null}
    </>
  )
}

/** Sends an anonymous caller to sign in and back to the page they were on. */
export function LogInAction() {
  const { t } = useTranslation('searchHistory')
  const href = useRouterState({ select: (s) => s.location.href })
  return (
    <Button asChild size="sm" colorPalette="blue" data-testid="log-in">
      <Link to="/auth" search={{ redirect: href }}>
        {t('notice.logIn')}
      </Link>
    </Button>
  )
}
