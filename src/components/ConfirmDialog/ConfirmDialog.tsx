// ConfirmDialog.tsx — asks before a (usually destructive) action: title, consequence, cancel and confirm.
import type { MouseEvent, ReactElement, ReactNode } from 'react';
import { Button } from '../Button';
import { Dialog, DialogClose } from '../Dialog';

export interface ConfirmDialogProps {
  /** Names the question ("Remove “Evening News”?"). */
  title: ReactNode;
  /** What confirming does, in words; becomes the dialog's accessible description. */
  description?: ReactNode;
  /** The confirm button's label: the action itself ("Remove recording"), never "OK". */
  confirmLabel: ReactNode;
  /** The safe way out ("Keep it"). */
  cancelLabel?: ReactNode;
  /** critical: the confirm button warns (delete, cancel a subscription); primary: a plain confirmation. */
  tone?: 'critical' | 'primary';
  /** The confirmed action is in flight: the confirm button shows it and ignores clicks, so it cannot run twice. */
  isBusy?: boolean;
  /**
   * Called on confirm; the dialog then closes, like Radix's AlertDialog.Action. Call
   * `event.preventDefault()` to keep it open (e.g. while the action runs with `isBusy`) and close it yourself.
   */
  onConfirm: (event: MouseEvent<HTMLButtonElement>) => void;
  /** An element (usually a Button) that opens the dialog and gets focus back when it closes. */
  trigger?: ReactElement;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}

export function ConfirmDialog({
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancel',
  tone = 'critical',
  isBusy = false,
  onConfirm,
  trigger,
  open,
  defaultOpen,
  onOpenChange,
}: ConfirmDialogProps) {
  return (
    <Dialog
      trigger={trigger}
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      size="small"
      title={title}
      description={description}
      actions={
        <>
          <DialogClose>
            <Button variant="ghost">{cancelLabel}</Button>
          </DialogClose>
          {/* A close too, so confirming dismisses the dialog the way cancelling does (and focus goes back the same way). */}
          <DialogClose>
            <Button variant={tone} isLoading={isBusy} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </DialogClose>
        </>
      }
    />
  );
}
