import { Badge, Box, Button, Circle, HStack, Link, Stack, Text } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { Notice } from '../../api/schemas/notices'
import { formatDateTime } from '../../domain/format'
import { noticeDocumentLink, noticeLink } from '../../domain/notices'
import { useRootState } from '../../state/root'

export interface NoticeItemProps {
  notice: Notice
  typeName: string
  /** Marks it read (opening it does too). */
  onRead: (notice: Notice) => void
  busy: boolean
}

/**
 * One notice of the message centre: its words as they came (plain text), what it opens (the mark's record, the
 * order) and the document it came with. Following a link marks it read.
 */
export function NoticeItem({ notice, typeName, onRead, busy }: NoticeItemProps) {
  const { t } = useTranslation('notices')
  const { lang } = useRootState()
  const link = noticeLink(notice.target)
  const title = lang === 'en' ? notice.titleEn : notice.titleZh
  const read = () => onRead(notice)
  return (
    <Box
      as="li"
      listStyleType="none"
      borderWidth="1px"
      borderColor={notice.read ? 'border' : 'blue.300'}
      bg={notice.read ? 'bg' : 'blue.subtle'}
      rounded="md"
      p="4"
      data-testid="notice-item"
      data-unread={!notice.read}
      data-type={notice.type}
    >
      <Stack gap="2">
        <HStack gap="2" wrap="wrap" justify="space-between">
          <HStack gap="2" wrap="wrap">
            {!notice.read && (
              <>
                <Circle size="2" bg="blue.500" aria-hidden="true" />
                <Badge colorPalette="blue">{t('unread')}</Badge>
              </>
            )}
            <Badge variant="outline">{typeName}</Badge>
          </HStack>
          <Text fontSize="xs" color="fg.muted">
            {formatDateTime(notice.createdAt, lang)}
          </Text>
        </HStack>
        <Text as="h2" fontWeight={notice.read ? 'medium' : 'semibold'} overflowWrap="anywhere">
          {link ? (
            <Link asChild colorPalette="blue">
              <RouterLink {...link} onClick={read} data-testid="notice-open">
                {title}
              </RouterLink>
            </Link>
          ) : (
            title
          )}
        </Text>
        <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
          {lang === 'en' ? notice.contentEn : notice.contentZh}
        </Text>
        <HStack gap="3" wrap="wrap">
          {link && (
            <Link asChild colorPalette="blue" fontSize="sm">
              <RouterLink {...link} onClick={read}>
                {t(`open.${notice.target!.kind}`)}
              </RouterLink>
            </Link>
          )}
          {notice.document && (
            <Link asChild colorPalette="blue" fontSize="sm">
              <RouterLink
                {...noticeDocumentLink(notice.document)}
                onClick={read}
                data-testid="notice-document"
              >
                {t('open.document')}
              </RouterLink>
            </Link>
          )}
          {!notice.read && (
            <Button size="xs" variant="ghost" loading={busy} onClick={read} data-testid="notice-mark-read">
              {t('markRead')}
            </Button>
          )}
        </HStack>
      </Stack>
    </Box>
  )
}
