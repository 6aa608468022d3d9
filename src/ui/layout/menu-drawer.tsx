import { CloseButton, Drawer, IconButton, Portal, Stack, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Lang } from '../../state/root'
import { CurrencySwitch } from './currency-switch'
import { LanguageSwitch } from './language-switch'
import { MainNav } from './main-nav'

/**
 * The small screens' header menu: one button opening a drawer with the main menu, the language and the
 * currency. Chakra's Drawer keeps focus inside while it is open, closes on Escape and gives focus back to
 * the button; following a link closes it.
 */
export function MenuDrawer({ onLanguage }: { onLanguage?: (lang: Lang) => void }) {
  const { t } = useTranslation(['shell', 'common'])
  const [open, setOpen] = useState(false)
  const close = () => setOpen(false)
  return (
    <Drawer.Root open={open} onOpenChange={(e) => setOpen(e.open)} placement="end" size="xs">
      <Drawer.Trigger asChild>
        <IconButton variant="ghost" size="sm" aria-label={t('shell:header.menu')} data-testid="menu-button">
          <svg
            width="22"
            height="22"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            <path d="M4 6h16M4 12h16M4 18h16" />
          </svg>
        </IconButton>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid="menu-drawer">
            <Drawer.Header>
              <Drawer.Title>{t('common:platformName')}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap="6">
                <MainNav vertical onNavigate={close} />
                <Stack gap="2" borderTopWidth="1px" pt="4" align="flex-start">
                  <Text fontSize="sm" fontWeight="medium">
                    {t('shell:header.language')}
                  </Text>
                  <LanguageSwitch onChange={onLanguage} />
                </Stack>
                <Stack gap="2">
                  <Text fontSize="sm" fontWeight="medium">
                    {t('shell:header.currency')}
                  </Text>
                  <CurrencySwitch />
                </Stack>
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common:actions.close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  )
}
