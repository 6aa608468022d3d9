import type { ReactNode } from 'react'
import type { Message } from '../../../domain/message-key'
import type { DocumentFile } from '../../../domain/wizard/types'

/**
 * One document a flow's provideDocument step asks for: what the shared documents view shows in its slot. The
 * words are Messages (a flow's typed keys, or words it already translated as `{ text }`), so a flow can list
 * its slots as data.
 */
export interface DocumentSlotSpec<K extends string = string> {
  /** The kind the files are stored under; also the slot's test ids (document-slot-<kind>, document-input-<kind>). */
  kind: K
  /** Marked Required or Optional; whether the step may be left without it is the flow's `issues`. */
  required: boolean
  /** The slot's heading and accessible name. */
  name: Message
  /** What the document is for. */
  why: Message
  /** What it must show, listed under "It must"; none leaves the list out. */
  points: readonly Message[]
  /** Shown under the heading, e.g. the last day to file a priority document. */
  note?: ReactNode
}

/**
 * Stores one file the user picked as a document of `kind` and resolves it as the draft keeps it. A rejection
 * with a BusinessError shows the server's reason next to the slot; any other shows a generic failure.
 */
export type DocumentUpload<K extends string = string> = (file: File, kind: K) => Promise<DocumentFile>
