import { Spinner, type SpinnerProps } from '@chakra-ui/react'
import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { LoadFailed } from './load-failed'

/** While loading: either a spinner named for screen readers, or a placeholder shaped like the data (a Skeleton). */
type Waiting =
  | {
      /** The spinner's accessible name, e.g. 加载成员… */
      loading: string
      placeholder?: undefined
    }
  | {
      /** Shown instead of the spinner; it carries its own name, if any. */
      placeholder: ReactNode
      loading?: undefined
    }

/** The spinner of a page that is only the panel until its data comes: a block of its own, centred. */
export const PAGE_SPINNER: SpinnerProps = { display: 'block', mx: 'auto', my: '8', alignSelf: undefined }

export type QueryPanelProps<T> = Waiting & {
  query: UseQueryResult<T, Error>
  /** What could not be loaded; a function gets the error, for pages that show the server's words. */
  failed: string | ((error: Error) => string)
  /**
   * Size and placement of the spinner, over the default `alignSelf="center"`;
   * `alignSelf: undefined` leaves it where the surrounding flow puts it.
   */
  spinner?: SpinnerProps
  children: (data: T) => ReactNode
}

/**
 * One query's panel: a spinner (or placeholder) while it loads, the kit's failure notice with a
 * retry when it fails, else the data as `children` draws it (empty states included).
 */
export function QueryPanel<T>({
  query,
  loading,
  placeholder,
  failed,
  spinner,
  children,
}: QueryPanelProps<T>) {
  if (query.isPending)
    return placeholder ?? <Spinner alignSelf="center" {...spinner} role="status" aria-label={loading} />
  if (query.isError)
    return (
      <LoadFailed
        message={typeof failed === 'string' ? failed : failed(query.error)}
        onRetry={() => void query.refetch()}
      />
    )
  return children(query.data)
}
