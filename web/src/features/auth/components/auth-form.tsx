import { Stack } from '@chakra-ui/react';
import { type FormEvent, type ReactNode } from 'react';

type AuthFormProps = {
  onSubmit(event: FormEvent<HTMLFormElement>): void | Promise<void>;
  children: ReactNode;
  disabled?: boolean;
};

/** A form of the auth screens: fields stacked, checked by the app (docs/product.md#account-fields), not the browser. */
export function AuthForm({ onSubmit, children, disabled }: AuthFormProps) {
  return (
    <Stack asChild gap="5">
      <form
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        aria-disabled={disabled || undefined}
      >
        {children}
      </form>
    </Stack>
  );
}
