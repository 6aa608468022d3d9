import { Toaster as ChakraToaster, Portal, Stack, Toast, createToaster } from '@chakra-ui/react'
import { TOAST_MS } from '../../domain/constants'

/** The one toaster of the app; messages last 1500 ms (overview §9). */
export const toaster = createToaster({ placement: 'top', duration: TOAST_MS, max: 4 })

export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} data-testid="toast">
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.closable && <Toast.CloseTrigger />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  )
}

export function toastError(title: string): void {
  toaster.create({ title, type: 'error' })
}

export function toastSuccess(title: string): void {
  toaster.create({ title, type: 'success' })
}

export function toastInfo(title: string, description?: string): void {
  toaster.create({ title, description, type: 'info' })
}
