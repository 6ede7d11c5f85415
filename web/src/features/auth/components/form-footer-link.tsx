import { Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';

type FormFooterLinkProps = { text?: string; label: string; to: string };

/** A sentence and a link under a form ("Don't have an account? Create one now"). */
export function FormFooterLink({ text, label, to }: FormFooterLinkProps) {
  return (
    <Text textStyle="sm" color="fg.muted" textAlign="center">
      {text && <>{text} </>}
      <Link asChild color="brand.fg" fontWeight="medium">
        <RouterLink to={to}>{label}</RouterLink>
      </Link>
    </Text>
  );
}
