import { useMutation } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { markNoticeReadMutation } from '../../api/notices'
import type { Notice } from '../../api/schemas/notices'
import { noticeLink } from '../../domain/notices'

/**
 * Opening a notice, the same from the header's bell and the message centre: it is marked read (the badge and
 * the lists follow) and the page it is about opens (domain noticeLink); a notice about nothing is only read.
 */
export function useOpenNotice() {
  const read = useMutation(markNoticeReadMutation())
  const navigate = useNavigate()
  const markRead = async (notice: Notice) => {
    if (notice.read) return
    try {
      await read.mutateAsync(notice.id)
    } catch {
      // the request layer has already told the user
    }
  }
  const open = async (notice: Notice) => {
    await markRead(notice)
    const link = noticeLink(notice.target)
    if (link) await navigate(link)
  }
  return { open, markRead, reading: read.isPending ? read.variables : undefined }
}
