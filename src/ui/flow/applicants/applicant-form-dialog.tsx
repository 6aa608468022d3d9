import { Button, Flex } from '@chakra-ui/react'
import { useState } from 'react'
import type { ApplicantView } from '../../../api/schemas/registration-applicants'
import type { Applicant, RegistrationRegion } from '../../../domain/registration/types'
import { FormDialog } from '../../kit/form-dialog'
import { ApplicantFormBody } from './applicant-form-body'
import { ApplicantHelpAside } from './applicant-help-aside'
import { useApplicantForm } from './use-applicant-form'
import { useApplicantText } from './use-applicant-text'

export interface ApplicantFormDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The applicant edited (its record in the account is updated); null creates a new one. */
  editing: Applicant | null
  /** Which slot a new applicant is for (the title says so). */
  role: 'main' | 'joint'
  /** The title of a new party in another flow's terms (new assignee, new licensee) instead of the role's. */
  title?: string
  /** The filing's region: Madrid and global filings also need English names and addresses. */
  region: RegistrationRegion
  /** Called with the stored applicant once the server accepted it (or with the existing twin, if chosen). */
  onSaved: (applicant: ApplicantView) => void
}

/**
 * Creating or editing an applicant with every §5 rule (applicant-rules.ts) checked as the user types after
 * the first save, and again by the server, whose refusals show next to their fields. What was typed stays in
 * the form on any error and while the dialog is closed; the help sits beside the form.
 */
export function ApplicantFormDialog({
  open,
  onOpenChange,
  editing,
  role,
  title: titleGiven,
  region,
  onSaved,
}: ApplicantFormDialogProps) {
  const { t } = useApplicantText()
  const [showHelp, setShowHelp] = useState(false)
  const englishRequired = region === 'madrid' || region === 'global'
  const state = useApplicantForm({
    editing,
    englishRequired,
    active: open,
    createVia: 'wizard',
    onSaved: (saved) => {
      onOpenChange(false)
      onSaved(saved)
    },
  })

  const title = editing ? 'form.titleEdit' : role === 'joint' ? 'form.titleCreateJoint' : 'form.titleCreate'
  return (
    <FormDialog
      open={open}
      onClose={() => onOpenChange(false)}
      title={!editing && titleGiven ? titleGiven : t(title)}
      headerAction={
        <Button size="xs" variant="outline" onClick={() => setShowHelp((v) => !v)} aria-expanded={showHelp}>
          {showHelp ? t('form.hideHelp') : t('form.showHelp')}
        </Button>
      }
      onSubmit={state.onSubmit}
      busy={state.busy}
      submit={{ label: editing ? t('form.save') : t('form.saveAndUse') }}
      cancelLabel={t('form.cancel')}
      closeLabel={t('form.close')}
      size={showHelp ? 'xl' : 'lg'}
      placement="center"
      scrollBehavior="inside"
      closeOnInteractOutside={false}
      testId="applicant-form"
    >
      <Flex gap="6" direction={{ base: 'column', md: 'row' }} align="flex-start">
        <ApplicantFormBody
          state={state}
          englishRequired={englishRequired}
          duplicateAction={{
            label: t('form.useExisting'),
            onClick: (existing) => {
              onOpenChange(false)
              onSaved(existing)
            },
          }}
        />
        {showHelp ? <ApplicantHelpAside topic={state.helpTopic} /> : null}
      </Flex>
    </FormDialog>
  )
}
