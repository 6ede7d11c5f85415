import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';

import { PublicResumeView } from '../components/public-resume-view';
import { translator } from '../lib/public-intl';

/**
 * The public resume page when the app is already running (a link followed
 * inside the app). A fresh load of `/{username}/{slug}` never gets here: it
 * starts the light entry (public-entry.tsx) instead.
 */
export function PublicResumePage() {
  const { username = '', slug = '' } = useParams();
  const intl = useIntl();
  const navigate = useNavigate();
  const address = useMemo(() => ({ username, slug }), [username, slug]);
  const t = useMemo(() => translator(intl.messages as Record<string, string>), [intl.messages]);
  return (
    <PublicResumeView
      address={address}
      t={t}
      onUnavailable={() => void navigate('/', { replace: true })}
    />
  );
}
