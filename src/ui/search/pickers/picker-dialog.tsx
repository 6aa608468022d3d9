import { Button } from '@chakra-ui/react'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { FormDialog } from '../../kit/form-dialog'

export interface PickerDialogProps {
  title: string
  /** The button that opens the picker. */
  triggerLabel: string
  /** Called as the picker opens, so it starts from the field's current value. */
  onOpen: () => void
  onApply: () => void
  /** Left of the footer buttons, e.g. "3 selected". */
  status?: ReactNode
  size?: 'md' | 'lg' | 'xl'
  testId: string
  children: ReactNode
}

/** The dialog frame every picker shares: trigger button, scrolling body, Cancel / Apply. */
export function PickerDialog(props: PickerDialogProps) {
  const { title, triggerLabel, onOpen, onApply, status, size = 'lg', testId, children } = props
  const { t } = useTranslation('search')
  const [open, setOpen] = useState(false)
  return (
    <FormDialog
      open={open}
      onOpen={() => {
        onOpen()
        setOpen(true)
      }}
      onClose={() => setOpen(false)}
      trigger={
        <Button variant="outline" size="md" flexShrink={0} data-testid={`${testId}-open`}>
          {triggerLabel}
        </Button>
      }
      title={title}
      status={status}
      submit={{
        label: t('pickers.apply'),
        onClick: () => {
          onApply()
          setOpen(false)
        },
        testId: `${testId}-apply`,
      }}
      cancelLabel={t('pickers.cancel')}
      closeLabel={t('pickers.close')}
      size={size}
      scrollBehavior="inside"
      testId={testId}
    >
      {children}
    </FormDialog>
  )
}
