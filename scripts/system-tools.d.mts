/** Types of system-tools.mjs, for the tests that call it. */
export type ToolName = 'chromium' | 'pdftotext'
export function findTool(name: ToolName): string | null
export function ensureTool(name: ToolName): string
