import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';

/**
 * The admin header's "Menu" disclosure below 768 px (the nav and the alert toggles fold into it): opening
 * moves focus to the first control inside, Esc closes it and gives focus back to the button, and following a
 * link closes it. From 768 px up the panel is always shown by CSS and the button is hidden.
 */
export function useAdminPhoneMenu(panelId: string) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (open) panelRef.current?.querySelector<HTMLElement>('a, button')?.focus();
  }, [open]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close(true);
    }
  };

  return {
    open,
    buttonProps: {
      ref: buttonRef,
      'aria-expanded': open,
      'aria-controls': panelId,
      onClick: () => setOpen((was) => !was),
      onKeyDown,
    },
    panelProps: {
      ref: panelRef,
      id: panelId,
      'data-open': open,
      onKeyDown,
      onClick: (event: MouseEvent) => {
        if ((event.target as HTMLElement).closest('a')) close(false);
      },
    },
  };
}
