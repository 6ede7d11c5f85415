/** The import dialog (SPEC §4 "Import dialog"); its author replaces this interim shell. */
export type ImportDialogProps = { open: boolean; onClose: () => void };

export function ImportDialog({ open }: ImportDialogProps) {
  return open ? null : null;
}
