import {
  CloseButton,
  createToaster,
  Portal,
  Spinner,
  Stack,
  Toast,
  Toaster as ChakraToaster,
} from '@chakra-ui/react';

/**
 * The app's one toaster: one toast at a time, removed 5 s after it is dismissed
 * (docs/product.md#toasts and #defaults-and-limits).
 */
export const toaster = createToaster({
  placement: 'bottom-end',
  max: 1,
  removeDelay: 5000,
  pauseOnPageIdle: true,
});

/**
 * A dismissed toast stays in the page until it is removed, invisible and
 * meant to let clicks through. Its root does, but the hover areas above and
 * below it (`data-ghost`, styled inline) still caught them: for 5 s a button
 * where the toast had been (a dialog's Restore) did nothing.
 */
const toastCss = {
  '&[data-state=closed] [data-ghost]': { pointerEvents: 'none !important' },
} as const;

/** Renders the toasts; mounted once, by the app's providers. */
export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} css={toastCss}>
            {toast.type === 'loading' ? (
              <Spinner size="sm" color="brand.solid" />
            ) : (
              <Toast.Indicator />
            )}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
            {toast.closable !== false && (
              <Toast.CloseTrigger asChild>
                <CloseButton size="sm" />
              </Toast.CloseTrigger>
            )}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
