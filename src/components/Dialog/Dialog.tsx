// Dialog.tsx — a modal dialog over Radix: title, optional description, scrolling body, actions footer, close button.
import * as RadixDialog from '@radix-ui/react-dialog';
import { useEffect, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { Heading } from '../Heading';
import { IconButton } from '../IconButton';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { stackClass } from '../theme/layoutClasses';
import * as styles from './Dialog.css';

export interface DialogProps {
  /** Names the dialog for screen readers; always shown. */
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Footer buttons, primary last; wrap a cancel button in `DialogClose` to close without extra state. */
  actions?: ReactNode;
  /** An element (usually a Button) that opens the dialog and gets focus back when it closes. */
  trigger?: ReactElement;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  size?: 'small' | 'medium' | 'large';
  closeLabel?: string;
}

export function Dialog({
  title,
  description,
  children,
  actions,
  trigger,
  open,
  defaultOpen,
  onOpenChange,
  size = 'medium',
  closeLabel = 'Close',
}: DialogProps) {
  // Radix returns focus to its own Trigger only; a dialog opened from elsewhere (controlled `open`)
  // would drop focus on <body>, so remember what had focus when it opened and go back there.
  const returnFocusTo = useRef<HTMLElement | null>(null);

  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={`${stackClass('none')} ${styles.content({ size })}`}
          onOpenAutoFocus={() => {
            returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            const target = returnFocusTo.current;
            returnFocusTo.current = null;
            if (!trigger && target?.isConnected && target !== document.body) {
              event.preventDefault();
              target.focus();
            }
          }}
        >
          <div className={styles.header}>
            <Stack space="xs" className={styles.headings}>
              <RadixDialog.Title asChild>
                <Heading level="2" className={styles.wrapAnywhere}>
                  {title}
                </Heading>
              </RadixDialog.Title>
              {description && (
                <RadixDialog.Description asChild>
                  <Text as="p" size="small" tone="secondary" className={styles.wrapAnywhere}>
                    {description}
                  </Text>
                </RadixDialog.Description>
              )}
            </Stack>
            <RadixDialog.Close asChild>
              <IconButton icon="close" label={closeLabel} className={styles.close} />
            </RadixDialog.Close>
          </div>
          {children && <ScrollBody>{children}</ScrollBody>}
          {actions && <div className={styles.footer}>{actions}</div>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Closes the surrounding dialog when its child (a Button) is clicked. */
export function DialogClose({ children }: { children: ReactElement }) {
  return <RadixDialog.Close asChild>{children}</RadixDialog.Close>;
}

/**
 * The body scrolls when content outgrows the viewport; it then becomes focusable, so keyboard users
 * can scroll text that has no links or buttons in it (axe: scrollable-region-focusable).
 */
function ScrollBody({ children }: { children: ReactNode }) {
  const [body, setBody] = useState<HTMLDivElement | null>(null);
  const [isScrollable, setIsScrollable] = useState(false);

  useEffect(() => {
    const inner = body?.firstElementChild;
    if (!body || !inner) return;
    const measure = () => setIsScrollable(body.scrollHeight > body.clientHeight + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(body);
    observer.observe(inner);
    measure();
    return () => observer.disconnect();
  }, [body]);

  return (
    <div
      ref={setBody}
      className={styles.body}
      // A scrolling region with only text in it must take focus, or keyboard users cannot scroll it.
      // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={isScrollable ? 0 : undefined}
    >
      <div>{children}</div>
    </div>
  );
}
