import { Badge, Box, Button, Circle, IconButton, Link, Popover, Portal, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { Link as RouterLink } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { noticeCountQuery, noticeListQuery } from '../../api/notices'
import { formatDate } from '../../domain/format'
import { useRootState } from '../../state/root'
import { useOpenNotice } from './use-open-notice'

const LATEST = 6

/**
 * The header's notices badge (memberMessage/getNoticeCount, the message centre's tabs count from the same call)
 * with the latest notices in a popover; a notice opens as it does in the message centre.
 */
export function NoticesBell() {
  const { t } = useTranslation('shell')
  const { lang } = useRootState()
  const { open: openNotice } = useOpenNotice()
  const [open, setOpen] = useState(false)
  const count = useQuery({
    ...noticeCountQuery(),
    refetchInterval: 60_000,
  })
  const latest = useQuery({
    ...noticeListQuery({ pageNum: 1, pageSize: LATEST }),
    enabled: open,
  })
  const unread = count.data?.unread ?? 0

  return (
    // The popover's content is made when first opened and dropped when closed: every signed-in page drew it,
    // hidden, with its first render.
    <Popover.Root
      open={open}
      onOpenChange={(e) => setOpen(e.open)}
      positioning={{ placement: 'bottom-end' }}
      lazyMount
      unmountOnExit
    >
      {/* The button itself is the trigger (a wrapper would carry the button's aria attributes); the count
          sits over it, outside the button, and its number is in the button's name. */}
      <Box position="relative">
        <Popover.Trigger asChild>
          <IconButton
            variant="ghost"
            size="sm"
            aria-label={`${t('header.notices')}${unread ? ` (${t('header.unread', { count: unread })})` : ''}`}
          >
            <svg
              width="20"
              height="20"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              aria-hidden="true"
            >
              <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
              <path d="M13.73 21a2 2 0 0 1-3.46 0" />
            </svg>
          </IconButton>
        </Popover.Trigger>
        {unread > 0 && (
          <Circle
            size="5"
            bg="red.600"
            color="white"
            fontSize="2xs"
            fontWeight="bold"
            position="absolute"
            top="-1"
            right="-1"
            pointerEvents="none"
            aria-hidden="true"
            data-testid="notice-count"
          >
            {unread > 99 ? '99+' : unread}
          </Circle>
        )}
      </Box>
      <Portal>
        <Popover.Positioner>
          <Popover.Content width="sm" maxW="calc(100vw - 1rem)">
            <Popover.Header fontWeight="semibold">
              {t('header.notices')}{' '}
              {unread > 0 && (
                <Badge colorPalette="red" ml="2">
                  {t('header.unread', { count: unread })}
                </Badge>
              )}
            </Popover.Header>
            <Popover.Body maxH="96" overflowY="auto" px="2">
              {latest.data?.list.length === 0 && (
                <Text color="fg.muted" px="2">
                  {t('header.noNotices')}
                </Text>
              )}
              <Stack gap="1">
                {latest.data?.list.map((notice) => (
                  <Button
                    key={notice.id}
                    variant="ghost"
                    height="auto"
                    py="2"
                    px="2"
                    justifyContent="flex-start"
                    textAlign="left"
                    whiteSpace="normal"
                    onClick={() => {
                      setOpen(false)
                      void openNotice(notice)
                    }}
                    data-testid="bell-notice"
                    data-unread={!notice.read}
                  >
                    <Stack gap="0.5" width="full">
                      <Text fontWeight={notice.read ? 'normal' : 'semibold'} fontSize="sm" lineClamp={1}>
                        {!notice.read && (
                          <Circle as="span" size="2" bg="blue.500" display="inline-block" mr="2" />
                        )}
                        {lang === 'en' ? notice.titleEn : notice.titleZh}
                      </Text>
                      <Text fontSize="xs" color="fg.muted" lineClamp={2}>
                        {lang === 'en' ? notice.contentEn : notice.contentZh}
                      </Text>
                      <Text fontSize="xs" color="fg.subtle">
                        {formatDate(notice.createdAt, lang)}
                      </Text>
                    </Stack>
                  </Button>
                ))}
              </Stack>
            </Popover.Body>
            <Popover.Footer justifyContent="flex-end" py="2">
              <Link asChild colorPalette="blue" fontSize="sm">
                <RouterLink to="/AllNotice" onClick={() => setOpen(false)} data-testid="bell-all-notices">
                  {t('header.allNotices')}
                </RouterLink>
              </Link>
            </Popover.Footer>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  )
}
